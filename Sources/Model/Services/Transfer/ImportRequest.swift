import DataSource

/// What `bmi import` was given.
public struct ImportRequest: Sendable, Equatable {
  public enum Source: Sendable, Equatable {
    case file(String)
    case standardInput
  }

  public var source: Source
  /// More files after the first (`bmi import a.csv b.csv`), read in order into one change;
  /// a directory among them stands for its files.
  public var moreSources: [Source] = []
  /// A tracker's file: the profile to fill (`nil`: the default one). An export: the only
  /// profile to take from it.
  public var profile: String?
  /// What bare weights mean in a tracker's file whose header names no unit.
  public var units: UnitSystem?
  /// Report what would change without writing.
  public var dryRun: Bool
  /// Whether the summary keeps every change (a plan or records are printed), not only the
  /// counts.
  public var listsChanges = true
  /// `--force`: import rows `WeighInCheck` finds implausible.
  public var force: Bool
  /// `--accept-<kind>`: the checks `WeighInCheck` does not make.
  public var accepting: Set<ImplausibilityKind>
  /// `--tz`: the person's time zone (an IANA name or a fixed offset); `nil`: the machine's.
  public var timeZone: String?
  /// `--from`, the column options, `--date-format` and `--per-day` (its `units` and
  /// `profileUnits` are filled in by the store).
  public var reading: ImportOptions

  public init(
    source: Source, profile: String? = nil, units: UnitSystem? = nil, dryRun: Bool = false,
    force: Bool = false, reading: ImportOptions = ImportOptions(),
    accepting: Set<ImplausibilityKind> = [], timeZone: String? = nil
  ) {
    self.timeZone = timeZone
    self.force = force
    self.accepting = accepting
    self.source = source
    self.profile = profile
    self.units = units
    self.dryRun = dryRun
    self.reading = reading
  }
}
