import DataSource
import Model
import Testing

/// Apple Health read as XML, not as bytes: what a byte scanner took or missed, and what it
/// let through.
struct AppleHealthXMLTests {
  static let day = LocalDate(year: 2024, month: 3, day: 4)

  static func export(_ records: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!-- HealthKit Export Version: 14 -->
    <!ATTLIST Record
      type CDATA #REQUIRED
    >
    ]>
    <HealthData locale="en_GB">
     <ExportDate value="2024-04-03 09:12:05 +0100"/>
    \(records)
    </HealthData>

    """
  }

  static func record(_ value: String, unit: String = "kg", time: String = "07:40:00") -> String {
    " <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Health\" unit=\"\(unit)\" creationDate=\"2024-03-04 \(time) +0000\" startDate=\"2024-03-04 \(time) +0000\" endDate=\"2024-03-04 \(time) +0000\" value=\"\(value)\"/>"
  }

  static func weights(_ text: String, _ rule: PerDayRule = .last) throws(ImportFailure) -> [Double?]
  {
    try ImportReader(options: ImportOptions(perDay: rule)).read(Array(text.utf8)).profiles[0]
      .entries
      .map(\.kilograms)
  }

  @Test(arguments: [
    "<!-- \(record("99")) -->",
    "<Correlation type=\"x\">\n<![CDATA[\(record("99"))]]>\n</Correlation>",
    "<Correlation type=\"x\">\n\(record("99"))\n</Correlation>",
    "<?note \(record("99")) ?>",
  ])
  func read_recordInCommentCDATAOrCorrelation_isNotAWeighIn(wrapped: String) throws {
    #expect(try Self.weights(Self.export(Self.record("84.3") + "\n" + wrapped)) == [84.3])
  }

  @Test(arguments: [
    " <Record type = 'HKQuantityTypeIdentifierBodyMass' unit='kg' startDate='2024-03-04 07:40:00 +0000' value='84.3'/>",
    " <Record\n   sourceName=\"\(String(repeating: "long name ", count: 80))\"\n   type=\"HKQuantityTypeIdentifierBodyMass\" unit=\"kg\" startDate=\"2024-03-04 07:40:00 +0000\" value=\"84.3\"></Record>",
    " <Record type=\"HKQuantityTypeIdentifierBodyMass\" unit=\"&#107;g\" startDate=\"2024-03-04 07:40:00 +0000\" value=\"8&#52;.3\" sourceName=\"Tom &amp; Jerry&apos;s &lt;scale&gt;\"/>",
  ])
  func read_singleQuotesSpacesLongAttributesAndReferences_areRead(record: String) throws {
    #expect(try Self.weights(Self.export(record)) == [84.3])
  }

  /// A record's date is its startDate's as written; with --tz, the moment's date in that
  /// zone, and its time there orders the day's readings.
  @Test func read_tzGiven_eachMomentToThatZonesDate() throws {
    let evening = Self.record("84.3", time: "23:30:00").replacing("+0000", with: "-0500")
    let morning = Self.record("84.9", time: "07:30:00").replacing(
      "2024-03-04 07:30:00 +0000", with: "2024-03-05 07:30:00 +0900")
    let text = Array(Self.export(evening + "\n" + morning).utf8)
    let asWritten = try ImportReader(options: ImportOptions()).read(text).profiles[0].entries
    #expect(asWritten.map(\.date) == [Self.day, LocalDate(year: 2024, month: 3, day: 5)])
    var options = ImportOptions()
    options.zone = ImportZone(name: "Asia/Tokyo") { _ in 9 * 3600 }
    // 23:30 -0500 is 13:30 the next day in Tokyo, after the 07:30 +0900 reading.
    let moved = try ImportReader(options: options).read(text).profiles[0].entries
    #expect(moved.map(\.date) == [LocalDate(year: 2024, month: 3, day: 5)])
    #expect(moved.map(\.kilograms) == [84.3])
    options.perDay = .first
    #expect(
      try ImportReader(options: options).read(text).profiles[0].entries.map(\.kilograms) == [84.9])
  }

  /// A value read but outside what the store holds is refused naming its range, not as a
  /// value bmi cannot read.
  @Test(arguments: [("5000", "kg", 5000.0), ("-5", "kg", -5), ("0.1", "g", 0)])
  func read_valueOutsideTheRange_refusedWithTheRange(value: String, unit: String, kilograms: Double)
  {
    #expect(
      throws: ImportFailure.appleHealthValue(
        type: "BodyMass", date: "2024-03-04 07:40:00 +0000", written: "\(value) \(unit)",
        .outOfRange(.weight, value: kilograms))
    ) { try Self.weights(Self.export(Self.record(value, unit: unit))) }
  }

  /// iOS 16 wrote a vertical tab (0x0B) into some records' metadata: the export still imports,
  /// whether the record is one bmi passes over or reads.
  @Test func read_verticalTabInMetadata_stillImports() throws {
    let food =
      " <Record type=\"HKQuantityTypeIdentifierDietaryEnergyConsumed\" unit=\"kcal\" startDate=\"2024-03-04 07:40:00 +0000\" value=\"120\">\n"
      + "  <MetadataEntry key=\"HKFoodType\" value=\"Toast\u{0B}with jam\"/>\n </Record>"
    let weight =
      " <Record type=\"HKQuantityTypeIdentifierBodyMass\" unit=\"kg\" startDate=\"2024-03-04 07:40:00 +0000\" value=\"84.3\">\n"
      + "  <MetadataEntry key=\"HKMetadataKeySyncIdentifier\" value=\"a\u{0B}b\"/>\n </Record>"
    #expect(try Self.weights(Self.export(food + "\n" + weight)) == [84.3])
  }

  @Test(arguments: ["0x50", "nan", "inf", "1e400", " 80", "80kg", "", "8,0"])
  func read_valueNotADecimalNumber_refusesTheFile(value: String) {
    #expect(
      throws: ImportFailure.appleHealthRecord(
        type: "BodyMass", date: "2024-03-04 07:40:00 +0000", value: value, unit: "kg")
    ) { try Self.weights(Self.export(Self.record(value))) }
  }

  /// A truncated export is refused, naming where it ends, never imported in part.
  @Test func read_truncatedExport_refusedWithLine() {
    let whole = Self.export(Self.record("84.3"))
    let cut = String(whole.prefix(whole.count - 15))
    // It ends after the record's line: at the end of line 10.
    let column = Self.record("84.3").utf8.count + 1
    #expect(
      throws: ImportFailure.xml(
        XMLError(line: 10, column: column, problem: .truncated(element: "HealthData")))
    ) {
      try Self.weights(cut)
    }
  }

  @Test func read_notWellFormed_refusedWithLineAndColumn() {
    let text = Self.export(Self.record("84.3") + "\n <Record value=\"1\"></Recrod>")
    #expect(
      throws: ImportFailure.xml(
        XMLError(
          line: 11, column: 20, problem: .mismatchedEndTag(expected: "Record", found: "Recrod")))
    ) { try Self.weights(text) }
  }

  /// A record naming an attribute twice (two values: which is the weight?) is not XML: the
  /// file is refused where the second name stands, whether the record is wanted or not.
  @Test(arguments: ["type=\"HKQuantityTypeIdentifierStepCount\" ", "value=\"90\" "])
  func read_attributeNamedTwice_refusedWithLineAndColumn(repeated: String) {
    let step = Self.record("412").replacingOccurrences(of: "BodyMass", with: "StepCount")
    let twice = (repeated.hasPrefix("type") ? step : Self.record("84.3"))
      .replacingOccurrences(of: "/>", with: " " + repeated + "/>")
    let text = Self.export(Self.record("84.3") + "\n" + twice)
    let name = String(repeated.prefix { $0 != "=" })
    #expect(
      throws: ImportFailure.xml(
        XMLError(
          line: 11, column: twice.utf8.count - repeated.utf8.count - 1,
          problem: .duplicateAttribute(name)))
    ) { try Self.weights(text) }
  }

  /// First and last go by the time of day, not by the order of the records.
  @Test(arguments: [
    (PerDayRule.last, 85.0), (.first, 84.0), (.min, 84.0), (.max, 85.5), (.mean, 84.833),
  ])
  func read_severalReadingsADay_perDayGoesByTimeOfDay(rule: PerDayRule, kilograms: Double) throws {
    let records = [
      Self.record("85", time: "21:00:00"), Self.record("85.5", time: "12:00:00"),
      Self.record("84", time: "06:00:00"),
    ].joined(separator: "\n")
    #expect(try Self.weights(Self.export(records), rule) == [kilograms])
  }

  /// Pounds convert exactly: 1 lb = 0.45359237 kg.
  @Test func read_pounds_convertExactly() throws {
    #expect(try Self.weights(Self.export(Self.record("185.8", unit: "lb"))) == [84.277])
  }
}
