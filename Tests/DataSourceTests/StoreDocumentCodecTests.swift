import DataSource
import Testing

struct StoreDocumentCodecTests {
  static let sample = StoreDocument(
    defaultProfile: "ann",
    profiles: [
      Profile(
        name: "ann", heightCentimetres: 165.1, sex: .female,
        born: LocalDate(year: 1990, month: 4, day: 1), goalKilograms: 58, units: .imperial,
        population: .asian,
        entries: [
          WeightEntry(
            date: LocalDate(year: 2026, month: 1, day: 1), kilograms: 61.235,
            waistCentimetres: 80.5),
          WeightEntry(
            date: LocalDate(year: 2026, month: 1, day: 2), kilograms: 61,
            note: "after a \"long\" run\n"),
          WeightEntry(
            date: LocalDate(year: 2026, month: 1, day: 3), kilograms: nil, waistCentimetres: 79),
        ]),
      Profile(name: "bob", heightCentimetres: 180),
    ])

  @Test func encode_thenDecode_roundTripsEveryField() throws {
    let sut = StoreDocumentEncoder.encode(Self.sample)
    let decoded = try StoreDocumentDecoder.decode(sut)
    #expect(decoded.document == Self.sample)
    #expect(decoded.schemaVersion == StoreDocument.currentSchemaVersion)
  }

