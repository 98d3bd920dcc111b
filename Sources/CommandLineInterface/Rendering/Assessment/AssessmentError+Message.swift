import Model

extension AssessmentError {
  /// One line saying why the measurement cannot be assessed and what to give instead.
  var message: String {
    switch self {
    case .ageOutsideReference(let months) where months < 24:
      return "BMI is not assessed under 2 years of age (\(AgeText.words(months: months))): "
        + "the CDC BMI-for-age charts start at 24 months; for younger children use a "
        + "weight-for-length chart"
    case .ageOutsideReference(let months):
      return "BMI-for-age covers 24 up to 240 months, not \(AgeText.months(months)) months"
    case .sexRequired(let months) where months.isNaN:
      return "a child's weight-for-length/height (--reference who without an age) needs --sex "
        + "female or --sex male: girls and boys have different reference curves"
    case .sexRequired(let months):
      return "a child's BMI-for-age (age \(AgeText.words(months: months))) needs --sex female or "
        + "--sex male: girls and boys have different reference curves"
    case .bornAfterMeasurement(let born, let measuredOn):
      return "--born \(born) is after the measurement date \(measuredOn); check --born and --date"
    case .measuredInFuture(let measuredOn, let today):
      return "--date \(measuredOn) is in the future (today is \(today))"
    case .ageOutOfRange(let months, let accepted):
      return "--born gives an age of \(Int(months / 12)) years; expected at most "
        + "\(Int(accepted.upperBound / 12)) years"
    case .heightTooOld(let measuredOn, _, let windowDays):
      return "no height measured within \(windowDays) days before \(measuredOn); log one with "
        + "'bmi log --height H --date \(measuredOn)'"
    }
  }
}
