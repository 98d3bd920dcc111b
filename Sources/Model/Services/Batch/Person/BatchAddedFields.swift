import DataSource

/// The fields batch mode adds to every row, in order: always the BMI, the class, what
/// decided it and the implausible flags; the child fields when rows can have an age; the
/// waist fields when there is a waist column. Fields added later go last.
public struct BatchAddedFields: Sendable, Equatable {
  public static let base = AssessmentField.names(AssessmentField.batchBase)
  /// After `reason` and `assessed_age_months`, the CDC fields under the names and in the
  /// order `bmi calc` reports them (`AssessmentField`, the one declaration of both).
  public static let child = AssessmentField.names(AssessmentField.batchChild)
  public static let waist = AssessmentField.names(AssessmentField.batchWaist)
  public static let iotf = AssessmentField.names(AssessmentField.iotf)
  public static let who = AssessmentField.names(AssessmentField.who)

  public let hasChild: Bool
  public let hasWaist: Bool
  /// `--classes iotf`: the IOTF class and IOTF BMI, after the waist's.
  public let hasIOTF: Bool
  /// The WHO's fields (`AssessmentField.who`, as `bmi calc` names them), last: with
  /// `--reference who`, or a column only the WHO standards read (`PersonColumns.hasWHO`).
  public let hasWHO: Bool

  public init(hasChild: Bool, hasWaist: Bool, hasIOTF: Bool = false, hasWHO: Bool = false) {
    self.hasChild = hasChild
    self.hasWaist = hasWaist
    self.hasIOTF = hasIOTF
    self.hasWHO = hasWHO
  }

  /// The fields of these columns. Rows the WHO scores without an age (weight-for-length)
  /// are children too: they get `reason` (oedema, a length outside the table) with the rest.
  public init(_ columns: PersonColumns, hasIOTF: Bool = false, reference: ReferenceChoice = .cdc) {
    let hasWHO = reference == .who || columns.hasWHO
    self.init(
      hasChild: columns.hasAge || hasWHO, hasWaist: columns.waist != nil, hasIOTF: hasIOTF,
      hasWHO: hasWHO)
  }

  public var names: [String] {
    Self.base + (hasChild ? Self.child : []) + (hasWaist ? Self.waist : [])
      + (hasIOTF ? Self.iotf : []) + (hasWHO ? Self.who : [])
  }

  /// The most bytes `write` adds to a row.
  static let maximumLength = 2_048
  /// The most bytes `write`, `writeIOTF` and `writeWHO` add to a row of these fields.
  var maximumLength: Int { Self.maximumLength + (hasWHO ? 1_024 : 0) }

  /// Writes each field after the row's own: `,value` for CSV (`;value` or a tab with that
  /// delimiter), `,"name":value` for JSON (numbers bare, words quoted, nothing as `null`).
  @inline(__always)
  func write(
    _ outcome: BatchRowOutcome, json: Bool, delimiter: UInt8 = CSVScanner.comma,
    who: CategoryTable.View, asian: CategoryTable.View, to sink: inout ByteSink
  ) {
    var out = FieldSink(json: json, delimiter: delimiter)
    if outcome.hundredths != BatchRowOutcome.noBMI {
      out.number(F.bmi.key, hundredths: outcome.hundredths, &sink)
    } else {
      out.key(F.bmi.key, &sink)
      out.nothing(&sink)
    }
    out.key(F.category.key, &sink)
    switch outcome.kind {
    case .adult:
      let isAsian = outcome.reference == .whoAdultAsian
      out.quote(&sink)
      (isAsian ? asian : who).appendName(ordinal: outcome.adultOrdinal, to: &sink)
      out.quote(&sink)
      out.key(F.reference.key, &sink)
      // Constant words chosen by a comparison: a switch on the reference costs every row.
      out.word(
        isAsian ? AssessmentReference.whoAdultAsian.word : AssessmentReference.whoAdult.word, &sink)
    case .child:
      // No BMI (a measure missing: `BatchRowAssessor.scores(without:)`), no class.
      if outcome.hundredths != BatchRowOutcome.noBMI {
        out.word(outcome.scores.category.word, &sink)
      } else {
        out.nothing(&sink)
      }
      out.key(F.reference.key, &sink)
      out.word(AssessmentReference.cdc2000.word, &sink)
    case .whoChild:
      if let whoClass = outcome.whoClass {
        out.word(whoClass.word, &sink)
      } else {
        out.nothing(&sink)
      }
      out.key(F.reference.key, &sink)
      out.word(outcome.reference.word, &sink)
    case .unassessed:
      out.nothing(&sink)
      out.key(F.reference.key, &sink)
      out.nothing(&sink)
    }
    out.key(F.implausible.key, &sink)
    out.flags(outcome.flags, &sink)
    if hasChild { writeChild(outcome, &out, &sink) }
    if hasWaist {
      out.key(F.waistToHeight.key, &sink)
      if let waist = outcome.waist {
        out.hundredths(waist.ratio.scaled, &sink)
        out.key(F.waistToHeightBand.key, &sink)
        out.text(waist.band.rawValue, &sink)
      } else {
        out.nothing(&sink)
        out.key(F.waistToHeightBand.key, &sink)
        out.nothing(&sink)
      }
    }
  }

