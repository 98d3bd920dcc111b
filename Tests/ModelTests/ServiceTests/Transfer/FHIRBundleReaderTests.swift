import DataSource
import Testing

@testable import Model

/// FHIR R4 Bundles and Observations from other systems read into weigh-ins through
/// `bmi import`'s one reader, with the exact factors of lb and in.
struct FHIRBundleReaderTests {
  static let day = LocalDate(year: 2026, month: 11, day: 24)

  static func read(_ text: String, _ options: ImportOptions = ImportOptions()) throws(ImportFailure)
    -> ImportBatch
  {
    try ImportReader(options: options).read(Array(text.utf8))
  }

  /// An Observation of `code` with `value` in `unit` on `date`, of `subject`.
  static func observation(
    _ code: String, _ value: String, _ unit: String, date: String = "2026-11-24T07:30:00+01:00",
    subject: String = "urn:uuid:00000000-0000-4000-8000-000000000001", status: String = "final",
    extra: String = ""
  ) -> String {
    """
    {"fullUrl": "urn:uuid:\(code)-\(value)-\(date)", "resource": \(resource(code, value, unit, date: date, subject: subject, status: status, extra: extra))}
    """
  }

  /// The Observation resource alone.
  static func resource(
    _ code: String, _ value: String, _ unit: String, date: String = "2026-11-24T07:30:00+01:00",
    subject: String = "urn:uuid:00000000-0000-4000-8000-000000000001", status: String = "final",
    extra: String = ""
  ) -> String {
    """
    {"resourceType": "Observation",
     "status": "\(status)", \(extra)
     "category": [{"coding": [{"system": "http://terminology.hl7.org/CodeSystem/observation-category", "code": "vital-signs"}]}],
     "code": {"coding": [{"system": "http://loinc.org", "code": "\(code)"}]},
     "subject": {"reference": "\(subject)"}, "effectiveDateTime": "\(date)",
     "valueQuantity": {"value": \(value), "unit": "\(unit)", "system": "http://unitsofmeasure.org", "code": "\(unit)"}}
    """
  }

  /// A Bundle of `entries` after Ann's Patient (unless `patient` is false); `fromBMI`: with
  /// the `meta.source` of a `bmi export`.
  static func bundle(_ entries: [String], patient: Bool = true, fromBMI: Bool = false) -> String {
    let ann = """
      {"fullUrl": "urn:uuid:00000000-0000-4000-8000-000000000001", "resource": {"resourceType": "Patient",
       "id": "p1", "name": [{"family": "Lee", "given": ["Ann"]}], "gender": "female", "birthDate": "2014-03-09"}}
      """
    let all = (patient ? [ann] : []) + entries
    return """
      {"resourceType": "Bundle", \(fromBMI ? "\"meta\": {\"source\": \"urn:bmi:export\"}, " : "")"type": "searchset", "entry": [\(all.joined(separator: ",\n"))]}
      """
  }

  @Test(arguments: [
    ("29463-7", "72.4", "kg", 72.4),
    ("29463-7", "72400", "g", 72.4),
    // 159.6 lb × 0.45359237 = 72.393342... kg, kept to the gram.
    ("29463-7", "159.6", "[lb_av]", 72.393),
  ])
  func read_weightInEachUnit_givesKilograms(
    code: String, value: String, unit: String, kilograms: Double
  ) throws {
    let sut = try Self.read(Self.bundle([Self.observation(code, value, unit)]))
    #expect(sut.profiles.count == 1)
    #expect(sut.profiles[0].entries == [WeightEntry(date: Self.day, kilograms: kilograms)])
  }