  @Test func encode_sample_writesOneEntryPerLine() {
    let sut = String(decoding: StoreDocumentEncoder.encode(Self.sample), as: UTF8.self)
    #expect(sut.hasPrefix("{\n  \"schema_version\": 3,\n  \"default_profile\": \"ann\",\n"))
    #expect(sut.contains("\n      \"units\": \"imperial\",\n      \"population\": \"asian\",\n"))
    #expect(
      sut.contains(
        "\n        {\"date\": \"2026-01-01\", \"weight_kg\": 61.235, \"waist_cm\": 80.5},\n"))
    #expect(sut.contains("\n      \"population\": null,\n"))
    #expect(sut.contains("\n        {\"date\": \"2026-01-03\", \"waist_cm\": 79.0}\n"))
    #expect(sut.contains("\"note\": \"after a \\\"long\\\" run\\n\"}"))
  }

  @Test func encode_emptyDocument_decodesBackEmpty() throws {
    let sut = StoreDocumentEncoder.encode(.empty)
    #expect(try StoreDocumentDecoder.decode(sut).document == .empty)
  }

  @Test func decode_versionAfterOtherMembers_stillReadsThem() throws {
    let text = #"{"profiles": [{"name": "x", "height_cm": 170}], "schema_version": 1}"#
    let sut = try StoreDocumentDecoder.decode(Array(text.utf8))
    #expect(sut.document.profiles.map(\.name) == ["x"])
  }

  /// A version 1 document has neither `population` nor `waist_cm`, and reads as it is: the
  /// repository rewrites it as version 3 on the next change.
  @Test func decode_version1Document_readsWithoutTheVersion2Members() throws {
    let text = #"""
      {"schema_version": 1, "default_profile": "x", "profiles": [{"name": "x", "height_cm": 170,
        "sex": null, "born": null, "goal_kg": null, "units": "metric",
        "entries": [{"date": "2026-01-01", "weight_kg": 70, "note": "n"}]}]}
      """#
    let sut = try StoreDocumentDecoder.decode(Array(text.utf8))
    #expect(sut.schemaVersion == 1)
    #expect(
      sut.document.profiles == [
        Profile(
          name: "x", heightCentimetres: 170, units: .metric,
          entries: [
            WeightEntry(date: LocalDate(year: 2026, month: 1, day: 1), kilograms: 70, note: "n")
          ])
      ])
  }

  @Test(arguments: [("\"asian\"", Population.asian), ("\"default\"", .default), ("null", nil)])
  func decode_version2Population_isRead(json: String, expected: Population?) throws {
    let text =
      #"{"schema_version": 2, "profiles": [{"name": "x", "height_cm": 170, "population": "#
      + json + "}]}"
    let sut = try StoreDocumentDecoder.decode(Array(text.utf8))
    #expect(sut.document.profiles[0].population == expected)
  }

  @Test func decode_entriesOutOfOrder_sortsThem() throws {
    let text = #"""
      {"schema_version": 1, "profiles": [{"name": "x", "height_cm": 170, "entries": [
        {"date": "2026-01-03", "weight_kg": 70}, {"date": "2026-01-01", "weight_kg": 71}]}]}
      """#
    let sut = try StoreDocumentDecoder.decode(Array(text.utf8))
    #expect(sut.document.profiles[0].entries.map(\.date.day) == [1, 3])
  }

  @Test(arguments: [
    (
      #"{"schema_version": 1, "profile": []}"#, 1, 23,
      "unknown member 'profile' in the store document"
    ),
    (
      #"{"schema_version": 1, "profiles": [{"name": "x"}]}"#, 1, 36,
      "profile 'x' has no \"height_cm\""
    ),
    (
      #"{"schema_version": 1, "profiles": [{"name": "x", "height_cm": -1}]}"#, 1, 63,
      "expected a number from 30 to 300 cm"
    ),
    (
      #"{"schema_version": 1, "profiles": [{"name": "x", "height_cm": 1e17}]}"#, 1, 63,
      "expected a number from 30 to 300 cm"
    ),
    (
      #"{"schema_version": 1, "profiles": [{"name": "x", "height_cm": 170, "goal_kg": 1e17}]}"#,
      1, 79, "expected a number from 0.2 to 1000 kg"
    ),
    (
      #"{"schema_version": 1, "profiles": [{"name": "-x", "height_cm": 170}]}"#, 1, 45,
      "a profile name must be printable text of at most 64 characters, not starting with '-'"
    ),
    (
      #"{"schema_version": 1, "profiles": [{"name": "a\u202eb", "height_cm": 170}]}"#, 1, 45,
      "a profile name must be printable text of at most 64 characters, not starting with '-'"
    ),
    (
      #"{"schema_version": 1, "profiles": [{"name": "x", "height_cm": 170, "sex": "f"}]}"#, 1, 75,
      "'f' is not one of female or male"
    ),
    (
      "{\"schema_version\": 1, \"profiles\": [{\"name\": \"x\", \"height_cm\": 170, \"entries\": [\n{\"date\": \"2026-01-01\", \"weight_kg\": 1},\n{\"date\": \"2026-01-01\", \"weight_kg\": 2}]}]}",
      3, 1, "a second entry for 2026-01-01"
    ),
    (
      #"{"schema_version": 1, "profiles": [{"name": "x", "height_cm": 170, "entries": [{"date": "2026-02-30", "weight_kg": 1}]}]}"#,
      1, 89, "'2026-02-30' is not a date in the form YYYY-MM-DD"
    ),
    (
      #"{"schema_version": 1, "profiles": [{"name": "x", "height_cm": 170, "entries": [{"date": "1599-12-31", "weight_kg": 1}]}]}"#,
      1, 89, "1599-12-31 is before 1600-01-01"
    ),
    (
      #"{"schema_version": 1, "profiles": [{"name": "x", "height_cm": 170, "entries": [{"date": "2026-01-01", "weight_kg": 1e300}]}]}"#,
      1, 116, "expected a number from 0.2 to 1000 kg"
    ),
    (
      #"{"schema_version": 2, "profiles": [{"name": "x", "height_cm": 170, "population": "asain"}]}"#,
      1, 82, "'asain' is not one of default or asian"
    ),
    (
      #"{"schema_version": 2, "profiles": [{"name": "x", "height_cm": 170, "entries": [{"date": "2026-01-01", "weight_kg": 1, "waist_cm": 0}]}]}"#,
      1, 131, "expected a number from 20 to 300 cm"
    ),
    (
      #"{"schema_version": 2, "profiles": [{"name": "x", "height_cm": 170, "entries": [{"date": "2026-01-01", "note": "n"}]}]}"#,
      1, 80,
      "an entry needs a \"date\" and a measure: \"weight_kg\", \"waist_cm\", \"height_cm\", \"head_cm\" or \"arm_cm\""
    ),
    (#"[1, 2]"#, 1, 1, "expected a store document: a JSON object with \"schema_version\""),
  ])
  func decode_wrongShape_reportsWhere(text: String, line: Int, column: Int, reason: String) {
    #expect(
      throws: StoreDocumentDecoder.Failure.malformed(
        JSONError(line: line, column: column, reason: reason))
    ) {
      try StoreDocumentDecoder.decode(Array(text.utf8))
    }
  }

  @Test func decode_newerSchema_refusesWithoutReadingTheRest() {
    let text = #"{"schema_version": 4, "people": {"whatever": true}}"#
    #expect(throws: StoreDocumentDecoder.Failure.newerSchema(found: 4)) {
      try StoreDocumentDecoder.decode(Array(text.utf8))
    }
  }

  @Test func decode_version0Prototype_migratesToCurrentShape() throws {
    let text = #"""
      {"current": "ann", "units": "imperial",
       "profiles": {"bob": {"height": 180, "weights": {}},
                    "ann": {"height": 165.1, "weights": {"2024-03-02": 60.5, "2024-03-01": 61.2}}}}
      """#
    let sut = try StoreDocumentDecoder.decode(Array(text.utf8))
    #expect(sut.schemaVersion == 0)
    #expect(
      sut.document
        == StoreDocument(
          defaultProfile: "ann",
          profiles: [
            Profile(
              name: "ann", heightCentimetres: 165.1, units: .imperial,
              entries: [
                WeightEntry(date: LocalDate(year: 2024, month: 3, day: 1), kilograms: 61.2),
                WeightEntry(date: LocalDate(year: 2024, month: 3, day: 2), kilograms: 60.5),
              ]),
            Profile(name: "bob", heightCentimetres: 180, units: .imperial),
          ]))
  }
}
