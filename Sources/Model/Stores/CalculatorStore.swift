import DataSource

/// The state of one `bmi calc`: the request it received and the assessment it produced.
@MainActor
public final class CalculatorStore: Composable {
  public internal(set) var assessment: AdultAssessment?
  /// With a profile: where the values came from and what `--save` stored.
  public internal(set) var calculation: ProfileCalculation?
  public internal(set) var migration: StoreMigration?
  public internal(set) var failure: TrackingError?
  let calculator: BMICalculator
  let dependencies: AppDependencies
  /// The store, for `--profile` and `--save`; `nil` when nothing says where it is.
  let location: StoreLocation?
  public let action: (Action) async -> Void

  public init(
    dependencies: AppDependencies,
    location: StoreLocation? = nil,
    assessment: AdultAssessment? = nil,
    calculation: ProfileCalculation? = nil,
    migration: StoreMigration? = nil,
    failure: TrackingError? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.assessment = assessment
    self.calculation = calculation
    self.migration = migration
    self.failure = failure
    self.calculator = BMICalculator()
    self.dependencies = dependencies
    self.location = location
    self.action = action
  }

  public func reduce(_ action: Action) async {
    switch action {
    case let .calcCommandReceived(weightKilograms, heightCentimetres):
      assessment = calculator.assess(
        weightKilograms: weightKilograms, heightCentimetres: heightCentimetres)
    case .profileCalcCommandReceived(let request):
      calculate(with: request)
    }
  }

  public enum Action: Sendable {
    case calcCommandReceived(weightKilograms: Double, heightCentimetres: Double)
    /// A weight or height missing, `--profile` or `--save`: the store is involved.
    case profileCalcCommandReceived(ProfileCalcRequest)
  }
}
