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
    let expected: [Implausibility]
    var testDescription: String { "log \(typed) on \(date)" }
  }

  /// On the 15th, Bob's weigh-ins are 7 and 14 days away: a median of 10 days, one whole
  /// week, so the allowance is 21%.
  static let cases: [Case] = [
    Case(
      typed: "800", kilograms: 800,
      expected: [
        .farFromRecent(
          kilograms: 800, recent: 79.2, slips: [.decimalPoint(kilograms: 80)], percent: 21,
          days: 7),
        .bmi(FixedDecimal(800 / 3.24, places: 2), slips: [.decimalPoint(kilograms: 80)]),
      ]),
    Case(
      typed: "7.9", kilograms: 7.9,
      expected: [
        .farFromRecent(
          kilograms: 7.9, recent: 79.2, slips: [.decimalPoint(kilograms: 79)], percent: 21,
          days: 7),
        .bmi(FixedDecimal(7.9 / 3.24, places: 2), slips: [.decimalPoint(kilograms: 79)]),
      ]),
    Case(
      typed: "175", kilograms: 175,
      expected: [
        .farFromRecent(
          kilograms: 175, recent: 79.2,
          slips: [.weightInOtherUnits(text: "175lb", kilograms: 175 * 0.45359237)], percent: 21,
          days: 7)
      ]),
    Case(typed: "75", kilograms: 75, expected: []),
    Case(typed: "94", kilograms: 94, expected: []),
    // 95.8 is 20.96% above 79.2: within 21%; 95.9 (21.09%) is not.
    Case(typed: "95.8", kilograms: 95.8, expected: []),
    Case(
      typed: "95.9", kilograms: 95.9,
      expected: [
        .farFromRecent(kilograms: 95.9, recent: 79.2, slips: [], percent: 21, days: 7)
      ]),
    Case(
      typed: "80", kilograms: 80, date: LocalDate(year: 1850, month: 1, day: 1),
      expected: [
        .beforeBirth(
          date: LocalDate(year: 1850, month: 1, day: 1),
          born: LocalDate(year: 1988, month: 4, day: 1))
      ]),
    Case(
      typed: "80", kilograms: 80, date: LocalDate(year: 2026, month: 1, day: 16),
      expected: [.inFuture(date: LocalDate(year: 2026, month: 1, day: 16), today: today)]),
  ]

  @Test(arguments: cases)
  func problems_afterTwoWeighInsOf79_2(sut: Case) {
    let entry = WeightEntry(date: sut.date, kilograms: sut.kilograms)
    let (profile, index) = Self.bob(adding: entry)
    let problems = WeighInCheck(today: Self.today).problems(
      entry, at: index, of: profile, typed: sut.typed, bareUnits: .metric)
    #expect(problems == sut.expected)
  }

  /// A first weigh-in has nothing to compare with: its BMI at the profile's height decides.
  @Test(arguments: [(800.0, true), (80.0, false), (30.0, true)])
  func problems_firstWeighIn_byBMI(kilograms: Double, refused: Bool) {
    var profile = Profile(name: "new", heightCentimetres: 180)
    let entry = WeightEntry(date: Self.today, kilograms: kilograms)
    profile.entries = [entry]
    let sut = WeighInCheck(today: Self.today).problems(entry, at: 0, of: profile)
    #expect(sut.map(\.kind) == (refused ? [.bmi] : []))
  }

  /// One earlier slip does not become the reference: the median of the neighbours is.
  @Test func problems_afterOneEarlierSlip_comparesWithTheMedian() {
    var profile = Profile(name: "bob", heightCentimetres: 180)
    profile.entries = [79, 80, 8.0, 79.5].enumerated().map {
      WeightEntry(date: LocalDate(year: 2026, month: 1, day: $0.offset + 1), kilograms: $0.element)
    }
    let entry = WeightEntry(date: LocalDate(year: 2026, month: 1, day: 5), kilograms: 79.8)
    profile.entries.append(entry)
    #expect(WeighInCheck(today: Self.today).problems(entry, at: 4, of: profile).isEmpty)
  }

  /// The allowance grows by 1% for each whole week of the median gap: 20% within a week, 32%
  /// at 90 days; further apart nothing is compared.
  @Test(arguments: [(0, 20), (6, 20), (7, 21), (13, 21), (14, 22), (35, 25), (90, 32)])
  func allowedPercent_growsAWeekAtATime(days: Int, percent: Int) {
    #expect(WeighInCheck.allowedPercent(days: days) == percent)
  }

  /// One weigh-in of 80 kg, then `kilograms` `days` later: 5 weeks allow 25% (100 kg is
  /// exactly 25% and passes, 100.1 does not); at 91 days nothing is compared, and only the
  /// BMI at 180 cm (below 100) decides.
  @Test(
    arguments: [
      (35, 100.0, nil), (35, 100.1, 25), (35, 60.0, nil), (35, 59.9, 25), (6, 96.1, 20),
      (90, 105.6, nil), (90, 105.7, 32), (91, 150.0, nil), (3650, 300.0, nil),
    ] as [(Int, Double, Int?)])
  func problems_allowanceGrowsWithTheGap(days: Int, kilograms: Double, refusedAt: Int?) {
    let first = LocalDate(year: 2015, month: 1, day: 1)
    var profile = Profile(name: "bob", heightCentimetres: 180)
    let entry = WeightEntry(date: first.adding(days: days), kilograms: kilograms)
    profile.entries = [WeightEntry(date: first, kilograms: 80), entry]
    let sut = WeighInCheck(today: Self.today).problems(entry, at: 1, of: profile)
    if let refusedAt {
      #expect(
        sut == [
          .farFromRecent(
            kilograms: kilograms, recent: 80, slips: [], percent: refusedAt, days: days)
        ])
    } else {
      #expect(sut.isEmpty)
    }
  }

  /// The history: 62.5 kg in 2016, then 90 kg in 2021, imports as it is.
  @Test func problems_realChangeOverYears_accepted() {
    var profile = Profile(name: "ann", heightCentimetres: 170)
    let later = WeightEntry(date: LocalDate(year: 2021, month: 3, day: 1), kilograms: 90)
    profile.entries = [
      WeightEntry(date: LocalDate(year: 2016, month: 3, day: 1), kilograms: 62.5), later,
    ]
    #expect(WeighInCheck(today: Self.today).problems(later, at: 1, of: profile).isEmpty)
  }

  /// Each `--accept-<kind>` skips its own check only, and every check not accepted is named
  /// at once (800 kg tomorrow: its date, a jump and its BMI).
  @Test(
    arguments: [
      ([], 800.0, 2, [ImplausibilityKind.date, .jump, .bmi]), ([], 800.0, 1, [.jump, .bmi]),
      ([.jump], 800.0, 1, [.bmi]), ([.jump], 97.0, 1, []), ([.jump], 97.0, 2, [.date]),
      ([.date], 97.0, 2, [.jump]), ([.date, .jump], 97.0, 2, []), ([.bmi], 800.0, 1, [.jump]),
      (ImplausibilityKind.allCases, 800.0, 2, []),
    ] as [([ImplausibilityKind], Double, Int, [ImplausibilityKind])])
  func problems_accepting_skipsOnlyThatCheck(
    accepting: [ImplausibilityKind], kilograms: Double, daysAfterToday: Int,
    refused: [ImplausibilityKind]
  ) {
    let entry = WeightEntry(date: Self.today.adding(days: daysAfterToday - 1), kilograms: kilograms)
    let (profile, index) = Self.bob(adding: entry)
    let sut = WeighInCheck(today: Self.today, accepting: Set(accepting)).problems(
      entry, at: index, of: profile)
    #expect(sut.map(\.kind) == refused)
  }

  /// A child's BMI is judged at the height logged with the weigh-in or shortly before: 14 kg
  /// at 95 cm (BMI 15.5) is plausible though the profile says 128 cm (BMI 8.5); an old
  /// weigh-in with no height near it is not judged by today's height at all. (Mia has no sex
  /// recorded, so no growth reference scores her and the adult range judges her BMI.)
  @Test(
    arguments: [
      (LocalDate(year: 2025, month: 12, day: 1), 95.0, false),
      (LocalDate(year: 2025, month: 12, day: 1), nil, true),
      (LocalDate(year: 2021, month: 6, day: 1), nil, false),
      (LocalDate(year: 2021, month: 6, day: 1), 128, true),
    ] as [(LocalDate, Double?, Bool)])
  func problems_child_bmiAtTheDatedHeight(date: LocalDate, height: Double?, refused: Bool) {
    var mia = Profile(name: "mia", heightCentimetres: 128)
    mia.born = LocalDate(year: 2019, month: 1, day: 1)
    let entry = WeightEntry(date: date, kilograms: 14, heightCentimetres: height)
    mia.entries = [entry]
    let sut = WeighInCheck(today: Self.today).problems(entry, at: 0, of: mia)
    #expect(sut.map(\.kind) == (refused ? [.bmi] : []))
  }

  /// The adult range (12-100) judges an adult's weigh-in, and a child's only when no growth
  /// reference scores it (no sex): a child with a sex and a birth date is judged by the
  /// reference's own flags, as calc and batch rows are. A newborn of 2.5 kg at 50 cm (BMI 10)
  /// is logged; so is Mia's 14 kg at 128 cm (BMI 8.5, which the CDC flags); an adult's BMI 10
  /// is refused.
  @Test(
    arguments: [
      ("newborn", Sex.male, 0, 2.5, 50.0, false),
      ("newborn without a sex", nil, 0, 2.5, 50, true),
      ("mia, 7", .female, 7 * 365, 14, 128, false),
      ("adult, 30", .female, 30 * 365, 30.625, 175, true),
      ("adult, 30, BMI 120", .male, 30 * 365, 367.5, 175, true),
    ] as [(String, Sex?, Int, Double, Double, Bool)])
  func problems_bmiOutsideTheAdultRange_judgedByTheReferenceThatScoresIt(
    name: String, sex: Sex?, daysOld: Int, kilograms: Double, centimetres: Double,
    refused: Bool
  ) {
    var person = Profile(name: "p", heightCentimetres: centimetres, sex: sex)
    person.born = Self.today.adding(days: -daysOld)
    let entry = WeightEntry(date: Self.today, kilograms: kilograms)
    person.entries = [entry]
    let sut = WeighInCheck(today: Self.today).problems(entry, at: 0, of: person)
    #expect(sut.map(\.kind) == (refused ? [.bmi] : []), "\(name)")
  }
}