  /// With `hasIOTF`, after `write`: the IOTF class and IOTF BMI (rounded as a score: it is
  /// computed, not measured). A call of its own, so rows without them pay nothing.
  @inline(never)
  func writeIOTF(
    _ iotf: IOTFAssessment?, json: Bool, delimiter: UInt8 = CSVScanner.comma,
    to sink: inout ByteSink
  ) {
    var out = FieldSink(json: json, delimiter: delimiter)
    out.key(F.iotfClass.key, &sink)
    guard let iotf else {
      out.nothing(&sink)
      return out.nothing([F.iotfBMI.key], &sink)
    }
    out.text(iotf.iotfClass.rawValue, &sink)
    out.score(F.iotfBMI.key, iotf.adultEquivalentBMI, &sink)
  }

  /// With `hasWHO`, last: a WHO child's fields as `bmi calc` writes them (`WHOScoreFields`):
  /// lengths, BMI and z to 2 decimals (z as the WHO's programs print them), flags 1 or 0,
  /// words; nothing for the fields of an indicator not scored and for rows the WHO did not
  /// score (`who` `nil`). Out of line: the CDC rows never call it.
  @inline(never)
  func writeWHO(
    _ who: UnsafePointer<WHOScores>?, ageMonths: Double, json: Bool,
    delimiter: UInt8 = CSVScanner.comma,
    to sink: inout ByteSink
  ) {
    var out = FieldSink(json: json, delimiter: delimiter)
    guard let who else { return out.nothing(Self.whoFields, &sink) }
    // Read through the pointer, field by field, the classes too: a copy of the scores (200
    // bytes) for each and an array of the six (144) were six `memcpy` calls a row.
    let s = who
    out.measure(F.whoLengthHeightCm.key, s.pointee.lengthHeightCentimetres, &sink)
    out.measure(
      F.whoLengthHeightIn.key, s.pointee.lengthHeightCentimetres / UnitFactors.centimetresPerInch,
      &sink)
    out.measure(F.whoBMI.key, s.pointee.bmi, &sink)
    out.key(F.whoMeasured.key, &sink)
    if let position = s.pointee.position {
      out.word(position.word, &sink)
    } else {
      out.nothing(&sink)
    }
    out.key(F.whoStandingUnder9Months.key, &sink)
    if s.pointee.standard == .childGrowth2006 && !ageMonths.isNaN {
      sink.append(s.pointee.isStandingUnder9Months ? "true" : "false")
    } else {
      out.nothing(&sink)
    }
    out.who(F.whoLengthHeightZ.key, F.whoLengthHeightFlag.key, s.pointee.lengthHeightForAge, &sink)
    out.who(F.whoWeightZ.key, F.whoWeightFlag.key, s.pointee.weightForAge, &sink)
    out.who(
      F.whoWeightForLengthZ.key, F.whoWeightForLengthFlag.key, s.pointee.weightForLength, &sink)
    out.who(F.whoBMIZ.key, F.whoBMIFlag.key, s.pointee.bmiForAge, &sink)
    out.who(F.whoHeadZ.key, F.whoHeadFlag.key, s.pointee.headCircumferenceForAge, &sink)
    out.who(F.whoArmZ.key, F.whoArmFlag.key, s.pointee.armCircumferenceForAge, &sink)
    out.key(F.whoCategoryIndicator.key, &sink)
    if let status = WHOScores.weightStatus(
      weightForLength: s.pointee.weightForLength, table: s.pointee.weightForLengthTable,
      bmiForAge: s.pointee.bmiForAge, standard: s.pointee.standard)
    {
      out.word(status.indicator.word, &sink)
    } else {
      out.nothing(&sink)
    }
    out.key(F.whoStatureClass.key, &sink)
    if let stature = WHOScores.statureClass(s.pointee.lengthHeightForAge) {
      out.word(stature.word, &sink)
    } else {
      out.nothing(&sink)
    }
    out.key(F.whoWeightClass.key, &sink)
    if let weight = WHOScores.weightForAgeClass(s.pointee.weightForAge) {
      out.word(weight.word, &sink)
    } else {
      out.nothing(&sink)
    }
  }

