import DataSource
import Model
import TestSupport
import Testing

@MainActor
struct CalculatorStoreTests {
  static let dependencies = AppDependencies.testDependencies(
    date: .fixed(LocalDate(year: 2026, month: 1, day: 15)))

  @Test func send_calcCommandReceived_weightAndHeightOnly_assessesAdultAsBefore() async {
    let sut = CalculatorStore(dependencies: Self.dependencies)
    await sut.send(.calcCommandReceived(weightKilograms: 70, heightCentimetres: 175))
    #expect(sut.assessment?.bmi.description == "22.86")
    #expect(sut.assessment?.category == .normal)
    #expect(sut.result?.thresholds == .who)
    #expect(sut.failure == nil)
  }

  @Test func send_calcCommandReceived_bornWithoutDate_countsAgeToToday() async {
    let sut = CalculatorStore(dependencies: Self.dependencies)
    let person = Person(sex: .female, age: .born(LocalDate(year: 2016, month: 7, day: 15)))
    await sut.send(
      .calcCommandReceived(weightKilograms: 30, heightCentimetres: 130, person: person))
    #expect(sut.result?.child?.ageMonths == 3471 / 30.4375)
    #expect(sut.assessment == nil)
  }

  @Test func send_calcCommandReceived_underTwoYears_setsFailure() async {
    let sut = CalculatorStore(dependencies: Self.dependencies)
    let person = Person(sex: .male, age: .months(18))
    await sut.send(
      .calcCommandReceived(weightKilograms: 11, heightCentimetres: 80, person: person))
    #expect(sut.result == nil)
    #expect(sut.failure == .assessment(.ageOutsideReference(months: 18)))
  }

  @Test func send_calcCommandReceived_afterFailure_clearsIt() async {
    let sut = CalculatorStore(
      dependencies: Self.dependencies, failure: .assessment(.sexRequired(months: 100)))
    await sut.send(.calcCommandReceived(weightKilograms: 70, heightCentimetres: 175))
    #expect(sut.failure == nil)
    #expect(sut.result != nil)
  }

  @Test func send_calcCommandReceived_measuredOn_usesThatDate() async {
    let sut = CalculatorStore(dependencies: Self.dependencies)
    let person = Person(sex: .female, age: .born(LocalDate(year: 2016, month: 1, day: 15)))
    await sut.send(
      .calcCommandReceived(
        weightKilograms: 12, heightCentimetres: 86, person: person,
        measuredOn: LocalDate(year: 2018, month: 1, day: 15)))
    #expect(sut.result?.child?.ageMonths == 731 / 30.4375)
  }

  @Test func send_calcCommandReceived_anyAction_isForwardedToParent() async {
    var forwarded: [CalculatorStore.Action] = []
    let sut = CalculatorStore(dependencies: .testDependencies(), action: { forwarded.append($0) })
    await sut.send(.calcCommandReceived(weightKilograms: 80, heightCentimetres: 180))
    #expect(forwarded.count == 1)
  }

  @Test func send_calcCommandReceived_calculation_writesNothing() async {
    let recorder = ConsoleRecorder()
    let sut = CalculatorStore(
      dependencies: .testDependencies(console: .recording(recorder)))
    await sut.send(.calcCommandReceived(weightKilograms: 70, heightCentimetres: 175))
    #expect(recorder.output.isEmpty)
    #expect(recorder.error.isEmpty)
  }
}
