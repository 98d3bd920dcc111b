import DataSource

/// The state of one `bmi export` or `bmi import`: what was exported, or what the import
/// changed (or, with `--dry-run`, would change).
@MainActor
public final class TransferStore: Composable {
  /// `export`: the profiles to write out (all, or the one asked for).
  public private(set) var exported: StoreDocument?
  /// `import`: the file's format and what merging it did.
  public private(set) var format: ImportBatch.Format?
  public private(set) var summary: ImportSummary?
  /// `import`: whether the store was rewritten (not with `--dry-run`, nor when nothing changed).
  public private(set) var written: Bool
  public private(set) var migration: StoreMigration?
  public private(set) var failure: TrackingError?
  private let repository: StoreRepository
  private let fileSystem: FileSystemClient
  private let console: ConsoleClient
  public let action: (Action) async -> Void

  public init(
    dependencies: AppDependencies,
    location: StoreLocation,
    exported: StoreDocument? = nil,
    format: ImportBatch.Format? = nil,
    summary: ImportSummary? = nil,
    written: Bool = false,
    migration: StoreMigration? = nil,
    failure: TrackingError? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.exported = exported
    self.format = format
    self.summary = summary
    self.written = written
    self.migration = migration
    self.failure = failure
    self.repository = dependencies.storeRepository(at: location)
    self.fileSystem = dependencies.fileSystem
    self.console = dependencies.console
    self.action = action
  }

  public func reduce(_ action: Action) async {
    do throws(TrackingError) {
      switch action {
      case .exportCommandReceived(let name):
        var document = try repository.read()
        if name != nil {
          let profile = document.profiles[try ProfileLookup.index(of: name, in: document)]
          document = StoreDocument(
            defaultProfile: document.defaultProfile == profile.name ? profile.name : nil,
            profiles: [profile])
        }
        exported = document
      case .importCommandReceived(let request):
        try importFile(request)
      }
    } catch {
      failure = error
    }
  }

  private func importFile(_ request: ImportRequest) throws(TrackingError) {
    let batch: ImportBatch
    do throws(ImportFailure) {
      batch = try ImportReader(units: request.units).read(try bytes(of: request.source))
    } catch {
      throw .importFailed(error)
    }
    format = batch.format
    let merger = ImportMerger(profile: request.profile)
    if request.dryRun {
      var document = try repository.read()
      summary = try merger.merge(batch, into: &document)
      return
    }
    var merged: ImportSummary?
    let result = try repository.change { document throws(TrackingError) in
      merged = try merger.merge(batch, into: &document)
    }
    summary = merged
    written = result.written
    migration = result.migration
  }

  private func bytes(of source: ImportRequest.Source) throws(ImportFailure) -> [UInt8] {
    switch source {
    case .standardInput:
      guard let bytes = console.readStandardInput() else { throw .standardInputUnreadable }
      return bytes
    case .file(let path):
      do {
        return try fileSystem.readFile(path)
      } catch {
        if error.call == "open", error.isNotFound { throw .fileMissing(path: path) }
        throw .unreadable(path: path, error)
      }
    }
  }

  public enum Action: Sendable {
    /// The profile to export (`nil`: every profile).
    case exportCommandReceived(profile: String?)
    case importCommandReceived(ImportRequest)
  }
}
