import DataSource

/// The state of one `bmi calc`: the request it received and the assessment it produced.
@MainActor
public final class CalculatorStore: Composable {
  /// The assessment of the last request, adult or child; `nil` before one or after a failure.
  public private(set) var result: CalcAssessment?
  /// Why the last request could not be assessed.
  public private(set) var failure: AssessmentError?
  private let assessor: CalcAssessor
  private let today: @Sendable () -> LocalDate
  public let action: (Action) async -> Void

  public init(
    dependencies: AppDependencies,
    result: CalcAssessment? = nil,
    failure: AssessmentError? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.result = result
    self.failure = failure
    self.assessor = CalcAssessor()
    self.today = dependencies.date.today
    self.action = action
  }

  /// The adult assessment, when the person was assessed as an adult.
  public var assessment: AdultAssessment? { result?.adult }

  public func reduce(_ action: Action) async {
    switch action {
    case .calcCommandReceived(
      let weightKilograms, let heightCentimetres, let waistCentimetres, let person,
      let measuredOn):
      let today = today()
      let request = AssessmentRequest(
        weightKilograms: weightKilograms, heightCentimetres: heightCentimetres,
        waistCentimetres: waistCentimetres, person: person, measuredOn: measuredOn ?? today)
      do {
        result = try assessor.assess(request, today: today)
        failure = nil
      } catch {
        result = nil
        failure = error
      }
    }
  }

  public enum Action: Sendable {
    /// `person` comes from the options (and, later, the profile); `measuredOn` defaults to
    /// today. Waist, person and date are optional so a bare weight-and-height call still reads
    /// as before.
    case calcCommandReceived(
      weightKilograms: Double, heightCentimetres: Double, waistCentimetres: Double? = nil,
      person: Person = Person(), measuredOn: LocalDate? = nil)
  }
}
