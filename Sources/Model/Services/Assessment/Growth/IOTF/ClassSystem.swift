/// Classes `bmi` can add beside the reference's own, asked for with `--classes`: the raw
/// value is the option's word.
public enum ClassSystem: String, Sendable, CaseIterable {
  /// The IOTF's adult-equivalent classes and IOTF BMI, 2 to 18 years (Cole & Lobstein 2012).
  case iotf
}
