import DataSource
import Model
import Testing

/// The stores refuse implausible values before anything is written (item 4 of issue 12), and
/// `force` lets them through.
@MainActor
struct PlausibilityStoreTests {
  @Test(arguments: [
    (LogRequest(weight: "606"), true), (LogRequest(weight: "6.06"), true),
    (LogRequest(weight: "60.1"), false),
    (LogRequest(weight: "606", accepting: [.jump, .bmi]), false),
  ])
  func send_logCommandReceived_farFromAnnsWeighIns_refusedUnlessForced(
    request: LogRequest, refused: Bool
  ) async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = WeightLogStore(dependencies: fixture.dependencies, location: fixture.location)
    await sut.send(.logCommandReceived(request))
    if refused {
      guard case .implausible(let problems)? = sut.failure, case .farFromRecent = problems.first
      else {
        Issue.record("expected a refusal, got \(String(describing: sut.failure))")
        return
      }
      #expect(try fixture.document() == StoreFixture.sample)
      #expect(fixture.renames == 0)
    } else {
      #expect(sut.failure == nil)
      #expect(fixture.renames == 1)
    }
  }

  @Test func send_calcCommandReceived_implausibleBMI_failsWithTheSlips() async {
    let sut = CalculatorStore(dependencies: .testDependencies())
    await sut.send(
      .calcCommandReceived(
        weightKilograms: 180, heightCentimetres: 71,
        typed: TypedMeasurement(weight: "180", height: "71", bareUnits: .metric)))
    guard case .implausible(.bmi(_, let slips))? = sut.failure else {
      Issue.record("expected a refusal, got \(String(describing: sut.failure))")
      return
    }
    #expect(slips.count == 2)
    #expect(sut.result == nil)
  }

  @Test func send_calcCommandReceived_implausibleBMIForced_assesses() async {
    let sut = CalculatorStore(dependencies: .testDependencies())
    await sut.send(.calcCommandReceived(weightKilograms: 180, heightCentimetres: 71, force: true))
    #expect(sut.failure == nil)
    #expect(sut.result?.bmi == FixedDecimal(357.07, places: 2))
  }

  @Test(arguments: [false, true])
  func send_importCommandReceived_implausibleRow_refusedAndNothingWritten(dryRun: Bool)
    async throws
  {
    let fixture = try StoreFixture(
      StoreFixture.sample, standardInput: Array("date,weight_kg\n2026-01-04,6.05\n".utf8))
    let sut = TransferStore(dependencies: fixture.dependencies, location: fixture.location)
    await sut.send(.importCommandReceived(ImportRequest(source: .standardInput, dryRun: dryRun)))
    guard case .implausibleRows(let rows)? = sut.failure else {
      Issue.record("expected a refusal, got \(String(describing: sut.failure))")
      return
    }
    // One row, both its reasons: a jump from Ann's 60 kg and a BMI under 12.
    #expect(rows.map(\.date) == [StoreFixture.day(4), StoreFixture.day(4)])
    #expect(rows.map(\.problem.kind) == [.jump, .bmi])
    #expect(fixture.renames == 0)
  }
}
