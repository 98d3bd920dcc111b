/// The BMI range a measurement can plausibly have; outside it a typing slip is likelier.
public enum PlausibleBMI {
  /// Surveys commonly keep 12-100 for adults (NHANES cleaning rules).
  public static let adult: ClosedRange<Double> = 12...100

  /// Whether `adult` judges a measurement: not for a child a growth reference scored (the
  /// CDC's, `child`, or the WHO's, `who`), whose own implausible-value flags judge it (a
  /// newborn's median BMI is about 13.4); yes for everyone else (an adult, no age known, a
  /// child no reference scores). `bmi calc` and the weigh-in check refuse by it, as batch
  /// rows flag `bmi-low`/`bmi-high` by it (`BatchFlags(_:)`).
  public static func judges(child: ChildAssessment?, who: WHOChildAssessment?) -> Bool {
    child == nil && who == nil
  }
}
