import DataSource

/// Assesses one batch row through the one assessor's core (`Assessor.core`), as `bmi calc`
/// assesses one person, and adds what only a row writes: its BMI in hundredths, the adult
/// class looked up in the category table, the implausible flags and the waist.
struct BatchRowAssessor: Sendable {
  let assessor: Assessor
  let waist: WaistToHeightCalculator
  /// `--classes iotf`: a child row also gets the IOTF class and IOTF BMI.
  let addsIOTF: Bool
  /// `--reference`: which children the WHO scores.
  let reference: ReferenceChoice

  init(addsIOTF: Bool = false, reference: ReferenceChoice = .cdc) {
    self.assessor = Assessor()
    self.waist = WaistToHeightCalculator()
    self.addsIOTF = addsIOTF
    self.reference = reference
  }

  /// An adult row's class is left to the caller (`BatchMeasurer.classAdult`), which has the
  /// tables: a closure for it here stopped `assess` being inlined into the row loop once the
  /// core grew the WHO's case, and each row then copied the measurer into the closure's
  /// context (callgrind: 3,480 instructions a row of the mixed file instead of 3,1xx).
  @inline(__always)
  func assess(
    weightKilograms: Double, heightCentimetres: Double, hundredths: Int, person: BatchPerson
  ) -> BatchRowOutcome {
    let core = self.core(
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, person: person)
    var outcome: BatchRowOutcome
    switch core.kind {
    case .adult:
      outcome = Self.adult(hundredths: hundredths, population: person.population)
    case .child:
      outcome = BatchRowOutcome(hundredths: hundredths, kind: .child)
      outcome.reference = .cdc2000
      outcome.flags = BatchFlags(core.scores.implausible)
      outcome.scores = core.scores
    case .whoChild:
      // Scored apart, by `who`, so that the CDC rows' code stays as it was.
      outcome = BatchRowOutcome(hundredths: hundredths, kind: .whoChild)
      Self.whoChild(&outcome, hundredths: hundredths, core: core)
    case .unassessed:
      outcome = .unassessed(hundredths, core.reason)
    }
    outcome.ageMonths = core.ageMonths
    addWaist(&outcome, heightCentimetres: heightCentimetres, person: person)
    return outcome
  }

  /// `assess(…)` written over `outcome` in place for a `.whoChild` row (the rows of a
  /// `--reference who` run of children), and assigned for the others: a fresh outcome is
  /// 225 bytes copied a row (callgrind). The same core and the same rules as `assess`.
  @inline(__always)
  func assess(
    _ outcome: inout BatchRowOutcome, weightKilograms: Double, heightCentimetres: Double,
    hundredths: Int, person: BatchPerson
  ) {
    let core = self.core(
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, person: person)
    guard core.kind == .whoChild else {
      outcome = assess(
        weightKilograms: weightKilograms, heightCentimetres: heightCentimetres,
        hundredths: hundredths, person: person)
      return
    }
    Self.whoChild(&outcome, hundredths: hundredths, core: core)
    outcome.ageMonths = core.ageMonths
    addWaist(&outcome, heightCentimetres: heightCentimetres, person: person)
  }

  /// The one assessor's decision for a row (`Assessor.core`, as `bmi calc` decides).
  @inline(__always)
  private func core(weightKilograms: Double, heightCentimetres: Double, person: BatchPerson)
    -> AssessmentCore
  {
    assessor.core(
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, sex: person.sex,
      ageMonths: person.ageMonths, isAdult: person.isAdult, population: person.population,
      ageProblem: person.isMeasuredInFuture
        ? .measuredInFuture : person.lacksMeasurementDate ? .measurementDateMissing : nil,
      reference: reference)
  }

  @inline(__always)
  private func addWaist(
    _ outcome: inout BatchRowOutcome, heightCentimetres: Double, person: BatchPerson
  ) {
    if let centimetres = person.waistCentimetres {
      outcome.waist = waist.assess(
        waistCentimetres: centimetres, heightCentimetres: heightCentimetres)
    }
  }

  /// A `.whoChild` row before its scores (the one rule for such a row, fresh or in place):
  /// every field a fresh outcome has but the child scores, which only a `.child` row's
  /// writer reads, and the age and waist, which `assess` sets for every kind.
  @inline(__always)
  static func whoChild(_ outcome: inout BatchRowOutcome, hundredths: Int, core: AssessmentCore) {
    outcome.hundredths = hundredths
    outcome.kind = .whoChild
    outcome.reference = core.reference
    outcome.adultOrdinal = 0
    outcome.reason = .under2Years
    outcome.whoClass = nil
    outcome.flags = []
    outcome.waist = nil
    outcome.whoBMIForAge = .none
  }

