import Model

extension WHOScores {
  /// The indicators scored, in the order every line of WHO scores takes: length/height,
  /// weight, weight-for-length (or -height), BMI, head and arm circumference for age.
  var given: [(indicator: WHOIndicator, score: WHOScore)] {
    let all: [(WHOIndicator, WHOScore)] = [
      (.lengthHeightForAge, lengthHeightForAge), (.weightForAge, weightForAge),
      (weightForLengthTable == .height ? .weightForHeight : .weightForLength, weightForLength),
      (.bmiForAge, bmiForAge), (.headCircumferenceForAge, headCircumferenceForAge),
      (.armCircumferenceForAge, armCircumferenceForAge),
    ]
    return all.filter { $0.1.isGiven }
  }
}
