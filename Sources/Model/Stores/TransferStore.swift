import DataSource

/// The state of one `bmi export` or `bmi import`: what was exported, or what the import
/// changed (or, with `--dry-run`, would change).
@MainActor
public final class TransferStore: Composable {
  /// Rows read between two `importRowsRead` actions: often enough for a progress display,
  /// rarely enough to cost nothing.
  public static let rowsPerStep = 10_000

  /// `export`: the profiles to write out (all, or the one asked for).
  public private(set) var exported: StoreDocument?
  /// `import`: the file's format and what merging it did.
  public private(set) var format: ImportBatch.Format?
  public private(set) var summary: ImportSummary?
  /// `import`: data rows read so far, for a progress display.
  public private(set) var rowsRead: Int
  /// `import`: whether the store was rewritten (not with `--dry-run`, nor when nothing changed).
  public private(set) var written: Bool
  public private(set) var migration: StoreMigration?
  public private(set) var failure: TrackingError?
  private let repository: StoreRepository
  private let fileSystem: FileSystemClient
  private let console: ConsoleClient
  private let date: DateClient
  public let action: (Action) async -> Void

  public init(
    dependencies: AppDependencies,
    location: StoreLocation,
    exported: StoreDocument? = nil,
    format: ImportBatch.Format? = nil,
    summary: ImportSummary? = nil,
    rowsRead: Int = 0,
    written: Bool = false,
    migration: StoreMigration? = nil,
    failure: TrackingError? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.exported = exported
    self.format = format
    self.summary = summary
    self.rowsRead = rowsRead
    self.written = written
    self.migration = migration
    self.failure = failure
    self.repository = dependencies.storeRepository(at: location)
    self.fileSystem = dependencies.fileSystem
    self.console = dependencies.console
    self.date = dependencies.date
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
        try await importFile(request)
      case .importRowsRead(let count, _):
        rowsRead = count
      }
    } catch {
      failure = error
    }
  }

  /// Reads the file a window of rows at a time, saying after each how far it has got, then
  /// merges it into the store (or, with `--dry-run`, into a copy).
  private func importFile(_ request: ImportRequest) async throws(TrackingError) {
    let batch: ImportBatch
    do throws(ImportFailure) {
      var reading = try ImportReader(units: request.units).open(try bytes(of: request.source))
      while !reading.isFinished {
        try reading.read(upTo: Self.rowsPerStep)
        await send(.importRowsRead(reading.rowsRead, of: reading.rowCount))
      }
      batch = reading.finish()
    } catch {
      throw .importFailed(error)
    }
    format = batch.format
    let merger = ImportMerger(
      profile: request.profile,
      check: request.force ? nil : WeighInCheck(today: date.today()))
    if request.dryRun {
      var document = try repository.read()
      summary = try merger.merge(batch, into: &document)
      // A dry run shows the plan and the rows the import would refuse.
      if let rows = summary?.implausible, !rows.isEmpty { throw .implausibleRows(rows) }
      return
    }
    var merged: ImportSummary?
    let result = try repository.change { document throws(TrackingError) in
      let summary = try merger.merge(batch, into: &document)
      if !summary.implausible.isEmpty { throw .implausibleRows(summary.implausible) }
      merged = summary
    }
    summary = merged
    written = result.written
    migration = result.migration
  }

  private func bytes(of source: ImportRequest.Source) throws(ImportFailure) -> [UInt8] {
    switch source {
    case .standardInput:
      guard let bytes = console.readStandardInput() else { throw .standardInputUnreadable }
      guard bytes.count <= ImportReader.maximumBytes else {
        throw .tooLarge(limit: ImportReader.maximumBytes)
      }
      return bytes
    case .file(let path):
      do {
        return try fileSystem.readFile(path, limit: ImportReader.maximumBytes)
      } catch {
        if error.isTooLarge { throw .tooLarge(limit: ImportReader.maximumBytes) }
        if error.call == "open", error.isNotFound { throw .fileMissing(path: path) }
        throw .unreadable(path: path, error)
      }
    }
  }

  public enum Action: Sendable {
    /// The profile to export (`nil`: every profile).
    case exportCommandReceived(profile: String?)
    case importCommandReceived(ImportRequest)
    /// After each window of an import's rows: how many are read, of how many.
    case importRowsRead(Int, of: Int)
  }
}