  @Test(arguments: [("86", "cm", 86.0), ("33.5", "[in_i]", 85.09)])
  func read_waistInEachUnit_givesCentimetres(value: String, unit: String, centimetres: Double)
    throws
  {
    let sut = try Self.read(Self.bundle([Self.observation("8280-0", value, unit)]))
    #expect(
      sut.profiles[0].entries
        == [WeightEntry(date: Self.day, kilograms: nil, waistCentimetres: centimetres)])
  }

  static let heights = [
    observation("8302-2", "160", "cm", date: "2026-01-01"),
    // 66.1 in × 2.54 = 167.894 cm: the latest height wins, kept to 2 decimals.
    observation("8302-2", "66.1", "[in_i]", date: "2026-11-20"),
    observation("29463-7", "72.4", "kg"),
  ]

  @Test func read_onePatientOfAnotherSystem_readsAsATrackersWithTheHeightOffered() throws {
    let sut = try Self.read(Self.bundle(Self.heights))
    #expect(sut.format.isTracker, "a clinic's Ann Lee goes to --profile or the default")
    #expect(sut.profiles.map(\.name) == [nil])
    // Each height is logged on its day (a child's weigh-ins are assessed with them).
    #expect(
      sut.profiles[0].entries == [
        WeightEntry(
          date: LocalDate(year: 2026, month: 1, day: 1), kilograms: nil, heightCentimetres: 160),
        WeightEntry(
          date: LocalDate(year: 2026, month: 11, day: 20), kilograms: nil,
          heightCentimetres: 167.89),
        WeightEntry(date: Self.day, kilograms: 72.4),
      ])
    #expect(sut.heightCentimetres == 167.89)
    #expect(sut.heightDate == LocalDate(year: 2026, month: 11, day: 20))
  }

  @Test func read_bmiExport_patientAndHeightGiveTheProfileToCreate() throws {
    let sut = try Self.read(Self.bundle(Self.heights, fromBMI: true))
    #expect(sut.format == .json)
    let details = try #require(sut.profiles[0].details)
    #expect(details.name == "Ann Lee")
    #expect(details.heightCentimetres == 167.89)
    #expect(details.sex == .female)
    #expect(details.born == LocalDate(year: 2014, month: 3, day: 9))
    #expect(sut.heightCentimetres == nil, "a named Patient's height creates, never offers")
    // Heights without bmi's profile-height tag were measured on their days: logged too.
    #expect(sut.profiles[0].entries.compactMap(\.heightCentimetres) == [160, 167.89])
  }

  @Test func read_derivedAndOtherObservations_arePassedOverAndAHeadAndArmKept() throws {
    let sut = try Self.read(
      Self.bundle([
        Self.observation("39156-5", "25.7", "kg/m2"),
        Self.observation("59576-9", "91.2", "%"),
        Self.observation("9843-4", "54.5", "cm"),
        Self.observation("56072-2", "11.5", "[in_i]"),
        Self.observation("8867-4", "72", "/min"),
        Self.observation("29463-7", "80", "kg", extra: "\"note\": [{\"text\": \"clinic\"}],"),
        Self.observation(
          "29463-7", "99", "kg", date: "2026-11-24T09:00:00Z", status: "entered-in-error"),
      ]))
    #expect(
      sut.profiles[0].entries == [
        WeightEntry(
          date: Self.day, kilograms: 80, headCentimetres: 54.5, armCentimetres: 29.21,
          note: "clinic")
      ])
    #expect(sut.repeatedDates == 0)
  }

  @Test func read_severalWeightsADay_keptByThePerDayRule() throws {
    let text = Self.bundle([
      Self.observation("29463-7", "72.4", "kg", date: "2026-11-24T07:00:00Z"),
      Self.observation("29463-7", "71.8", "kg", date: "2026-11-24T19:00:00Z"),
      Self.observation("8280-0", "86", "cm", date: "2026-11-24"),
    ])
    let sut = try Self.read(text, ImportOptions(perDay: .min))
    #expect(
      sut.profiles[0].entries
        == [WeightEntry(date: Self.day, kilograms: 71.8, waistCentimetres: 86)])
    #expect(sut.repeatedDates == 1, "a waist on the day of a weight is no repeat")
  }

  @Test func read_observationsOfNoPatient_readAsATrackersWithTheHeightOffered() throws {
    let sut = try Self.read(
      Self.bundle(
        [
          Self.observation("29463-7", "72.4", "kg", subject: "Patient/elsewhere"),
          Self.observation("8302-2", "168", "cm", subject: "Patient/elsewhere"),
        ], patient: false))
    #expect(sut.format.isTracker)
    #expect(sut.profiles.map(\.name) == [nil])
    #expect(sut.heightCentimetres == 168)
    #expect(sut.heightDate == Self.day)
  }

  @Test func read_aSingleObservation_isOneWeighIn() throws {
    let sut = try Self.read(Self.resource("29463-7", "150", "[lb_av]"))
    #expect(sut.profiles[0].entries == [WeightEntry(date: Self.day, kilograms: 68.039)])
  }

  @Test func read_bulkDataNDJSON_readsEachResource() throws {
    let lines = [
      Self.resource("29463-7", "70", "kg", date: "2026-11-21"),
      Self.resource("29463-7", "71", "kg", date: "2026-11-22"),
    ].map { $0.split(separator: "\n").joined(separator: " ") }
    let sut = try Self.read(lines.joined(separator: "\n") + "\n")
    #expect(sut.profiles[0].entries.map(\.kilograms) == [70, 71])
  }

  @Test func read_subjectAsPatientId_findsThePatient() throws {
    let sut = try Self.read(
      Self.bundle(
        [
          Self.observation("29463-7", "70", "kg", subject: "https://ehr.example/fhir/Patient/p1")
        ], fromBMI: true))
    #expect(sut.profiles.map(\.name) == ["Ann Lee"])
  }

  @Test func read_severalPatients_eachTheirOwnProfile() throws {
    let bob = """
      {"fullUrl": "urn:uuid:00000000-0000-4000-8000-000000000002", "resource": {"resourceType": "Patient",
       "name": [{"text": "Bob"}], "gender": "male"}}
      """
    let sut = try Self.read(
      Self.bundle([
        bob, Self.observation("29463-7", "70", "kg"),
        Self.observation(
          "29463-7", "80", "kg", subject: "urn:uuid:00000000-0000-4000-8000-000000000002"),
      ]))
    #expect(sut.format == .json)
    #expect(sut.profiles.map(\.name) == ["Ann Lee", "Bob"])
    #expect(sut.profiles.map { $0.entries.map(\.kilograms) } == [[70], [80]])
  }

  @Test(arguments: [
    (
      observation("29463-7", "72.4", "lbs"),
      "has unit 'lbs', not one of the UCUM codes kg, g, [lb_av]"
    ),
    (observation("29463-7", "1200", "kg"), "has value 1200 kg, which bmi cannot take"),
    (observation("8280-0", "86", "kg"), "has unit 'kg', not one of the UCUM codes cm, [in_i]"),
    (observation("29463-7", "72", "kg", date: "2026-11"), "has no effectiveDateTime to the day"),
  ])
  func read_badObservation_refusedWithWhereAndWhy(entry: String, reason: String) throws {
    #expect {
      _ = try Self.read(Self.bundle([entry]))
    } throws: { error in
      guard case .json(let problem) = error as? ImportFailure else { return false }
      return problem.reason.contains(reason) && problem.line == 3
    }
  }

  @Test func read_patientNameNoProfileCanHave_refusedOnlyWhereItNamesAProfile() throws {
    let text = Self.bundle([Self.observation("29463-7", "70", "kg")], fromBMI: true)
      .replacing("\"family\": \"Lee\"", with: "\"family\": \"Lee\\u0007\"")
    #expect(try Self.read(text.replacing("urn:bmi:export", with: "elsewhere")).format.isTracker)
    #expect {
      _ = try Self.read(text)
    } throws: { error in
      guard case .json(let problem) = error as? ImportFailure else { return false }
      return problem.reason.contains("cannot be a profile name") && problem.line == 1
    }
  }

  @Test func read_bundleWithNothingKept_isEmpty() throws {
    #expect(throws: ImportFailure.empty) {
      _ = try Self.read(Self.bundle([Self.observation("8867-4", "72", "/min")], patient: false))
    }
  }

  @Test(arguments: [
    ("{\"resourceType\": \"Bundle\"}", true), ("{\"schema_version\": 3, \"profiles\": []}", false),
    ("{\"a\": {\"resourceType\": 1}}", false), ("{\"resourceType\": ", true),
  ])
  func isFHIR_topLevelResourceType(text: String, expected: Bool) {
    #expect(FHIRBundleReader.isFHIR(Array(text.utf8)) == expected)
  }
}
