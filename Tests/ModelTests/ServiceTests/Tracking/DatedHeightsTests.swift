import DataSource
import Model
import Testing

/// The height each weigh-in is assessed with: a child's from the day or the 91 days before,
/// else from the 91 days after, else (only for a profile with no height logged at all)
/// today's profile height within 91 days of today, else none; an adult's the latest logged
/// on or before the day, else the profile's.
struct DatedHeightsTests {
  static let start = LocalDate(year: 2025, month: 1, day: 1)

  /// Heights logged on day 0 (120 cm) and day 200 (124 cm); a weight alone on day 100.
  static let sut = DatedHeights([
    WeightEntry(date: start, kilograms: 22, heightCentimetres: 120),
    WeightEntry(date: start.adding(days: 100), kilograms: 23),
    WeightEntry(date: start.adding(days: 200), kilograms: nil, heightCentimetres: 124),
  ])

  @Test(
    arguments: [(-1, nil), (0, 120.0), (199, 120), (200, 124), (5000, 124)] as [(Int, Double?)])
  func latest_onOrBefore_isTheLastHeightLoggedByThen(day: Int, expected: Double?) {
    #expect(Self.sut.latest(onOrBefore: Self.start.adding(days: day))?.centimetres == expected)
  }

  /// Today is day 400; the profile's height is 130 cm.
  @Test(
    arguments: [
      // A child: the day's height, one at most 91 days old, else one at most 91 days
      // later, else none...
      (true, 0, DatedHeights.Choice.height(120)), (true, 91, .height(120)),
      (true, 92, .tooOld(lastMeasured: start)), (true, 108, .tooOld(lastMeasured: start)),
      (true, 109, .height(124)), (true, 291, .height(124)),
      (true, 292, .tooOld(lastMeasured: start.adding(days: 200))), (true, -5, .height(120)),
      (true, -91, .height(120)), (true, -92, .tooOld(lastMeasured: nil)),
      // ...and never the profile's height, which its heights logged stand for: not even
      // within 91 days of today.
      (true, 309, .tooOld(lastMeasured: start.adding(days: 200))),
      (true, 400, .tooOld(lastMeasured: start.adding(days: 200))),
      // An adult: the latest logged, however old, else the profile's.
      (false, 92, .height(120)), (false, 5000, .height(124)), (false, -5, .height(130)),
    ] as [(Bool, Int, DatedHeights.Choice)])
  func height_childAndAdult(isChild: Bool, day: Int, expected: DatedHeights.Choice) {
    let choice = Self.sut.height(
      on: Self.start.adding(days: day), profileHeight: 130, isChild: isChild,
      today: Self.start.adding(days: 400))
    #expect(choice == expected)
  }

  /// A profile with no height logged at all (a store of an older bmi): its height, today's,
  /// stands for a child's weigh-in within 91 days before today, and no older one.
  @Test(arguments: [
    (309, DatedHeights.Choice.height(130)), (400, .height(130)), (308, .tooOld(lastMeasured: nil)),
  ])
  func height_childOfAnOlderStore_profileHeightWithinTheWindowOfToday(
    day: Int, expected: DatedHeights.Choice
  ) {
    let choice = DatedHeights([]).height(
      on: Self.start.adding(days: day), profileHeight: 130, isChild: true,
      today: Self.start.adding(days: 400))
    #expect(choice == expected)
  }

  /// Mia (born 2016-03-10, girl): her profile height changes from 128 to 133 cm; weigh-ins
  /// with a height logged within 3 months (the first, 50 days before its height) keep their
  /// scores.
  @Test func assess_profileHeightChanged_pastWeighInsKeepTheirScores() {
    var mia = Profile(name: "mia", heightCentimetres: 128, sex: .female)
    mia.born = LocalDate(year: 2016, month: 3, day: 10)
    mia.entries = [
      WeightEntry(date: LocalDate(year: 2025, month: 1, day: 10), kilograms: 26),
      WeightEntry(
        date: LocalDate(year: 2025, month: 3, day: 1), kilograms: 26.5, heightCentimetres: 128),
      WeightEntry(date: LocalDate(year: 2025, month: 5, day: 20), kilograms: 27),
    ]
    let today = LocalDate(year: 2026, month: 1, day: 15)
    let before = WeighInAssessments(mia, today: today).map { $0?.bmi }
    mia.heightCentimetres = 133
    let after = WeighInAssessments(mia, today: today)
    #expect(after.map { $0?.bmi } == before)
    #expect(after[0]?.bmi?.description == "15.87")
    #expect(after[1]?.bmi?.description == "16.17")
    #expect(after[2]?.bmi?.description == "16.48")
    #expect(after[2]?.child != nil)
  }