  /// A `.whoChild` row's WHO scores (`Assessor.whoScores`, as `bmi calc` scores the same
  /// child) written over `scores`, its weight-status class and its reference; oedema or a
  /// length outside the table without an age is its reason (`WHOScores.classlessReason`). False, and `scores` left alone, without a sex (the core gives `.whoChild` only
  /// with one). Out of line: the CDC rows never call it.
  @inline(never)
  func who(
    _ outcome: inout BatchRowOutcome, into scores: inout WHOScores, weightKilograms: Double,
    heightCentimetres: Double, sex: Sex?, measurement: WHOMeasurement
  ) -> Bool {
    guard let sex else { return false }
    assessor.whoScores(
      &scores, weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, sex: sex,
      measurement: measurement)
    outcome.whoClass =
      WHOScores.weightStatus(
        weightForLength: scores.weightForLength, table: scores.weightForLengthTable,
        bmiForAge: scores.bmiForAge, standard: scores.standard)?.whoClass
    outcome.reference = scores.standard == .reference2007 ? .who2007 : .who2006
    outcome.whoBMIForAge = scores.bmiForAge
    if let reason = scores.classlessReason { outcome.reason = reason }
    return true
  }

  /// A row read with `measure` missing (`nan`), after `assess` and, for a `.whoChild`, `who`
  /// (`isWHOScored`): a child a growth reference scored at an age (as
  /// `Assessor.scoresWithout` decides for calc) gets no BMI (`BatchRowOutcome.noBMI`), no
  /// waist-to-height without a height, and `measure`'s reason unless oedema is its reason;
  /// its scores are those the measures present give (the WHO's scorer skips an indicator
  /// whose measure is `nan`; the CDC's scores come out `nan`, written empty). False for any
  /// other row (an adult, no age, no sex), which the caller refuses as before. Out of line:
  /// complete rows never call it.
  @inline(never)
  func scores(
    without measure: MissingMeasure, _ outcome: inout BatchRowOutcome, isWHOScored: Bool
  ) -> Bool {
    let isScored = outcome.kind == .child || (outcome.kind == .whoChild && isWHOScored)
    guard isScored, !outcome.ageMonths.isNaN, measure != .both || outcome.kind == .whoChild
    else { return false }
    outcome.hundredths = BatchRowOutcome.noBMI
    if outcome.reason != .oedema { outcome.reason = measure.reason }
    if measure != .weight { outcome.waist = nil }
    return true
  }

  /// A child row's IOTF class and IOTF BMI (`--classes iotf`), `nil` for the others. Apart
  /// from `assess`, out of line and not in `BatchRowOutcome`: inside them it cost every row
  /// of the mixed CDC file, which never asks for it (callgrind: the closure of `assess`
  /// stopped being inlined and copied the measurer each row, 16% more instructions).
  @inline(never)
  func iotf(
    for outcome: BatchRowOutcome, weightKilograms: Double, heightCentimetres: Double, sex: Sex?
  ) -> IOTFAssessment? {
    guard outcome.hundredths != BatchRowOutcome.noBMI,
      outcome.kind == .child || (outcome.kind == .whoChild && !outcome.ageMonths.isNaN)
    else { return nil }
    return assessor.iotf(
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres, sex: sex,
      ageMonths: outcome.ageMonths)
  }

  /// An adult's reference, and the flag when the BMI is outside `PlausibleBMI.adult`; the
  /// class is `BatchMeasurer.classAdult`'s.
  @inline(__always)
  static func adult(hundredths: Int, population: Population?) -> BatchRowOutcome {
    var outcome = BatchRowOutcome(hundredths: hundredths, kind: .adult)
    adult(&outcome, hundredths: hundredths)
    if population == .asian { outcome.reference = .whoAdultAsian }
    return outcome
  }

  /// An adult without a population, written into a row's `outcome` in place (the one adult
  /// rule: `adult(hundredths:population:)` starts from it): every field set as a fresh
  /// outcome has it but the child scores, which only a `.child` row's writer reads (177
  /// bytes, not copied for an adult).
  @inline(__always)
  static func adult(_ outcome: inout BatchRowOutcome, hundredths: Int) {
    outcome.hundredths = hundredths
    outcome.kind = .adult
    outcome.reference = .whoAdult
    outcome.adultOrdinal = 0
    outcome.reason = .under2Years
    outcome.whoClass = nil
    outcome.ageMonths = .nan
    outcome.flags = flags(hundredths: hundredths)
    outcome.waist = nil
  }

  /// `PlausibleBMI.adult` in hundredths, compared with the BMI as printed.
  static let plausibleHundredths =
    Int(
      (PlausibleBMI.adult.lowerBound * 100).rounded())...Int(
      (PlausibleBMI.adult.upperBound * 100).rounded())

  @inline(__always)
  static func flags(hundredths: Int) -> BatchFlags {
    if hundredths < plausibleHundredths.lowerBound { return .bmiLow }
    if hundredths > plausibleHundredths.upperBound { return .bmiHigh }
    return []
  }
}
