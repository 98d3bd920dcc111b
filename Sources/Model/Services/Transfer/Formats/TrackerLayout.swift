import DataSource

/// The rows around a tracker CSV's table that are its layout, not data, found and set aside
/// before the header is read:
/// - Samsung Health's metadata first line (`com.samsung.health.weight,6313008,3`);
/// - the Fitbit website's section title (`Body`), its table ending at the next title
///   (`Activities`);
/// - the unit of apps that always write kilograms (Samsung Health, openScale, Mi Fit);
/// - Hacker's Diet Online's preamble (`Epoch`, `User`, `Preferences`, `Diet-Plan`), the
///   header repeated for each month, and its `StartTrend` rows, whose third field is the
///   log's unit (0 kilogram, 1 pound, 2 stone, which it logs in pounds).
struct TrackerLayout {
  /// The header row and the data rows, each with its line in the file.
  var header: CSVRow
  var rows: [CSVRow]
  /// The unit the layout declares (Hacker's Diet's log unit).
  var units: UnitSystem?

  init?(_ all: [CSVRow]) {
    var rows = ArraySlice(all)
    guard let first = rows.first else { return nil }
    var units: UnitSystem?
    if first.fields.first?.hasPrefix("com.samsung.health.") == true, rows.count > 1 {
      rows = rows.dropFirst()
      units = .metric
    } else if first.fields.count == 1, Self.isTitle(first.fields[0]), rows.count > 1 {
      rows = rows.dropFirst()
      // The table ends where the next section's title starts.
      if let next = rows.dropFirst().firstIndex(where: {
        $0.fields.count == 1 && Self.isTitle($0.fields[0])
      }) {
        rows = rows[..<next]
      }
    } else if Self.isHackersDiet(all) {
      while let row = rows.first, row.fields.first != "Date" {
        if row.fields.first == "Preferences", row.fields.count > 2 {
          units = Self.hackersDietUnits(name: row.fields[2])
        }
        rows = rows.dropFirst()
      }
    }
    guard let header = rows.first else { return nil }
    if Self.alwaysKilograms(header.fields) { units = .metric }
    var data: [CSVRow] = []
    data.reserveCapacity(rows.count)
    for row in rows.dropFirst() {
      if row.fields.first == "StartTrend" {
        if row.fields.count > 2 { units = Self.hackersDietUnits(code: row.fields[2]) ?? units }
        continue
      }
      if row.fields == header.fields, Self.isHackersDiet(all) { continue }
      data.append(row)
    }
    self.header = header
    self.rows = data
    self.units = units
  }

  /// Apps that write kilograms whatever the user sees, with no unit in the file: openScale
  /// (`dateTime` and `lbm` or `lbw`), Mi Fit / Zepp Life (`fatRate`, `bodyWaterRate`).
  private static func alwaysKilograms(_ header: [String]) -> Bool {
    let names = Set(header.map { $0.trimmingSpaces })
    return (names.contains("dateTime") && (names.contains("lbm") || names.contains("lbw")))
      || (names.contains("fatRate") && names.contains("bodyWaterRate"))
  }

  /// A section title: words of letters only, such as `Body` or `Activities`.
  private static func isTitle(_ text: String) -> Bool {
    !text.isEmpty && text.allSatisfy { $0.isLetter || $0 == " " }
  }

  static func isHackersDiet(_ rows: [CSVRow]) -> Bool {
    rows.prefix(8).contains { $0.fields.first == "StartTrend" || $0.fields.first == "Epoch" }
  }

  private static func hackersDietUnits(code: String) -> UnitSystem? {
    switch code.trimmingSpaces {
    case "0": .metric
    case "1", "2": .imperial
    default: nil
    }
  }

  private static func hackersDietUnits(name: String) -> UnitSystem? {
    switch name.trimmingSpaces {
    case "kilogram": .metric
    case "pound", "stone": .imperial
    default: nil
    }
  }
}