  /// A weigh-in dated before the birth date (entered with --force) takes the birth length of
  /// the next day, as a newborn's would, never today's profile height.
  @Test func assess_weighInBeforeBirth_takesTheBirthLengthNotTodaysHeight() {
    var ada = Profile(name: "ada", heightCentimetres: 61, sex: .female)
    ada.born = LocalDate(year: 2026, month: 8, day: 1)
    ada.entries = [
      WeightEntry(date: LocalDate(year: 2026, month: 7, day: 31), kilograms: 3.2),
      WeightEntry(
        date: LocalDate(year: 2026, month: 8, day: 1), kilograms: 3.4, heightCentimetres: 50),
      WeightEntry(
        date: LocalDate(year: 2026, month: 11, day: 20), kilograms: 5.8, heightCentimetres: 61),
    ]
    // 3.2 / 0.50² = 12.80, not 3.2 / 0.61² = 8.60.
    let sut = WeighInAssessments(ada, today: LocalDate(year: 2026, month: 11, day: 30))
    #expect(sut[0]?.bmi?.description == "12.80")
  }

  /// An adult keeps the profile's height until a height is logged, then the latest one.
  @Test func assess_adult_usesTheLatestLoggedHeightOrTheProfiles() {
    var ann = Profile(name: "ann", heightCentimetres: 165)
    ann.born = LocalDate(year: 1980, month: 1, day: 1)
    ann.entries = [
      WeightEntry(date: LocalDate(year: 2020, month: 1, day: 1), kilograms: 60),
      WeightEntry(
        date: LocalDate(year: 2021, month: 1, day: 1), kilograms: 60, heightCentimetres: 160),
      WeightEntry(date: LocalDate(year: 2025, month: 1, day: 1), kilograms: 60),
    ]
    let sut = WeighInAssessments(ann, today: LocalDate(year: 2026, month: 1, day: 15))
    // 60 / 1.65² = 22.04; 60 / 1.60² = 23.44.
    #expect(sut.map { $0?.bmi?.description } == ["22.04", "23.44", "23.44"])
  }

  /// A baby's window is a quarter of its age (at least 7 days), 91 days from a year on.
  @Test(arguments: [(0, 7), (28, 7), (60, 15), (111, 27), (228, 57), (364, 91), (5000, 91)])
  func windowDays_babyAQuarterOfItsAge(ageDays: Int, expected: Int) {
    #expect(DatedHeights.windowDays(ageDays: ageDays) == expected)
  }

  /// A birth length is no length for a 2-month-old (15 days' window): not assessed, where a
  /// 91-day window gave "Obesity (weight-for-length z 5.44)".
  @Test func assess_babyWithItsBirthLength_notAssessedTwoMonthsLater() {
    var zoe = Profile(name: "zoe", heightCentimetres: 50, sex: .female)
    zoe.born = LocalDate(year: 2025, month: 5, day: 1)
    zoe.entries = [
      WeightEntry(
        date: LocalDate(year: 2025, month: 5, day: 2), kilograms: 3.3, heightCentimetres: 50),
      WeightEntry(date: LocalDate(year: 2025, month: 7, day: 1), kilograms: 5.5),
    ]
    let sut = WeighInAssessments(zoe, today: LocalDate(year: 2026, month: 1, day: 15))
    #expect(sut[1]?.bmi == nil)
    #expect(sut[1]?.reason == .heightTooOld)
  }
}
