import Model
import Testing

/// The full URLs of `bmi export --format fhir` entries: the same parts always give the same
/// lower-case version 8 UUID, and different parts different ones.
struct FHIRUUIDTests {
  @Test func uuid_sameParts_sameLowerCaseVersion8UUID() {
    let sut = FHIRUUID.uuid(["observation", "ann", "29463-7", "2026-01-14"])
    #expect(sut == FHIRUUID.uuid(["observation", "ann", "29463-7", "2026-01-14"]))
    #expect(
      sut.wholeMatch(of: /[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/)
        != nil, "\(sut)")
    #expect(FHIRUUID.urn(["patient", "ann"]) == "urn:uuid:" + FHIRUUID.uuid(["patient", "ann"]))
  }

  @Test func uuid_partsJoinedDifferently_differ() {
    let parts: [[String]] = [
      ["patient", "ann"], ["patient", "an", "n"], ["patientann"], ["patient", "ann", ""],
      ["observation", "ann", "29463-7", "2026-01-14"],
      ["observation", "ann", "29463-7", "2026-01-15"],
    ]
    #expect(Set(parts.map(FHIRUUID.uuid)).count == parts.count)
  }

  @Test func uuid_aYearOfDailyObservations_allDistinct() {
    let days = (1...366).map { FHIRUUID.uuid(["observation", "ann", "29463-7", "day \($0)"]) }
    #expect(Set(days).count == days.count)
  }
}
