import DataSource
import Model
import Testing

@MainActor
struct CalculatorStoreTests {
  @Test func send_calcCommandReceived_validMeasure_storesAssessment() async {
    let sut = CalculatorStore(dependencies: .testDependencies())
    await sut.send(.calcCommandReceived(weightKilograms: 70, heightCentimetres: 175))
    #expect(sut.assessment?.bmi.description == "22.86")
    #expect(sut.assessment?.category == .normal)
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
