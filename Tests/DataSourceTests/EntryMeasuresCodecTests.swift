import DataSource
import Testing

/// Schema 3: an entry's height, head and arm (each optional, alone or with a weight) are
/// written and read back, kept within their ranges, and covered by the document's rules.
struct EntryMeasuresCodecTests {
  static let day = LocalDate(year: 2026, month: 1, day: 1)

  static let document = StoreDocument(
    defaultProfile: "mia",
    profiles: [
      Profile(
        name: "mia", heightCentimetres: 128, sex: .female,
        entries: [
          WeightEntry(
            date: day, kilograms: 26.5, heightCentimetres: 128.27, headCentimetres: 52,
            armCentimetres: 18.25),
          WeightEntry(date: day.adding(days: 1), kilograms: nil, heightCentimetres: 128.5),
          WeightEntry(date: day.adding(days: 2), kilograms: nil, headCentimetres: 52.1),
          WeightEntry(date: day.adding(days: 3), kilograms: nil, armCentimetres: 18),
        ])
    ])

  @Test func encode_thenDecode_roundTripsTheMeasures() throws {
    let bytes = StoreDocumentEncoder.encode(Self.document)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(
      text.contains(
        #"{"date": "2026-01-01", "weight_kg": 26.5, "height_cm": 128.27, "head_cm": 52.0, "arm_cm": 18.25}"#
      ))
    #expect(text.contains(#"{"date": "2026-01-02", "height_cm": 128.5}"#))
    let decoded = try StoreDocumentDecoder.decode(bytes)
    #expect(decoded.document == Self.document)
    #expect(decoded.schemaVersion == 3)
    #expect(StoreDocumentRules.brokenRule(in: Self.document) == nil)
  }

  @Test(arguments: [
    (#""head_cm": 90"#, "expected a number from 20 to 80 cm"),
    (#""arm_cm": 4"#, "expected a number from 5 to 80 cm"),
    (#""height_cm": 301"#, "expected a number from 30 to 300 cm"),
  ])
  func decode_measureOutOfRange_refused(member: String, reason: String) {
    let text =
      #"{"schema_version": 3, "profiles": [{"name": "x", "height_cm": 170, "entries": [{"date": "2026-01-01", "#
      + member + "}]}]}"
    #expect {
      try StoreDocumentDecoder.decode(Array(text.utf8))
    } throws: { error in
      guard case .malformed(let json) = error as? StoreDocumentDecoder.Failure else { return false }
      return json.reason == reason
    }
  }

  @Test(arguments: [
    WeightEntry(date: day, kilograms: nil, headCentimetres: 19),
    WeightEntry(date: day, kilograms: nil, armCentimetres: 81),
    WeightEntry(date: day, kilograms: nil, heightCentimetres: 29),
    WeightEntry(date: day, kilograms: nil, note: "a note alone"),
  ])
  func rules_badMeasureOrNone_broken(entry: WeightEntry) {
    #expect(StoreDocumentRules.brokenRule(in: [entry]) != nil)
  }
}
