/// Why a measurement has a BMI but no class: the one list of reason words, written in the
/// `reason` field of batch rows and tracking records, and listed by `bmi help fields`.
public enum AssessmentReason: String, Sendable, CaseIterable {
  /// Under 24 months with no WHO score: written by earlier releases' batch rows (every path now
  /// scores these children by the WHO standards).
  case under2Years = "under-2-years"
  /// A child (24 to 240 months) is scored against the reference for their sex.
  case sexMissing = "sex-missing"
  /// A birth date but no measurement date, so the age is unknown.
  case measurementDateMissing = "measurement-date-missing"
  /// A birth date after the measurement date.
  case bornAfterMeasurement = "born-after-measurement"
  /// A measurement date after today.
  case measuredInFuture = "measured-in-future"
  /// A birth date so long before the measurement that the age is beyond any person's.
  case ageOutOfRange = "age-out-of-range"
  /// Oedema reported: the WHO gives no weight-based score (weight-for-age,
  /// weight-for-length/height, BMI-for-age), since the fluid's weight misleads.
  case oedema
  /// A child's weigh-in with no height measured within 3 months of it (`DatedHeights`).
  case heightTooOld = "height-too-old"
  /// A child a growth reference scores, with no weight (a batch row's empty cell, `bmi calc`
  /// without `--weight`, a WHO child's length logged alone): no BMI and no class, the scores its height and age give (as the
  /// WHO's anthro and the CDC's cdcanthro score such a row).
  case weightMissing = "weight-missing"
  /// The same with no height: the scores its weight and age give.
  case heightMissing = "height-missing"
  /// The same with neither: only the scores its age alone gives (the WHO's head and arm
  /// circumference-for-age), as a survey row of a child not weighed or measured.
  case weightAndHeightMissing = "weight-and-height-missing"
  /// A child the WHO scores by weight-for-length/height alone (no age), whose length or
  /// height is outside the table (45–110 cm lying, 65–120 cm standing): no class.
  case lengthOutsideTable = "length-outside-table"

  /// The reason of a child scored with a measure not given (`nan`), or `nil` with both.
  public static func missing(weightKilograms: Double, heightCentimetres: Double)
    -> AssessmentReason?
  {
    switch (weightKilograms.isNaN, heightCentimetres.isNaN) {
    case (true, true): return .weightAndHeightMissing
    case (true, false): return .weightMissing
    case (false, true): return .heightMissing
    case (false, false): return nil
    }
  }

  /// The reasons a batch row can have: a row whose birth date is after its measurement date
  /// is refused instead.
  public static let batchReasons: [AssessmentReason] = [
    .sexMissing, .measurementDateMissing, .measuredInFuture, .oedema, .weightMissing,
    .heightMissing, .weightAndHeightMissing, .lengthOutsideTable,
  ]

  /// The reasons only a batch row has: a weigh-in of a child without a recent height is
  /// `heightTooOld`. (An entry without a weight, a child's length, head or arm, is
  /// `weightMissing` or `weightAndHeightMissing`, as a batch row.)
  public static let batchOnly: [AssessmentReason] = [.heightMissing]

  /// The reasons a tracking or export record can have: every reason but `batchOnly`.
  public static var recordReasons: [AssessmentReason] {
    allCases.filter { !batchOnly.contains($0) }
  }

  /// Spellings of earlier releases, still read on input for one release (`bmi help fields`
  /// lists them).
  public static let formerSpellings: [(spelling: String, reason: AssessmentReason)] = [
    ("sex-unknown", .sexMissing), ("born-after-date", .bornAfterMeasurement),
  ]

  /// A reason word as written now or in an earlier release, in any case; `nil` for others.
  public init?(spelling: String) {
    let word = spelling.lowercased()
    if let reason = AssessmentReason(rawValue: word) {
      self = reason
    } else if let former = Self.formerSpellings.first(where: { $0.spelling == word }) {
      self = former.reason
    } else {
      return nil
    }
  }

  /// Why `error` kept a measurement from being classed.
  public init(_ error: AssessmentError) {
    switch error {
    case .ageOutsideReference: self = .under2Years
    case .sexRequired: self = .sexMissing
    case .bornAfterMeasurement: self = .bornAfterMeasurement
    case .measuredInFuture: self = .measuredInFuture
    case .ageOutOfRange: self = .ageOutOfRange
    case .heightTooOld: self = .heightTooOld
    }
  }

  /// For help: what it means.
  public var meaning: String {
    switch self {
    case .under2Years:
      return "under 24 months, in an earlier release's batch rows (now scored by the WHO)"
    case .sexMissing: return "a child (24 months up to 20 years) whose sex is not known"
    case .measurementDateMissing: return "a birth date with an empty measurement date"
    case .bornAfterMeasurement: return "a birth date after the measurement date"
    case .measuredInFuture: return "a measurement date after today"
    case .ageOutOfRange: return "a birth date too long before the measurement for any age"
    case .oedema:
      return "oedema: no weight-based WHO score and no weight class (the WHO counts it as "
        + "severe acute malnutrition)"
    case .heightTooOld:
      return
        "a child's weigh-in with no height logged within \(DatedHeights.childWindowDays) days of it, a baby's within a quarter of its age (bmi log --height)"
    case .weightMissing:
      return "a child a growth reference scores with an empty weight: no BMI and no class, the "
        + "z its height and age give (the WHO's length/height-, head and arm-for-age, the "
        + "CDC's height-for-age); oedema, when reported, is the reason instead"
    case .heightMissing:
      return "a child a growth reference scores with an empty height: no BMI and no class, the "
        + "z its weight and age give (the WHO's weight-, head and arm-for-age, the CDC's "
        + "weight-for-age); oedema, when reported, is the reason instead"
    case .weightAndHeightMissing:
      return "a child the WHO scores with both empty: no BMI and no class, the WHO z its age "
        + "alone gives (head and arm-for-age); oedema, when reported, is the reason instead"
    case .lengthOutsideTable:
      return "a child the WHO scores by weight-for-length/height alone (no age, --reference "
        + "who) whose length or height is outside its table (45–110 cm lying, 65–120 cm "
        + "standing): a BMI and no class"
    }
  }
}
