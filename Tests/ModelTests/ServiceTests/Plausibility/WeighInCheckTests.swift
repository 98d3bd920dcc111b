import DataSource
import Model
import Testing

/// `WeighInCheck`: the rule `log`, `calc --save` and `import` share (item 4 of issue 12).
struct WeighInCheckTests {
  static let today = LocalDate(year: 2026, month: 1, day: 15)

  /// Bob, 180 cm, born 1988-04-01, weighing 79.2 on 1 and 8 January 2026.
  static func bob(adding entry: WeightEntry) -> (Profile, Int) {
    var profile = Profile(name: "bob", heightCentimetres: 180)
    profile.born = LocalDate(year: 1988, month: 4, day: 1)
    profile.entries = [
      WeightEntry(date: LocalDate(year: 2026, month: 1, day: 1), kilograms: 79.2),
      WeightEntry(date: LocalDate(year: 2026, month: 1, day: 8), kilograms: 79.2),
    ]
    _ = WeightLog.log(entry, in: &profile.entries)
    return (profile, WeightLog.search(entry.date, in: profile.entries).index)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let typed: String
    let kilograms: Double
    var date = WeighInCheckTests.today
    let expected: Implausibility?
    var testDescription: String { "log \(typed) on \(date)" }
  }

  static let cases: [Case] = [
    Case(
      typed: "800", kilograms: 800,
      expected: .farFromRecent(kilograms: 800, recent: 79.2, slips: [.decimalPoint(kilograms: 80)])),
    Case(
      typed: "7.9", kilograms: 7.9,
      expected: .farFromRecent(kilograms: 7.9, recent: 79.2, slips: [.decimalPoint(kilograms: 79)])
    ),
    Case(
      typed: "175", kilograms: 175,
      expected: .farFromRecent(
        kilograms: 175, recent: 79.2,
        slips: [.weightInOtherUnits(text: "175lb", kilograms: 175 * 0.45359237)])),
    Case(typed: "75", kilograms: 75, expected: nil),
    Case(typed: "94", kilograms: 94, expected: nil),
    Case(
      typed: "80", kilograms: 80, date: LocalDate(year: 1850, month: 1, day: 1),
      expected: .beforeBirth(
        date: LocalDate(year: 1850, month: 1, day: 1), born: LocalDate(year: 1988, month: 4, day: 1)
      )
    ),
    Case(
      typed: "80", kilograms: 80, date: LocalDate(year: 2026, month: 1, day: 16),
      expected: .inFuture(date: LocalDate(year: 2026, month: 1, day: 16), today: today)),
  ]

  @Test(arguments: cases)
  func problem_afterTwoWeighInsOf79_2(sut: Case) {
    let entry = WeightEntry(date: sut.date, kilograms: sut.kilograms)
    let (profile, index) = Self.bob(adding: entry)
    let problem = WeighInCheck(today: Self.today).problem(
      entry, at: index, of: profile, typed: sut.typed, bareUnits: .metric)
    #expect(problem == sut.expected)
  }

  /// A first weigh-in has nothing to compare with: its BMI at the profile's height decides.
  @Test(arguments: [(800.0, true), (80.0, false), (30.0, true)])
  func problem_firstWeighIn_byBMI(kilograms: Double, refused: Bool) {
    var profile = Profile(name: "new", heightCentimetres: 180)
    let entry = WeightEntry(date: Self.today, kilograms: kilograms)
    profile.entries = [entry]
    let sut = WeighInCheck(today: Self.today).problem(entry, at: 0, of: profile)
    #expect((sut != nil) == refused)
    if case .bmi = sut {} else { #expect(sut == nil) }
  }

  /// One earlier slip does not become the reference: the median of the neighbours is.
  @Test func problem_afterOneEarlierSlip_comparesWithTheMedian() {
    var profile = Profile(name: "bob", heightCentimetres: 180)
    profile.entries = [79, 80, 8.0, 79.5].enumerated().map {
      WeightEntry(date: LocalDate(year: 2026, month: 1, day: $0.offset + 1), kilograms: $0.element)
    }
    let entry = WeightEntry(date: LocalDate(year: 2026, month: 1, day: 5), kilograms: 79.8)
    profile.entries.append(entry)
    #expect(WeighInCheck(today: Self.today).problem(entry, at: 4, of: profile) == nil)
  }
}
