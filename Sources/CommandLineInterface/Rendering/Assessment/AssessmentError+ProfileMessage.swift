import Model

extension AssessmentError {
  /// The message for a calculation that read the person from a profile: when the profile
  /// supplied the detail at fault (or lacks the one needed), the fix is in the profile, so
  /// the message names it and the command that mends it, as well as the option.
  func message(source: ProfileCalculation?) -> String {
    guard let source, let name = source.profile?.name else { return message }
    let profile = "the profile '\(name)'"
    switch self {
    case .sexRequired(let months):
      return "a child's BMI-for-age (age \(AgeText.words(months: months))) needs a sex, and "
        + "\(profile) has none: add it with 'bmi profile save \(name) --sex female|male', "
        + "or pass --sex"
    case .ageOutsideReference(let months) where months < 24 && source.supplied.born:
      return "BMI is not assessed under 2 years of age (\(AgeText.words(months: months)), by "
        + "the birth date in \(profile)): the CDC BMI-for-age charts start at 24 months; for "
        + "younger children use a weight-for-length chart"
    case .bornAfterMeasurement(let born, let measuredOn) where source.supplied.born:
      return "the measurement date \(measuredOn) is before the birth date in \(profile) "
        + "(\(born)); check --date"
    case .ageOutOfRange(let months, let accepted) where source.supplied.born:
      return "the birth date in \(profile) gives an age of \(Int(months / 12)) years; expected "
        + "at most \(Int(accepted.upperBound / 12)): correct it with "
        + "'bmi profile save \(name) --born YYYY-MM-DD', or pass --age"
    default:
      return message
    }
  }
}
