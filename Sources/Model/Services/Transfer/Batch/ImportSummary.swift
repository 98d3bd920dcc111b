import DataSource

/// What an import did, or with `--dry-run` would do, to the store.
public struct ImportSummary: Sendable, Equatable {
  /// Weigh-ins added or replaced, by profile, in file order: all of them when the import
  /// lists its changes (`ImportRequest.listsChanges`), none otherwise (a million-row import
  /// that only prints its counts keeps no million changes).
  public private(set) var changes: [(profile: String, change: EntryChange)] = []
  public private(set) var added = 0
  public private(set) var replaced = 0
  /// The profile of the first change, listed or not; else of the first weigh-in already
  /// there (an import that changed nothing still names whose weigh-ins it found).
  public private(set) var firstChangedProfile: String?
  private var firstUnchangedProfile: String?
  /// The profile the import's weigh-ins went to first, changed or not.
  public var firstProfile: String? { firstChangedProfile ?? firstUnchangedProfile }
  public var unchanged: Int
  public var createdProfiles: [String]
  public var repeatedDates: Int
  public var skippedRows: Int
  /// The rows not taken, by why (`skippedRows` of them for a CSV file).
  public var skips = ImportSkips()
  /// Rows `WeighInCheck` refused, in file order by profile (empty with `--force`).
  public var implausible: [ImplausibleRow]
  /// Rows the checks find implausible that `--force` or an `--accept-<kind>` let in, so that
  /// the import says what it overrode.
  public var accepted: [ImplausibleRow] = []
  /// Of several files, those that held no weigh-in (Google Fit's per-day files of days
  /// without a weight): how many, and the names of the first few.
  /// The profile's units, when bare weights were read in them (`ImportBatch`).
  public var weightsInProfileUnits: UnitSystem?
  /// Dates that read either way, and the order they were read in (`ImportBatch`).
  public var dateOrderGuess: DateOrderGuess?
  /// The text read through `--encoding`'s code page as words no language writes.
  public var misreadText: MisreadTextNote?
  public private(set) var filesWithoutWeighIns = 0
  public private(set) var namesWithoutWeighIns: [String] = []

  /// The names kept of the files without weigh-ins: enough to find them, bounded.
  public static let namesKept = 3

  /// Counts a file that held no weigh-in, by its name, with the rows it skipped.
  public mutating func recordFileWithoutWeighIns(_ name: String, skips: ImportSkips) {
    filesWithoutWeighIns += 1
    if namesWithoutWeighIns.count < Self.namesKept { namesWithoutWeighIns.append(name) }
    self.skips.add(skips)
  }

  public init(
    changes: [(profile: String, change: EntryChange)] = [], unchanged: Int = 0,
    createdProfiles: [String] = [], repeatedDates: Int = 0, skippedRows: Int = 0,
    implausible: [ImplausibleRow] = []
  ) {
    self.implausible = implausible
    self.unchanged = unchanged
    self.createdProfiles = createdProfiles
    self.repeatedDates = repeatedDates
    self.skippedRows = skippedRows
    for (profile, change) in changes { record(change, of: profile, listing: true) }
  }

  /// Counts a weigh-in added or replaced (an unchanged one counts in `unchanged`), and
  /// keeps it when `listing`.
  public mutating func record(_ change: EntryChange, of profile: String, listing: Bool) {
    switch change {
    case .added: added += 1
    case .replaced: replaced += 1
    case .unchanged:
      unchanged += 1
      if firstUnchangedProfile == nil { firstUnchangedProfile = profile }
      return
    }
    if firstChangedProfile == nil { firstChangedProfile = profile }
    if listing { changes.append((profile, change)) }
  }

  /// Adds another file's summary to this one.
  public mutating func add(_ other: ImportSummary) {
    changes += other.changes
    added += other.added
    replaced += other.replaced
    firstChangedProfile = firstChangedProfile ?? other.firstChangedProfile
    firstUnchangedProfile = firstUnchangedProfile ?? other.firstUnchangedProfile
    unchanged += other.unchanged
    createdProfiles += other.createdProfiles
    repeatedDates += other.repeatedDates
    skippedRows += other.skippedRows
    weightsInProfileUnits = weightsInProfileUnits ?? other.weightsInProfileUnits
    dateOrderGuess = dateOrderGuess ?? other.dateOrderGuess
    misreadText = misreadText ?? other.misreadText
    implausible += other.implausible
    accepted += other.accepted
    skips.add(other.skips)
    filesWithoutWeighIns += other.filesWithoutWeighIns
    namesWithoutWeighIns = Array(
      (namesWithoutWeighIns + other.namesWithoutWeighIns).prefix(Self.namesKept))
  }

  public static func == (lhs: ImportSummary, rhs: ImportSummary) -> Bool {
    lhs.changes.elementsEqual(rhs.changes) { $0.profile == $1.profile && $0.change == $1.change }
      && lhs.added == rhs.added && lhs.replaced == rhs.replaced
      && lhs.firstChangedProfile == rhs.firstChangedProfile
      && lhs.unchanged == rhs.unchanged && lhs.createdProfiles == rhs.createdProfiles
      && lhs.repeatedDates == rhs.repeatedDates && lhs.skippedRows == rhs.skippedRows
      && lhs.skips == rhs.skips
      && lhs.implausible == rhs.implausible && lhs.accepted == rhs.accepted
      && lhs.filesWithoutWeighIns == rhs.filesWithoutWeighIns
      && lhs.namesWithoutWeighIns == rhs.namesWithoutWeighIns
  }
}