  /// The WHO's fields, for rows the WHO did not score.
  private static let whoFields = AssessmentField.who.map(\.key)

  @inline(__always)
  private func writeChild(
    _ outcome: BatchRowOutcome, _ out: inout FieldSink, _ sink: inout ByteSink
  ) {
    out.key(F.reason.key, &sink)
    // A child's reason is `.under2Years` when it has none (an adult's always is): oedema, or
    // a weight or height missing, is written.
    if outcome.kind == .unassessed || outcome.reason != .under2Years {
      out.text(outcome.reason.rawValue, &sink)
    } else {
      out.nothing(&sink)
    }
    out.number(F.assessedAgeMonths.key, outcome.ageMonths, &sink)
    let s = outcome.scores
    guard outcome.kind == .child else {
      guard outcome.kind == .whoChild else { return out.nothing(Self.childFields, &sink) }
      // The WHO's BMI-for-age as every record names it: its percentile and its z as the
      // WHO prints it (who_bmi_z); the CDC's other fields are none.
      let bmiForAge = outcome.whoBMIForAge
      out.score(F.percentile.key, bmiForAge.percentile, &sink)
      if bmiForAge.isGiven {
        out.number(F.zScore.key, hundredths: bmiForAge.hundredths, &sink)
      } else {
        out.key(F.zScore.key, &sink)
        out.nothing(&sink)
      }
      return out.nothing(Self.childFieldsAfterBMIForAge, &sink)
    }
    let scores: InlineArray<15, Double> = [
      s.bmiPercentile, s.bmiZ, s.percentOfP95, s.bmiP95, s.originalBMIPercentile,
      s.originalBMIZ, s.percentOfMedian, s.bmiP50, s.weightPercentile, s.weightZ,
      s.heightPercentile, s.heightZ, s.modifiedBMIZ, s.modifiedWeightZ, s.modifiedHeightZ,
    ]
    out.scores(Self.childFields, scores, &sink)
    guard outcome.hundredths != BatchRowOutcome.noBMI else {
      // The outcome, not `s`: passing the scores copied them for every row (callgrind).
      return Self.writeFlagsWithoutBMI(outcome, &out, &sink)
    }
    out.flag(F.bivWeight.key, s.implausible.weight, &sink)
    out.flag(F.bivHeight.key, s.implausible.height, &sink)
    out.flag(F.bivBMI.key, s.implausible.bmi, &sink)
    out.bool(F.biv.key, s.implausible.isAny, &sink)
    out.bool(F.extended.key, s.isExtended, &sink)
  }

  /// The flags of a CDC child scored without a weight or a height: none for a measure not
  /// given (its modified z is `nan`), and no extended BMI-for-age without a BMI.
  @inline(never)
  private static func writeFlagsWithoutBMI(
    _ outcome: BatchRowOutcome, _ out: inout FieldSink, _ sink: inout ByteSink
  ) {
    let s = outcome.scores
    for (name, flag, z) in [
      (F.bivWeight.key, s.implausible.weight, s.modifiedWeightZ),
      (F.bivHeight.key, s.implausible.height, s.modifiedHeightZ),
      (F.bivBMI.key, s.implausible.bmi, s.modifiedBMIZ),
    ] {
      if z.isNaN {
        out.key(name, &sink)
        out.nothing(&sink)
      } else {
        out.flag(name, flag, &sink)
      }
    }
    out.bool(F.biv.key, s.implausible.isAny, &sink)
    out.key(F.extended.key, &sink)
    out.nothing(&sink)
  }

  /// The child fields after `assessed_age_months`, for rows without scores.
  private static let childFields = AssessmentField.childScoreKeys
  /// The child fields after `percentile` and `z_score`, which a WHO row fills.
  private static let childFieldsAfterBMIForAge = Array(childFields.dropFirst(2))
}

/// The one declaration of the names written here.
private typealias F = AssessmentField
