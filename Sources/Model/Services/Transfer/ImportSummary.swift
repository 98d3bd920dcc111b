import DataSource

/// What an import did, or with `--dry-run` would do, to the store.
public struct ImportSummary: Sendable, Equatable {
  /// Weigh-ins added or replaced, by profile, in file order.
  public var changes: [(profile: String, change: EntryChange)]
  public var unchanged: Int
  public var createdProfiles: [String]
  public var repeatedDates: Int
  public var skippedRows: Int
  /// The rows not taken, by why (`skippedRows` of them for a CSV file).
  public var skips = ImportSkips()
  /// Rows `WeighInCheck` refused, in file order by profile (empty with `--force`).
  public var implausible: [ImplausibleRow]

  public init(
    changes: [(profile: String, change: EntryChange)] = [], unchanged: Int = 0,
    createdProfiles: [String] = [], repeatedDates: Int = 0, skippedRows: Int = 0,
    implausible: [ImplausibleRow] = []
  ) {
    self.implausible = implausible
    self.changes = changes
    self.unchanged = unchanged
    self.createdProfiles = createdProfiles
    self.repeatedDates = repeatedDates
    self.skippedRows = skippedRows
  }

  public var added: Int {
    changes.count { if case .added = $0.change { return true } else { return false } }
  }

  public var replaced: Int { changes.count - added }

  public static func == (lhs: ImportSummary, rhs: ImportSummary) -> Bool {
    lhs.changes.elementsEqual(rhs.changes) { $0.profile == $1.profile && $0.change == $1.change }
      && lhs.unchanged == rhs.unchanged && lhs.createdProfiles == rhs.createdProfiles
      && lhs.repeatedDates == rhs.repeatedDates && lhs.skippedRows == rhs.skippedRows
      && lhs.skips == rhs.skips
      && lhs.implausible == rhs.implausible
  }
}
