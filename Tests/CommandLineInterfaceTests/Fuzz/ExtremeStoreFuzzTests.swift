import DataSource
import TestSupport
import Testing

/// Issue 13: every command over stores built from the extremes of every field the store
/// accepts (seeded, bounded). A trap in any arithmetic would end the test process; every
/// command must instead finish with a status and at most one line on stderr.
@MainActor
struct ExtremeStoreFuzzTests {
  /// Few, since a span from 1600 to 9999 makes every trend walk three million days.
  static let stores = 4
  static let heights = [
    StoreDocumentRules.heightCentimetres.lowerBound, 165,
    StoreDocumentRules.heightCentimetres.upperBound,
  ]
  static let weights = [
    StoreDocumentRules.kilograms.lowerBound, 61, StoreDocumentRules.kilograms.upperBound,
  ]
  static let waists: [Double?] = [
    nil, StoreDocumentRules.waistCentimetres.lowerBound,
    StoreDocumentRules.waistCentimetres.upperBound,
  ]
  static let dates = [
    StoreDocumentRules.dates.lowerBound, LocalDate(year: 1600, month: 1, day: 2),
    LocalDate(year: 2026, month: 1, day: 14), LocalDate(year: 2026, month: 1, day: 15),
    LocalDate(year: 2100, month: 12, day: 31), StoreDocumentRules.dates.upperBound,
  ]
  static let names = [
    "a", String(repeating: "n", count: ProfileNameRule.characterLimit),
    String(repeating: "\u{1F600}", count: ProfileNameRule.byteLimit / 4), "Zoë 𝔸",
  ]

  @Test func everyCommand_storesAtTheExtremesOfEveryField_neverTrap() async throws {
    var random = SeededGenerator(seed: 0xB31_0013)
    for _ in 0..<Self.stores {
      let document = Self.document(using: &random)
      #expect(StoreDocumentRules.brokenRule(in: document) == nil)
      let session = try HostileStoreTests.session(with: StoreDocumentEncoder.encode(document))
      for arguments in HostileStoreTests.commands {
        let sut = await session.run(HostileStoreTests.resolve(arguments, in: session))
        #expect(sut.stderr.count { $0 == "\n" } <= 1, "\(arguments): \(sut.stderr)")
        // 70 is an internal error; 1 is "nothing to show" (see ExitStatus), which must say so.
        #expect(sut.status != 70, "\(arguments): \(sut.stderr)")
        #expect(
          sut.status != 1 || sut.stderr.contains("no weigh-ins")
            || sut.stderr.contains("nothing to chart"), "\(arguments): \(sut.stderr)")
      }
    }
  }

  static func document(using random: inout SeededGenerator) -> StoreDocument {
    var profiles: [Profile] = []
    for name in names.shuffled(using: &random).prefix(Int.random(in: 1...2, using: &random)) {
      var profile = Profile(name: name, heightCentimetres: heights.randomElement(using: &random)!)
      profile.goalKilograms = ([nil] + weights.map(Optional.some)).randomElement(using: &random)!
      profile.born = ([nil] + dates.prefix(4).map(Optional.some)).randomElement(using: &random)!
      profile.sex = [nil, Sex.female, Sex.male].randomElement(using: &random)!
      profile.units = [nil, UnitSystem.metric, UnitSystem.imperial].randomElement(using: &random)!
      let days = Set(
        (0..<Int.random(in: 0...3, using: &random)).map { _ in
          dates.randomElement(using: &random)!
        })
      profile.entries = days.sorted().map { day in
        let waist = waists.randomElement(using: &random)!
        let weight =
          waist == nil || Bool.random(using: &random)
          ? weights.randomElement(using: &random)! : nil
        return WeightEntry(
          date: day, kilograms: weight, waistCentimetres: waist,
          note: Bool.random(using: &random) ? String(repeating: "x", count: 200) : nil)
      }
      profiles.append(profile)
    }
    profiles.sort { $0.name < $1.name }
    return StoreDocument(defaultProfile: profiles.first?.name, profiles: profiles)
  }
}
