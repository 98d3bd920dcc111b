/// Every kind of record `bmi` prints for scripts (JSON, CSV, NDJSON): each has one list of
/// fields in `FieldCatalog`, whichever command and format prints it.
public enum RecordKind: String, Sendable, CaseIterable {
  case calc
  case profile
  case entry
  case history
  case trend
  case export
  case storePath = "store-path"
  case stats
  case undo

  /// The commands that print this record, for `bmi help fields`.
  public var commands: [String] {
    switch self {
    case .calc: return ["calc"]
    case .profile:
      return [
        "profile list", "profile show", "profile save", "profile use", "profile rename",
        "profile remove",
      ]
    case .entry: return ["log", "unlog", "import"]
    case .history: return ["history"]
    case .trend: return ["trend"]
    case .export: return ["export"]
    case .storePath: return ["store path"]
    case .stats: return ["stats"]
    case .undo: return ["undo"]
    }
  }

  /// One sentence on what a record stands for.
  public var summary: String {
    switch self {
    case .calc:
      return
        "One calculation, adult or child: the same columns either way; fields that do not apply are null."
    case .profile: return "One profile with its latest weigh-in and waist."
    case .entry:
      return
        "One log entry that log, unlog or import added, replaced, kept or removed (action says which)."
    case .history:
      return "One entry of the log (a weigh-in or any measure), with the trend at that date."
    case .trend: return "The trend report of one profile."
    case .export:
      return
        "One weigh-in with its profile's details (a profile without weigh-ins has one row with a null date), for --format csv, ndjson and text; 'bmi import' reads the CSV back. --format json (the default) writes the store document instead."
    case .storePath: return "Where the store file is and what chose that place."
    case .stats: return "One period (week, month or year) that has a weigh-in."
    case .undo: return "The change bmi undo undid."
    }
  }

  /// The fields, in order.
  public var fields: [FieldSpec] { FieldCatalog.fields(of: self) }

  public var names: [String] { fields.map(\.name) }
}
