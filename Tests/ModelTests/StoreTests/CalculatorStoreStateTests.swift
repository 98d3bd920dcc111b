import DataSource
import Model
import TestSupport
import Testing

/// `CalculatorStore` with a profile, on an in-memory file system, its whole state compared
/// after each send.
@MainActor
struct CalculatorStoreStateTests {
  /// A girl born 2018-01-01, weighed 20 kg and measured 115 cm on 2024-01-01: with no --date
  /// she is assessed at her age on the weigh-in's day (72 months), not on today's (96
  /// months), with the height of that day.
  @Test func send_profileCalcCommandReceived_childWeighedBefore_assessedAtHerAgeThatDay()
    async throws
  {
    let weighedOn = LocalDate(year: 2024, month: 1, day: 1)
    let kid = Profile(
      name: "kid", heightCentimetres: 115, sex: .female,
      born: LocalDate(year: 2018, month: 1, day: 1), units: .metric,
      entries: [WeightEntry(date: weighedOn, kilograms: 20, heightCentimetres: 115)])
    let store = InMemoryStore(StoreDocument(defaultProfile: "kid", profiles: [kid]))
    let sut = StoreTester(
      CalculatorStore(dependencies: store.dependencies, location: store.location),
      state: \.state)
    let expected = try Assessor().assess(
      AssessmentRequest(
        weightKilograms: 20, heightCentimetres: 115,
        person: Person(sex: .female, age: .born(kid.born!)), measuredOn: weighedOn),
      today: StoreFixture.today)

    await sut.send(.profileCalcCommandReceived(ProfileCalcRequest())) {
      $0.result = expected
      $0.calculation = ProfileCalculation(
        profile: kid, writtenIn: nil, saved: nil,
        supplied: ProfileSupplied(
          sex: true, born: true, height: true, weighInOn: weighedOn, heightLoggedOn: weighedOn))
    }
    #expect(sut.state.result?.child != nil)
  }

  /// Nothing to assess without a store: the missing value is the failure, and nothing else.
  @Test func send_profileCalcCommandReceived_noLocation_failsWithTheMissingWeight() async {
    let sut = StoreTester(CalculatorStore(dependencies: .testDependencies()), state: \.state)
    await sut.send(.profileCalcCommandReceived(ProfileCalcRequest(height: "170"))) {
      $0.failure = .tracking(.missingMeasurement(option: "weight"))
    }
  }
}
