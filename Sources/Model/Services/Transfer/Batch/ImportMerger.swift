import DataSource

/// Merges an import batch into the store document by date: new dates are added, a date
/// already logged takes the file's weight, profiles the store lacks are created from the
/// file's details. Existing profiles keep their own details.
public struct ImportMerger: Sendable {
  /// `--profile`: for a tracker's file, the profile to fill; for an export, the only
  /// profile of the file to import.
  public let profile: String?
  /// Finds the implausible rows (`summary.implausible`), those of a kind `check.accepting`
  /// accepts (`--force`, `--accept-<kind>`) as accepted (`summary.accepted`); `nil`: none
  /// is looked for.
  public let check: WeighInCheck?
  /// Whether the summary keeps every change, or only counts them.
  public let listsChanges: Bool
  /// The day the import runs: a child's newest height from a tracker's file becomes the
  /// profile's (`WeighInLogger.follow`), as a logged one does; never one after this day.
  public var today: LocalDate?

  public init(profile: String?, check: WeighInCheck? = nil, listsChanges: Bool = true) {
    self.profile = profile
    self.check = check
    self.listsChanges = listsChanges
  }

  public func merge(_ batch: ImportBatch, into document: inout StoreDocument)
    throws(TrackingError) -> ImportSummary
  {
    var summary = ImportSummary(repeatedDates: batch.repeatedDates, skippedRows: batch.skippedRows)
    summary.weightsInProfileUnits = batch.weightsInProfileUnits
    summary.dateOrderGuess = batch.dateOrderGuess
    summary.misreadText = batch.misreadText
    for imported in try selected(batch) {
      let index: Int
      if let name = imported.name {
        index = try findOrCreate(name, imported, in: &document, summary: &summary)
      } else {
        index = try ProfileLookup.index(of: profile, in: document)
      }
      let name = document.profiles[index].name
      // What each entry did, kept only for the check that follows the merge: a byte an
      // entry, and the entries replaced, not a list of changes.
      var kinds: [ChangeKind] = []
      var replaced: [WeightEntry] = []
      // The log as stored, which each imported weigh-in is also compared with
      // (`jumpFromStored`); a copy only once the merge changes the log.
      let stored = check == nil ? [] : document.profiles[index].entries
      WeightLog.merge(imported.entries, into: &document.profiles[index].entries) { change in
        summary.record(change, of: name, listing: listsChanges)
        guard check != nil else { return }
        switch change {
        case .added: kinds.append(.added)
        case .unchanged: kinds.append(.unchanged)
        case .replaced(let old, _):
          kinds.append(.replaced)
          replaced.append(old)
        }
      }
      // A tracker's file fills a profile without details: its newest height (a child's, the
      // only kind such a file logs) is the profile's, as a logged one is.
      if imported.name == nil, let today,
        let newest = imported.entries.last(where: {
          $0.heightCentimetres != nil && $0.date <= today
        }), let height = newest.heightCentimetres
      {
        WeighInLogger.follow(height, on: newest.date, in: &document.profiles[index], today: today)
      }
      guard let check else { continue }
      // Every check made, the accepted ones too, so that what a flag let in is said.
      let everyCheck = WeighInCheck(today: check.today)
      // Each change is checked against the merged log, its neighbours in place.
      let profile = document.profiles[index]
      var replacedIndex = 0
      for (offset, kind) in kinds.enumerated() where kind != .unchanged {
        var previous: WeightEntry?
        if kind == .replaced {
          previous = replaced[replacedIndex]
          replacedIndex += 1
        }
        let position = WeightLog.search(imported.entries[offset].date, in: profile.entries).index
        let entry = profile.entries[position]
        var problems = everyCheck.problems(entry, at: position, of: profile, previous: previous)
        if !problems.contains(where: { $0.kind == .jump }),
          let jump = everyCheck.jumpFromStored(entry, stored: stored, of: profile)
        {
          // Before the BMI's, as `problems` orders them.
          problems.insert(jump, at: problems.firstIndex { $0.kind == .bmi } ?? problems.count)
        }
        for problem in problems {
          let row = ImplausibleRow(profile: name, date: entry.date, problem: problem)
          if check.accepting.contains(problem.kind) {
            summary.accepted.append(row)
          } else {
            summary.implausible.append(row)
          }
        }
      }
    }
    if document.defaultProfile == nil {
      let candidates = [batch.defaultProfile, summary.createdProfiles.first].compactMap { $0 }
      document.defaultProfile = candidates.first {
        ProfileLookup.position(of: $0, in: document) != nil
      }
    }
    return summary
  }

  /// What merging did to one incoming entry, for the check after the merge.
  private enum ChangeKind: UInt8 {
    case added, replaced, unchanged
  }

  private func selected(_ batch: ImportBatch) throws(TrackingError) -> [ImportedProfile] {
    guard let profile, !batch.format.isTracker else { return batch.profiles }
    let matching = batch.profiles.filter { $0.name == profile }
    guard !matching.isEmpty else {
      throw .importFailed(
        .profileNotInFile(name: profile, available: batch.profiles.compactMap(\.name)))
    }
    return matching
  }

  private func findOrCreate(
    _ name: String, _ imported: ImportedProfile, in document: inout StoreDocument,
    summary: inout ImportSummary
  ) throws(TrackingError) -> Int {
    if let index = ProfileLookup.position(of: name, in: document) { return index }
    guard var details = imported.details else {
      throw .importFailed(.newProfileWithoutHeight(name: name, line: imported.line))
    }
    details.entries = []
    let index = ProfileLookup.insertionIndex(of: name, in: document)
    document.profiles.insert(details, at: index)
    summary.createdProfiles.append(name)
    return index
  }
}
