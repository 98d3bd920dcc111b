/// A WHO indicator, named as records write it (`who_category_indicator`: which one decided
/// the class).
public enum WHOIndicator: String, Sendable, CaseIterable {
  case weightForLength = "weight-for-length"
  case weightForHeight = "weight-for-height"
  case bmiForAge = "bmi-for-age"
  case lengthHeightForAge = "length-height-for-age"
  case weightForAge = "weight-for-age"
  case headCircumferenceForAge = "head-circumference-for-age"
  case armCircumferenceForAge = "arm-circumference-for-age"
}
