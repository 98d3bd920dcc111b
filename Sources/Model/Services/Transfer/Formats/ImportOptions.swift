import DataSource

/// How to read a tracker's file: `bmi import`'s options, and the profile's units as the
/// last word on what a bare weight means.
public struct ImportOptions: Sendable, Equatable {
  /// `--from`: the kind of file, instead of recognising it from the content.
  public var source: ImportSource?
  /// `--units`: what a bare weight means when the file does not say.
  public var units: UnitSystem?
  /// The units of the profile being filled, used when neither the file nor `--units` says.
  public var profileUnits: UnitSystem?
  /// The height of the profile being filled (cm): with a row's own BMI it tells a Fitbit
  /// file's unit.
  public var profileHeightCentimetres: Double?
  /// The profile being filled, without its entries: its birth date (and reference) says
  /// which rows are a child's, whose height column is then logged with each row as a dated
  /// measurement (`TrackerGrowthColumns`) rather than offered as the profile's height.
  public var profileForAge: Profile?
  /// `--date-column`, `--weight-column`, `--waist-column`: header names, matched
  /// case-insensitively.
  public var dateColumn: String?
  public var weightColumn: String?
  public var waistColumn: String?
  /// `--note-column`: the column of notes, by its header name, when its name is no note's.
  public var noteColumn: String?
  /// `--date-format`, such as `DD/MM/YYYY`, `%m/%d/%Y` or `epoch`.
  public var dateFormat: String?
  /// `--per-day`.
  public var perDay: PerDayRule
  /// `--tz` (named), else the machine's zone (`name` nil; UTC until the store fills it in from
  /// the date client): where readings written in UTC or with an offset go.
  public var zone = ImportZone(name: nil) { _ in 0 }
  /// The date a file's name gives (Google Fit's per-day `2024-03-04.csv`), for rows that
  /// give only a time.
  public var fileDate: LocalDate?
  /// `--person`: in a file of several people (EufyLife), whose readings to take.
  public var person: String?
  /// `--person-column`: the column that says whose reading a row is, by its header name, or
  /// `none` for a file of one person whose column only looks like one (Notion's page titles
  /// under `Name`, a workout's name); `nil` finds it by its name.
  public var personColumn: String?
  /// `--skip-invalid`: rows of the wrong shape or with an unreadable value are counted and
  /// left out instead of refusing the file.
  public var skipInvalid: Bool
  /// `--encoding`: what a text file's bytes are; `nil` recognises UTF-8, UTF-16 with its byte
  /// order mark and Hacker's Diet Online's Windows-1252.
  public var encoding: ImportEncoding?

  public init(
    source: ImportSource? = nil, units: UnitSystem? = nil, profileUnits: UnitSystem? = nil,
    dateColumn: String? = nil, weightColumn: String? = nil, waistColumn: String? = nil,
    dateFormat: String? = nil, perDay: PerDayRule = .last, skipInvalid: Bool = false,
    person: String? = nil, personColumn: String? = nil, encoding: ImportEncoding? = nil
  ) {
    self.encoding = encoding
    self.person = person
    self.personColumn = personColumn
    self.skipInvalid = skipInvalid
    self.source = source
    self.units = units
    self.profileUnits = profileUnits
    self.dateColumn = dateColumn
    self.weightColumn = weightColumn
    self.waistColumn = waistColumn
    self.dateFormat = dateFormat
    self.perDay = perDay
  }

  /// What a bare weight means: `--units`, else the profile's units.
  var bareUnits: UnitSystem? { units ?? profileUnits }
}
