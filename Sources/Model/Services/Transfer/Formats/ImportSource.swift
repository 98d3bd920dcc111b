/// The kinds of file `bmi import` reads. Found from the content; `--from NAME` forces one.
public enum ImportSource: String, Sendable, Equatable, CaseIterable {
  /// `bmi export` JSON, CSV or NDJSON.
  case bmi
  /// Apple Health `export.xml`, streamed.
  case appleHealth = "apple-health"
  /// Apple Health's `export.zip`, read from the archive without unpacking it.
  case appleHealthZip = "apple-health-zip"
  /// Fitbit's weight JSON (`weight-*.json`): `[{"logId":…,"weight":…,"date":"11/21/26",…}]`.
  case fitbit
  /// Libra's `;`-separated file with `#` comment lines.
  case libra
  /// Garmin Connect's weight CSV: a date row, then a row per reading with its time.
  case garmin
  /// Renpho's CSV: `Time of Measurement` like `11/21/2026, 7:02:14 AM`.
  case renpho
  /// Google Fit's daily metrics CSV (`Average weight (kg)`).
  case googleFit = "google-fit"
  /// Withings' `weight.csv` (`Date,Weight (kg),…`).
  case withings
  /// Hacker's Diet Online: a plain `Weight` column in the profile's units.
  case hackersDiet = "hackers-diet"
  /// Any CSV or TSV with a date column and a weight column.
  case csv

  /// What the first bytes of a file say it is; `bmi` stands for every export format and
  /// `csv` for every tracker CSV (they are told apart by their header).
  public static func detect(_ head: some Collection<UInt8>) -> ImportSource {
    // A local header, or the end record alone: an empty archive.
    if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) || head.starts(with: [0x50, 0x4B, 0x05, 0x06]) {
      return .appleHealthZip
    }
    let body = head.drop { [0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    switch body.first {
    case UInt8(ascii: "<"): return .appleHealth
    case UInt8(ascii: "["): return .fitbit
    case UInt8(ascii: "{"): return .bmi
    case UInt8(ascii: "#"): return .libra
    default: return .csv
    }
  }

  /// The kind to read: `forced` (`--from NAME`) when given, else what `head` says. Apple
  /// Health forced on a zip archive is its export.zip: the same export, packed.
  public static func resolve(_ forced: ImportSource?, head: some Collection<UInt8>)
    -> ImportSource
  {
    let found = detect(head)
    guard let forced else { return found }
    return forced == .appleHealth && found == .appleHealthZip ? found : forced
  }

  /// Whether this source is read as CSV (a header and rows).
  public var isCSV: Bool {
    switch self {
    case .appleHealth, .appleHealthZip, .fitbit: false
    default: true
    }
  }
}
