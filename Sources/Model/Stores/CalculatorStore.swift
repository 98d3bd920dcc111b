import DataSource

/// The state of one `bmi calc`: the assessment it produced (adult or child), where its
/// values came from when a profile was involved, and why it failed if it did.
@MainActor
public final class CalculatorStore: Composable {
  /// The assessment of the last request; `nil` before one or after a failure.
  public private(set) var result: CalcAssessment?
  /// With a profile: where the values came from and what `--save` stored.
  public private(set) var calculation: ProfileCalculation?
  public private(set) var migration: StoreMigration?
  public private(set) var failure: CalcFailure?
  private let assessor: Assessor
  private let dependencies: AppDependencies
  /// The store, for `--profile` and `--save`; `nil` when nothing says where it is.
  private let location: StoreLocation?
  public let action: (Action) async -> Void

  public init(
    dependencies: AppDependencies,
    location: StoreLocation? = nil,
    result: CalcAssessment? = nil,
    calculation: ProfileCalculation? = nil,
    migration: StoreMigration? = nil,
    failure: CalcFailure? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.result = result
    self.calculation = calculation
    self.migration = migration
    self.failure = failure
    self.assessor = Assessor()
    self.dependencies = dependencies
    self.location = location
    self.action = action
  }

  /// The adult assessment, when the person was assessed as an adult.
  public var assessment: AdultAssessment? { result?.adult }

  public func reduce(_ action: Action) async {
    switch action {
    case .calcCommandReceived(
      let weightKilograms, let heightCentimetres, let waistCentimetres, let person,
      let measuredOn, let typed, let force, let growth):
      let today = dependencies.date.today()
      let request = AssessmentRequest(
        weightKilograms: weightKilograms, heightCentimetres: heightCentimetres,
        waistCentimetres: waistCentimetres, person: person, measuredOn: measuredOn ?? today,
        growth: growth)
      do throws(CalcFailure) {
        result = try CheckedAssessment().assess(request, typed: typed, force: force, today: today)
        failure = nil
      } catch {
        result = nil
        failure = error
      }
    case .profileCalcCommandReceived(let request):
      do throws(CalcFailure) {
        let prepared = try ProfileCalculator(dependencies: dependencies, location: location)
          .calculate(request)
        calculation = prepared.calculation
        migration = prepared.migration
        assess(prepared.assessment)
      } catch {
        result = nil
        failure = error
      }
    }
  }

  /// Assesses one measurement and records the result or the reason there is none.
  private func assess(_ request: AssessmentRequest) {
    do {
      result = try assessor.assess(request, today: dependencies.date.today())
      failure = nil
    } catch {
      result = nil
      failure = .assessment(error)
    }
  }

  public enum Action: Sendable {
    /// Everything from the options. `person` carries age, sex and population; `measuredOn`
    /// defaults to today. Waist, person and date are optional so a bare weight and height
    /// reads as before. A BMI outside `PlausibleBMI.adult` fails unless `force`; `typed`
    /// (the values as typed) lets the failure name the likely slip; `growth` is what the WHO
    /// standards take beyond weight and height.
    case calcCommandReceived(
      weightKilograms: Double, heightCentimetres: Double, waistCentimetres: Double? = nil,
      person: Person = Person(), measuredOn: LocalDate? = nil, typed: TypedMeasurement? = nil,
      force: Bool = false, growth: GrowthMeasures = GrowthMeasures())
    /// A weight or height missing, `--profile` or `--save`: the store is involved.
    case profileCalcCommandReceived(ProfileCalcRequest)
  }
}
