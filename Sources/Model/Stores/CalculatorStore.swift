import DataSource

/// The state of one `bmi calc`: the request it received and the assessment it produced.
@MainActor
public final class CalculatorStore: Composable {
  public private(set) var assessment: AdultAssessment?
  private let calculator: BMICalculator
  public let action: (Action) async -> Void

  public init(
    dependencies: AppDependencies,
    assessment: AdultAssessment? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.assessment = assessment
    self.calculator = BMICalculator()
    self.action = action
  }

  public func reduce(_ action: Action) async {
    switch action {
    case let .calcCommandReceived(weightKilograms, heightCentimetres):
      assessment = calculator.assess(
        weightKilograms: weightKilograms, heightCentimetres: heightCentimetres)
    }
  }

  public enum Action: Sendable {
    case calcCommandReceived(weightKilograms: Double, heightCentimetres: Double)
  }
}
