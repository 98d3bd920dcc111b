import DataSource

extension BatchFlags {
  /// The flags of one assessment, as a batch row of the same measurement writes them: a
  /// child's CDC implausible values, an adult's BMI outside `PlausibleBMI.adult`, none for a
  /// child the WHO scored.
  public init(_ assessment: CalcAssessment) {
    if let child = assessment.child {
      self.init(child.scores.implausible)
    } else if assessment.who != nil {
      // A WHO child's flags are the WHO's own (the who_*_flag fields), not an adult's range.
      self = []
    } else {
      self = assessment.bmi.map { BatchRowAssessor.flags(hundredths: $0.scaled) } ?? []
    }
  }

  /// The words of the flags set, joined by `;` as batch rows write them; `nil` for none.
  public var text: String? {
    let words = Self.words.filter { contains($0.flag) }.map { "\($0.word)" }
    return words.isEmpty ? nil : words.joined(separator: ";")
  }
}
