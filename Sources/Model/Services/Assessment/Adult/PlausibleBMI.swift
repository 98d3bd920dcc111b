/// The BMI range a measurement can plausibly have; outside it a typing slip is likelier.
public enum PlausibleBMI {
  /// Surveys commonly keep 12-100 for adults (NHANES cleaning rules).
  public static let adult: ClosedRange<Double> = 12...100
}
