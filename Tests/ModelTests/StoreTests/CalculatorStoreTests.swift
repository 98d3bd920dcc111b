import DataSource
import Model
import TestSupport
import Testing

@MainActor
struct CalculatorStoreTests {
  static let dependencies = AppDependencies.testDependencies(
    date: .fixed(LocalDate(year: 2026, month: 1, day: 15)))

  static let today = LocalDate(year: 2026, month: 1, day: 15)

  static func tester(failure: CalcFailure? = nil) -> StoreTester<
    CalculatorStore, CalculatorStore.State
  > {
    StoreTester(
      CalculatorStore(dependencies: dependencies, failure: failure), state: \.state)
  }

  /// What the one assessor says for `request`, the state the store must end in.
  static func assessed(_ request: AssessmentRequest) throws -> CalcAssessment {
    try Assessor().assess(request, today: today)
  }

  @Test func send_calcCommandReceived_weightAndHeightOnly_assessesAdultAsBefore() async throws {
    let sut = Self.tester()
    try await sut.send(.calcCommandReceived(weightKilograms: 70, heightCentimetres: 175)) {
      $0.result = try Self.assessed(
        AssessmentRequest(weightKilograms: 70, heightCentimetres: 175, measuredOn: Self.today))
    }
    #expect(sut.store.assessment?.bmi.description == "22.86")
    #expect(sut.store.assessment?.category == .normal)
    #expect(sut.store.result?.thresholds == .who)
  }

  @Test func send_calcCommandReceived_bornWithoutDate_countsAgeToToday() async throws {
    let sut = Self.tester()
    let person = Person(sex: .female, age: .born(LocalDate(year: 2016, month: 7, day: 15)))
    try await sut.send(
      .calcCommandReceived(weightKilograms: 30, heightCentimetres: 130, person: person)
    ) {
      $0.result = try Self.assessed(
        AssessmentRequest(
          weightKilograms: 30, heightCentimetres: 130, person: person, measuredOn: Self.today))
    }
    #expect(sut.store.result?.child?.ageMonths == 3471 / 30.4375)
    #expect(sut.store.assessment == nil)
  }

  @Test func send_calcCommandReceived_underTwoYears_setsTheWHOResult() async throws {
    let sut = Self.tester()
    let person = Person(sex: .male, age: .months(18))
    let growth = GrowthMeasures(measured: .lying, headCentimetres: 46)
    try await sut.send(
      .calcCommandReceived(
        weightKilograms: 11, heightCentimetres: 80, person: person, growth: growth)
    ) {
      $0.result = try Self.assessed(
        AssessmentRequest(
          weightKilograms: 11, heightCentimetres: 80, person: person, measuredOn: Self.today,
          growth: growth))
    }
  }

  @Test func send_calcCommandReceived_childWithoutSex_setsFailure() async {
    let sut = Self.tester()
    let person = Person(age: .months(18))
    await sut.send(
      .calcCommandReceived(weightKilograms: 11, heightCentimetres: 80, person: person)
    ) {
      $0.failure = .assessment(.sexRequired(months: 18))
    }
  }

  /// A refused slip and then a good measurement: the failure is replaced by the result.
  @Test func send_calcCommandReceived_implausibleThenPlausible_failureThenResult() async throws {
    let sut = Self.tester()
    try await sut.send(.calcCommandReceived(weightKilograms: 700, heightCentimetres: 175)) {
      $0.failure = .implausible(
        try #require(
          TypedMeasurement(weight: nil, height: nil, bareUnits: .metric)
            .problem(kilograms: 700, centimetres: 175)))
    }
    try await sut.send(.calcCommandReceived(weightKilograms: 70, heightCentimetres: 175)) {
      $0.failure = nil
      $0.result = try Self.assessed(
        AssessmentRequest(weightKilograms: 70, heightCentimetres: 175, measuredOn: Self.today))
    }
  }

  @Test func send_calcCommandReceived_afterFailure_clearsIt() async throws {
    let sut = Self.tester(failure: .assessment(.sexRequired(months: 100)))
    try await sut.send(.calcCommandReceived(weightKilograms: 70, heightCentimetres: 175)) {
      $0.failure = nil
      $0.result = try Self.assessed(
        AssessmentRequest(weightKilograms: 70, heightCentimetres: 175, measuredOn: Self.today))
    }
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
