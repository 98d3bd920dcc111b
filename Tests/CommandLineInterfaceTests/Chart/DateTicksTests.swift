import DataSource
import Testing

@testable import CommandLineInterface

struct DateTicksTests {
  private static func day(_ text: String) -> Int { LocalDate(iso: text)!.dayNumber }

  @Test(arguments: [
    (DateTicks.days(2), "2024-03-01", "2024-03-06", ["2024-03-02", "2024-03-04", "2024-03-06"]),
    (.weeks(1), "2024-03-01", "2024-03-20", ["2024-03-04", "2024-03-11", "2024-03-18"]),
    (.weeks(2), "2024-02-20", "2024-03-20", ["2024-03-04", "2024-03-18"]),
    (.months(1), "2023-11-15", "2024-02-01", ["2023-12", "2024-01", "2024-02"]),
    (.months(3), "2023-11-15", "2024-08-01", ["2024-01", "2024-04", "2024-07"]),
    (.years(1), "2021-06-01", "2024-01-01", ["2022", "2023", "2024"]),
    (.years(5), "1962-06-01", "1981-01-01", ["1965", "1970", "1975", "1980"]),
    (.weeks(1), "1969-12-20", "1970-01-10", ["1969-12-22", "1969-12-29", "1970-01-05"]),
  ])
  func ticks_step_fallOnCalendarDates(
    step: DateTicks, first: String, last: String, expected: [String]
  ) {
    let sut = step.ticks(from: Self.day(first), through: Self.day(last))
    #expect(sut.map(\.label) == expected)
    #expect(sut.map(\.day) == sut.map { LocalDate(iso: $0.label)?.dayNumber ?? $0.day })
  }

  @Test func choose_roomForFew_takesFinestStepWithTwoLabels() {
    let sut = DateTicks.choose(from: Self.day("2024-03-01"), through: Self.day("2024-03-30")) {
      $0.count <= 3
    }
    #expect(sut.map(\.label) == ["2024-03-04", "2024-03-18"])
  }

  @Test func choose_shortRangeWithoutTwoMondays_labelsBothEnds() {
    let sut = DateTicks.choose(from: Self.day("2024-03-01"), through: Self.day("2024-03-06")) {
      $0.count <= 2
    }
    #expect(sut.map(\.label) == ["2024-03-01", "2024-03-06"])
  }

  @Test func choose_singleDay_labelsThatDay() {
    let sut = DateTicks.choose(from: Self.day("2024-03-01"), through: Self.day("2024-03-01")) {
      _ in true
    }
    #expect(sut.map(\.label) == ["2024-03-01"])
  }

  @Test func choose_nothingFits_fallsBackToFirstDay() {
    let sut = DateTicks.choose(from: Self.day("2024-03-01"), through: Self.day("2024-05-01")) {
      _ in false
    }
    #expect(sut.map(\.label) == ["2024-03-01"])
  }
}
