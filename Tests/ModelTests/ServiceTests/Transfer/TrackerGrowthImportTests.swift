import DataSource
import Model
import Testing

/// A tracker file's heights, heads and arms: a child's height logged with each row's entry
/// (as `bmi log --height`), an adult's only offered for the profile; heads and arms always
/// kept with their day.
struct TrackerGrowthImportTests {
  static let girl = Profile(
    name: "mia", heightCentimetres: 80, sex: .female,
    born: LocalDate(year: 2024, month: 3, day: 1))
  static let adult = Profile(name: "ann", heightCentimetres: 170)

  static func options(_ person: Profile?, skipInvalid: Bool = false) -> ImportOptions {
    var options = ImportOptions(profileUnits: .metric, perDay: .last, skipInvalid: skipInvalid)
    options.profileForAge = person
    return options
  }

  static func rows(_ batch: ImportBatch) -> [String] {
    batch.profiles[0].entries.map { entry in
      let text = { (value: Double?) in value.map { "\(FixedDecimal($0, places: 1))" } ?? "-" }
      return "\(entry.date) \(text(entry.kilograms)) h\(text(entry.heightCentimetres)) "
        + "c\(text(entry.headCentimetres)) a\(text(entry.armCentimetres))"
    }
  }

  static let spreadsheet = """
    Date,Weight (kg),Height (cm),head_cm,MUAC
    2025-06-01,10.5,78,46,15
    2025-07-01,,79.5,,
    2025-08-01,11,,47,
    2025-08-01,11.1,80.2,,
    2025-09-01,11.4,,,

    """

  @Test func read_childsSpreadsheet_logsEachRowsMeasuresWithItsDay() throws {
    let batch = try ImportReader(options: Self.options(Self.girl)).read(
      Array(Self.spreadsheet.utf8))
    #expect(
      Self.rows(batch) == [
        "2025-06-01 10.5 h78.0 c46.0 a15.0",
        "2025-07-01 - h79.5 c- a-",
        // The day's last weight and the day's last of each measure, each from its own row.
        "2025-08-01 11.1 h80.2 c47.0 a-",
        "2025-09-01 11.4 h- c- a-",
      ])
    // Logged, so not offered as the profile's height.
    #expect(batch.heightCentimetres == nil)
  }

  @Test func read_adultsHeightColumn_offeredNotLogged() throws {
    let batch = try ImportReader(options: Self.options(Self.adult)).read(
      Array(Self.spreadsheet.utf8))
    #expect(Self.rows(batch)[0] == "2025-06-01 10.5 h- c46.0 a15.0")
    #expect(!Self.rows(batch).contains { $0.hasPrefix("2025-07-01") })
    #expect(batch.heightCentimetres == 80.2)
  }

  /// A child's height the gate would refuse is the row's error, as an unreadable waist is;
  /// with --skip-invalid the row is counted and left out.
  @Test func read_childsHeadOutOfRange_refusedWithItsLine() throws {
    let file = Array("date,weight_kg,head_cm\n2025-06-01,10.5,460\n2025-07-01,10.7,46\n".utf8)
    #expect {
      try ImportReader(options: Self.options(Self.girl)).read(file)
    } throws: { error in
      guard case ImportFailure.row(let line, _, let name, _) = error else { return false }
      return line == 2 && name == "head_cm"
    }
    let skipped = try ImportReader(options: Self.options(Self.girl, skipInvalid: true)).read(file)
    #expect(Self.rows(skipped) == ["2025-07-01 10.7 h- c46.0 a-"])
  }

  @Test func read_appleHealthChildsHeights_loggedWithTheirDays() throws {
    let record = { (type: String, unit: String, date: String, value: String) in
      "<Record type=\"HKQuantityTypeIdentifier\(type)\" unit=\"\(unit)\" "
        + "startDate=\"\(date) 09:00:00 +0100\" value=\"\(value)\"/>\n"
    }
    let xml =
      "<HealthData locale=\"en_GB\">\n"
      + record("Height", "cm", "2025-06-01", "78")
      + record("BodyMass", "kg", "2025-06-01", "10.5")
      + record("Height", "m", "2025-07-01", "0.795")
      + "</HealthData>\n"
    let child = try ImportReader(options: Self.options(Self.girl)).read(Array(xml.utf8))
    #expect(Self.rows(child) == ["2025-06-01 10.5 h78.0 c- a-", "2025-07-01 - h79.5 c- a-"])
    #expect(child.heightCentimetres == nil)
    let adult = try ImportReader(options: Self.options(Self.adult)).read(Array(xml.utf8))
    #expect(Self.rows(adult) == ["2025-06-01 10.5 h- c- a-"])
    #expect(adult.heightCentimetres == 79.5)
  }
}
