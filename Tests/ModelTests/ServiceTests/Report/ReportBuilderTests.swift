import DataSource
import Model
import Testing

/// `ReportBuilder`: the range's rows, trend and latest assessment, from the one assessor.
struct ReportBuilderTests {
  static func day(_ day: Int) -> LocalDate { LocalDate(year: 2026, month: 3, day: day) }
  static let today = day(31)

  static var adult: Profile {
    Profile(
      name: "ann", heightCentimetres: 170, sex: .female,
      born: LocalDate(year: 1990, month: 4, day: 1),
      goalKilograms: 60,
      entries: (1...20).map { WeightEntry(date: day($0), kilograms: 70 - Double($0) * 0.1) }
        + [WeightEntry(date: day(25), kilograms: nil, waistCentimetres: 80)])
  }

  static var child: Profile {
    Profile(
      name: "kim", heightCentimetres: 130, sex: .male,
      born: LocalDate(year: 2017, month: 3, day: 2),
      entries: [
        WeightEntry(date: day(1), kilograms: 28),
        WeightEntry(date: day(20), kilograms: 28.4),
      ])
  }

  @Test func report_wholeLog_latestIsTheLastWeighInAssessedByTheAssessor() {
    let sut = ReportBuilder(today: Self.today)

    let report = sut.report(of: Self.adult, ReportQuery())

    #expect(report.made == Self.today)
    #expect(report.age == 35)
    #expect(report.rows.count == 21)
    #expect(report.weighInCount == 20)
    #expect(report.latest == WeighIn(date: Self.day(20), kilograms: 68))
    #expect(
      report.assessment
        == Assessor().assess(profile: Self.adult, weightKilograms: 68, on: Self.day(20)))
    #expect(report.trend?.asOf == Self.day(20))
    #expect(report.trend?.goal?.goalKilograms == 60)
    #expect(report.dailyTrend.count == 20)
    #expect(report.healthyKilograms != nil)
  }

  @Test func report_range_rowsTrendAndLatestStopAtItsEnds() {
    let sut = ReportBuilder(today: Self.today)

    let report = sut.report(of: Self.adult, ReportQuery(from: Self.day(5), to: Self.day(10)))

    #expect(report.rows.map(\.entry.date) == (5...10).map(Self.day))
    #expect(report.latest?.date == Self.day(10))
    #expect(report.trend?.asOf == Self.day(10))
    #expect(report.trend?.daysSinceLast == 21)
    #expect(report.dailyTrend.map(\.date) == (5...10).map(Self.day))
    // The trend on day 5 comes from the whole log before it, as in the full chart.
    let whole = TrendCalculator().dailyTrend(Self.adult.entries)
    #expect(report.dailyTrend.first == whole[4])
  }

  @Test func report_rangeWithoutWeighIns_noLatestNoTrend() {
    let sut = ReportBuilder(today: Self.today)

    let report = sut.report(of: Self.adult, ReportQuery(from: Self.day(21)))

    #expect(report.rows.count == 1)
    #expect(report.weighInCount == 0)
    #expect(report.latest == nil)
    #expect(report.assessment == nil)
    #expect(report.trend == nil)
    #expect(report.dailyTrend.isEmpty)
  }

  @Test func report_child_assessedByBMIForAgeWithoutAnAdultBand() throws {
    let sut = ReportBuilder(today: Self.today)

    let report = sut.report(of: Self.child, ReportQuery())

    let child = try #require(report.assessment?.child)
    #expect(report.assessment?.reference == .cdc2000)
    #expect(child.sex == .male)
    #expect(report.age == 9)
    #expect(report.healthyKilograms == nil)
    #expect(report.trend?.assessment.child != nil)
  }

  /// The latest weigh-in is assessed with the height measured when it was weighed, as the
  /// history's row of it: a profile height changed later never rescores it.
  @Test func report_childProfileHeightChangedLater_latestKeepsItsMeasuredHeight() throws {
    var profile = Self.child
    profile.entries = [
      WeightEntry(date: Self.day(1), kilograms: 28, heightCentimetres: 128),
      WeightEntry(date: Self.day(20), kilograms: 28.4),
    ]
    profile.heightCentimetres = 140
    let report = ReportBuilder(today: Self.today).report(of: profile, ReportQuery())
    let history = WeighInAssessments(profile, today: Self.today)
    #expect(report.assessment == history[1])
    #expect(report.assessment?.bmi?.description == "17.33")
  }

  /// A child's latest weigh-in with no height measured within 3 months has no reference; the
  /// one before it, which had a height, is the latest a reference assessed.
  @Test func report_childLatestWithoutAHeight_latestReferencedIsTheWeighInBefore() {
    var profile = Self.child
    let before = LocalDate(year: 2025, month: 11, day: 1)
    profile.entries = [
      WeightEntry(date: before, kilograms: 27.5, heightCentimetres: 129),
      WeightEntry(date: Self.day(20), kilograms: 28.4),
    ]

    let report = ReportBuilder(today: Self.today).report(of: profile, ReportQuery())

    #expect(report.assessment?.reason == .heightTooOld)
    #expect(report.assessment?.reference == nil)
    #expect(report.latestReferenced?.entry.date == before)
    #expect(report.latestReferenced?.assessment?.reference == .cdc2000)
  }
}
