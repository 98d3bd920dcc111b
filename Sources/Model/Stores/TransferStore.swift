import DataSource

/// The state of one `bmi export` or `bmi import`: what was exported, or what the import
/// changed (or, with `--dry-run`, would change).
@MainActor
public final class TransferStore: Composable {
  /// Rows read between two `importRowsRead` actions: often enough for a progress display,
  /// rarely enough to cost nothing.
  public static let rowsPerStep = ImportFileReader.rowsPerStep

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
  /// `import`: the latest height the file gives (cm) and its date, offered to the user and
  /// never applied by the import.
  public private(set) var suggestedHeight: (centimetres: Double, date: LocalDate?)?
  /// The profile's units, when the files' bare weights were read in them: known before the
  /// merge, so that a refusal of implausible rows can say so too (weights in the other units
  /// look like slips).
  public private(set) var weightsInProfileUnits: UnitSystem?
  /// A dry run's profiles' units by name, so that its plan shows weights as each profile does.
  public private(set) var unitsByProfile: [String: UnitSystem] = [:]
  private let repository: StoreRepository
  let byteStream: ByteStreamClient
  let threads: ThreadPairClient
  let fileSystem: FileSystemClient
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
    self.byteStream = dependencies.byteStream
    self.threads = dependencies.threads
    self.fileSystem = dependencies.fileSystem
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
      case .importRecordsFound:
        break
      }
    } catch {
      failure = error
    }
  }

  /// Reads the file (Apple Health's streamed, the others a window of rows at a time, each
  /// window reported), then merges it into the store (or, with `--dry-run`, into a copy).
  private func importFile(_ request: ImportRequest) async throws(TrackingError) {
    var options = request.reading
    options.units = request.units ?? options.units
    // Bare weights in the profile's own units when neither the file nor --units says. A
    // store that cannot be read stops the import here, with its own reason (a memory limit
    // is 74): read as "no profile", it was refused for weights without a unit instead.
    let document = try repository.read()
    if let index = try? ProfileLookup.index(of: request.profile, in: document) {
      options.profileUnits = document.profiles[index].units
      options.profileHeightCentimetres = document.profiles[index].heightCentimetres
      var person = document.profiles[index]
      person.entries = []
      options.profileForAge = person
    }
    options.zone = try zone(request.timeZone)
    let (sources, passedOver) = try files(of: request)
    var outcomes: [ImportFileReader.Outcome] = []
    // The name of each file read, beside its outcome.
    var read: [String] = []
    // Of several files, one without a weigh-in is counted and named, not refused: most of
    // Google Fit's per-day files hold none.
    var withoutWeighIns: [(name: String, skips: ImportSkips)] = passedOver.map {
      ($0, ImportSkips())
    }
    for source in sources {
      do throws(ImportFailure) {
        // Progress goes to the parent through the action callback, and the count into the
        // state, without re-entering `send` from inside `reduce`.
        outcomes.append(
          try await ImportFileReader(byteStream: byteStream, threads: threads).read(
            source, options: options
          ) {
            @MainActor progress in
            switch progress {
            case .rowsRead(let count, let total):
              self.rowsRead = count
              await self.action(.importRowsRead(count, of: total))
            case .bytesRead(let bytes):
              await self.action(.importRecordsFound(bytesRead: bytes))
            }
          })
        read.append(Self.name(of: source))
      } catch {
        // Of several files, or a directory's one, the message names the one at fault.
        let named = [request.source] + request.moreSources
        guard sources.count > 1 || !named.contains(source), case .file(let path) = source else {
          throw .importFailed(error)
        }
        guard sources.count > 1, error.isWithoutWeighIns else {
          throw .importFailed(.inFile(path: path, error))
        }
        var skips = ImportSkips()
        if case .nothingToImport(let skipped) = error { skips = skipped }
        withoutWeighIns.append((Self.name(of: source), skips))
      }
    }
    // A Tanita card keeps a file a user: two of them are two people, never one profile's.
    let tanitaFiles = zip(read, outcomes).filter { $0.1.batch.format == .tanitaCard }.map(\.0)
    if tanitaFiles.count > 1 { throw .importFailed(.severalTanitaUsers(files: tanitaFiles)) }
    if outcomes.isEmpty, !withoutWeighIns.isEmpty {
      var skips = ImportSkips()
      for file in withoutWeighIns { skips.add(file.skips) }
      throw .importFailed(.noFileWithWeighIns(files: withoutWeighIns.count, skips))
    }
    format = outcomes.first?.batch.format
    weightsInProfileUnits = outcomes.lazy.compactMap(\.batch.weightsInProfileUnits).first
    // Offered only when it differs from the profile's height (to the tenth it is shown in).
    if let batch = outcomes.last(where: { $0.batch.heightCentimetres != nil })?.batch,
      let height = batch.heightCentimetres,
      options.profileHeightCentimetres.map({ abs($0 - height) >= 0.05 }) ?? true
    {
      suggestedHeight = (height, batch.heightDate)
    }
    var merger = ImportMerger(
      profile: request.profile,
      check: WeighInCheck(
        today: date.today(),
        accepting: request.force ? Set(ImplausibilityKind.allCases) : request.accepting),
      listsChanges: request.listsChanges)
    merger.today = date.today()
    if request.dryRun {
      var document = try repository.read()
      // As read: a note over the limit it holds already is refused with another way past it.
      let stored = document
      summary = try Self.merge(
        outcomes, withoutWeighIns: withoutWeighIns, with: merger, perDay: options.perDay,
        into: &document)
      for profile in document.profiles { unitsByProfile[profile.name] = profile.units ?? .metric }
      // A dry run shows the plan and the rows the import would refuse, and the store's own
      // refusal of the change (a note too long), as the import itself would.
      if let rows = summary?.implausible, !rows.isEmpty { throw .implausibleRows(rows) }
      if let refusal = repository.refusal(of: document, before: stored) { throw .store(refusal) }
      return
    }
    var merged: ImportSummary?
    let result = try repository.change { document throws(TrackingError) in
      let summary = try Self.merge(
        outcomes, withoutWeighIns: withoutWeighIns, with: merger, perDay: options.perDay,
        into: &document)
      if !summary.implausible.isEmpty { throw .implausibleRows(summary.implausible) }
      merged = summary
    }
    summary = merged
    written = result.written
    migration = result.migration
  }

  /// `--tz` as a zone: a fixed offset, or a name the date client knows; the machine's zone
  /// without it.
  private func zone(_ name: String?) throws(TrackingError) -> ImportZone {
    if let name, let fixed = ImportZone.fixedOffset(name) {
      return ImportZone(name: name) { _ in fixed }
    }
    guard date.utcOffset(0, name) != nil else {
      throw .importFailed(.unknownTimeZone(name ?? ""))
    }
    let client = date
    return ImportZone(name: name) { client.utcOffset($0, name) ?? 0 }
  }

  public enum Action: Sendable {
    /// The profile to export (`nil`: every profile).
    case exportCommandReceived(profile: String?)
    case importCommandReceived(ImportRequest)
    /// After each window of an import's rows: how many are read, of how many.
    case importRowsRead(Int, of: Int)
    /// After each window of a streamed Apple Health export: bytes read so far.
    case importRecordsFound(bytesRead: Int)
  }

  /// A file's name without its folders, as a summary names it; standard input's as `-`.
  private static func name(of source: ImportRequest.Source) -> String {
    guard case .file(let path) = source else { return "-" }
    return path.split(separator: "/").last.map(String.init) ?? path
  }
}
