/// Why `bmi calc` produced no result: the person could not be assessed, or the store (for
/// `--profile` and `--save`) could not be used.
public enum CalcFailure: Error, Sendable, Equatable {
  case assessment(AssessmentError)
  case tracking(TrackingError)
  /// A BMI outside `PlausibleBMI.adult`, without `--force`.
  case implausible(Implausibility)
}
