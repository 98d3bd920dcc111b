import DataSource
import Model
import Testing

struct HistoryQueryTests {
  static func day(_ day: Int) -> LocalDate { LocalDate(year: 2026, month: 1, day: day) }

  static let profile = Profile(
    name: "ann", heightCentimetres: 200,
    entries: [1, 2, 4, 7, 9].map { WeightEntry(date: day($0), kilograms: 80 + Double($0)) })

  @Test(arguments: [
    (HistoryQuery(), [1, 2, 4, 7, 9]),
    (HistoryQuery(since: day(3)), [4, 7, 9]),
    (HistoryQuery(until: day(7)), [1, 2, 4, 7]),
    (HistoryQuery(since: day(2), until: day(8)), [2, 4, 7]),
    (HistoryQuery(last: 2), [7, 9]),
    (HistoryQuery(until: day(4), last: 2), [2, 4]),
    (HistoryQuery(since: day(8), last: 5), [9]),
    (HistoryQuery(since: day(10)), []),
    (HistoryQuery(since: day(5), until: day(6)), []),
  ])
  func rows_filters_selectEntries(query: HistoryQuery, days: [Int]) {
    #expect(query.rows(of: Self.profile).map(\.entry.date.day) == days)
  }

  @Test func rows_filtered_showTheTrendOfTheWholeLog() {
    let all = HistoryQuery().rows(of: Self.profile)
    let sut = HistoryQuery(since: Self.day(7)).rows(of: Self.profile)
    #expect(sut.map(\.trendKilograms) == all.suffix(2).map(\.trendKilograms))
    #expect(sut[0].bmi?.description == "21.75")
    #expect(sut[0].category == .normal)
  }
}
