import DataSource
import Model
import Testing

@testable import CommandLineInterface

struct ChartPlanTests {
  private static let start = ChartFixtures.start

  @Test(arguments: [0, 1])
  func init_fewerThanTwoWeighIns_throwsNotEnoughData(count: Int) {
    let data = ChartFixtures.daily(Array(repeating: 70, count: count))
    #expect(throws: ChartError.notEnoughData(count: count)) { try ChartPlan(data) }
  }

  @Test func init_weighInThatIsNotANumber_isNotCounted() {
    let data = ChartFixtures.daily([70, .nan])
    #expect(throws: ChartError.notEnoughData(count: 1)) { try ChartPlan(data) }
  }

  @Test func init_unsortedWeighIns_sortsByDay() throws {
    let data = ChartData(
      title: "",
      weighIns: [
        ChartPoint(date: Self.start.adding(days: 3), kilograms: 71),
        ChartPoint(date: Self.start, kilograms: 70),
      ], trend: [])
    let sut = try ChartPlan(data)
    #expect(sut.weighIns.map(\.value) == [70, 71])
    #expect(sut.lastDay - sut.firstDay == 3)
  }

  @Test func init_goalBelowData_extentIncludesGoal() throws {
    var data = ChartFixtures.monthOfDiet
    data.goalKilograms = 65
    let sut = try ChartPlan(data)
    #expect(sut.extent.lowerBound < 65)
    #expect(sut.extent.upperBound > 82.9)
  }

  @Test func init_bandOutsideData_extentIgnoresBand() throws {
    var data = ChartFixtures.monthOfDiet
    data.goalKilograms = nil
    data.healthyKilograms = 50...60
    let sut = try ChartPlan(data)
    #expect(sut.extent.lowerBound > 78)
    #expect(sut.band == 50...60)
  }

  @Test func init_allWeightsEqual_widensToMinimumSpanAroundThem() throws {
    let sut = try ChartPlan(ChartFixtures.daily([70, 70, 70]))
    #expect(sut.extent.lowerBound < 69 && sut.extent.upperBound > 71)
    #expect((sut.extent.lowerBound + sut.extent.upperBound) / 2 == 70)
  }

  @Test func init_imperial_convertsEverythingToPounds() throws {
    var data = ChartFixtures.daily([
      UnitFactors.kilogramsPerPound * 150, UnitFactors.kilogramsPerPound * 160,
    ])
    data.units = .imperial
    data.goalKilograms = UnitFactors.kilogramsPerPound * 140
    data.healthyKilograms =
      (UnitFactors.kilogramsPerPound * 120)...(UnitFactors.kilogramsPerPound * 150)
    let sut = try ChartPlan(data)
    #expect(sut.unit == "lb")
    #expect(
      sut.weighIns.map { FixedDecimal($0.value, places: 1).description } == ["150.0", "160.0"])
    #expect(sut.weight(sut.goal!) == "140.0 lb")
    #expect(sut.range(sut.band!, dash: "-") == "120.0-150.0 lb")
  }
}
