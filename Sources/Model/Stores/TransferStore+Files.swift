import DataSource

/// Several files, or a directory of them, in one import: each read in turn, all merged in
/// one change (or none, when any is refused).
extension TransferStore {
  /// The request's files in order: a directory stands for its files (by name, hidden ones
  /// and subdirectories left out), and `passedOver` names a directory's pictures, documents
  /// and GPS tracks (`notDataExtensions`), which hold no weigh-in to read.
  func files(of request: ImportRequest) throws(TrackingError) -> (
    sources: [ImportRequest.Source], passedOver: [String]
  ) {
    var sources: [ImportRequest.Source] = []
    var passedOver: [String] = []
    for source in [request.source] + request.moreSources {
      guard case .file(let path) = source, (try? fileSystem.stat(path))?.isDirectory == true
      else {
        sources.append(source)
        continue
      }
      let names = ((try? fileSystem.readdir(path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
      let paths = names.map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
      let files = paths.filter { (try? fileSystem.stat($0))?.kind == .regular }
      guard !files.isEmpty else {
        let folders = zip(names, paths).filter { (try? fileSystem.stat($0.1))?.isDirectory == true }
        throw .importFailed(.emptyDirectory(path: path, folders: folders.map(\.0)))
      }
      for file in files {
        let name = String(file.split(separator: "/").last ?? "")
        let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        if name.contains("."), Self.notDataExtensions.contains(ext) {
          passedOver.append(name)
        } else {
          sources.append(.file(file))
        }
      }
    }
    return (sources, passedOver)
  }

  /// Files an app's export folder holds beside its data that are never a weigh-in file:
  /// pictures, documents, GPS tracks and workouts, archives' checksums.
  public nonisolated static let notDataExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "heic", "webp", "bmp", "tif", "tiff", "svg", "pdf", "gpx",
    "tcx", "fit", "kml", "mp4", "mov", "m4a", "html", "htm", "css", "js", "dtd", "md5", "sha256",
  ]

  /// Merges each file's batch in turn and adds their summaries up, with the files that held
  /// no weigh-in counted and their rows accounted for. (The batches stay with the caller: a
  /// store that does not exist yet runs the change twice.)
  static func merge(
    _ outcomes: [ImportFileReader.Outcome],
    withoutWeighIns: [(name: String, skips: ImportSkips)] = [], with merger: ImportMerger,
    perDay: PerDayRule = .last, into document: inout StoreDocument
  ) throws(TrackingError) -> ImportSummary {
    var total = ImportSummary()
    // Two accounts' files (a couple's Garmin exports in one folder) are two people's.
    var accounts: [String] = []
    for account in outcomes.compactMap(\.batch.account) where !accounts.contains(account) {
      accounts.append(account)
    }
    if accounts.count > 1 {
      throw .importFailed(.severalPeople(accounts, column: GarminBiometricsJSON.accountKey))
    }
    for outcome in combined(outcomes, perDay: perDay) {
      var summary = try merger.merge(outcome.batch, into: &document)
      summary.skips = outcome.skips
      total.add(summary)
    }
    for file in withoutWeighIns {
      total.recordFileWithoutWeighIns(file.name, skips: file.skips)
    }
    return total
  }

  /// The outcomes with every tracker file's (`ImportBatch.keepsReadings`) made one, in the
  /// place of the first: a day in several files is then reduced by `--per-day` across them,
  /// and the summary counts what the store gains, not one file replacing another.
  static func combined(_ outcomes: [ImportFileReader.Outcome], perDay: PerDayRule)
    -> [ImportFileReader.Outcome]
  {
    var trackers = outcomes.filter(\.batch.keepsReadings)
    guard trackers.count > 1, let first = outcomes.firstIndex(where: \.batch.keepsReadings)
    else { return outcomes }
    var skips = ImportSkips()
    // Beside Google Fit's merged weight file, a raw one's readings are all in it already.
    if trackers.contains(where: { $0.batch.mergedSource == .merged }) {
      for raw in trackers where raw.batch.mergedSource == .raw {
        skips.add(.inMergedFile, count: raw.batch.readings)
        skips.add(raw.skips)
      }
      trackers.removeAll { $0.batch.mergedSource == .raw }
    }
    for outcome in trackers { skips.add(outcome.skips) }
    var result = outcomes.filter { !$0.batch.keepsReadings }
    result.insert(
      ImportFileReader.Outcome(
        batch: ImportBatch.combined(trackers.map(\.batch), rule: perDay), skips: skips),
      at: outcomes[..<first].count { !$0.batch.keepsReadings })
    return result
  }
}
