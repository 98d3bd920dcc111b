import DataSource

/// The fields batch mode adds to every row, in order: always the BMI, the class, what
/// decided it and the implausible flags; the child fields when rows can have an age; the
/// waist fields when there is a waist column. Fields added later go last.
public struct BatchAddedFields: Sendable, Equatable {
  public static let base = ["bmi", "category", "reference", "implausible"]
  /// After `reason` and `assessed_age_months`, the CDC fields under the names and in the
  /// order `bmi calc` reports them (a test keeps them in step with calc's).
  public static let child = [
    "reason", "assessed_age_months", "percentile", "z_score", "percent_of_p95", "bmi_p95",
    "original_percentile", "original_z_score", "percent_of_median", "bmi_p50",
    "weight_percentile", "weight_z_score", "height_percentile", "height_z_score",
    "modified_bmi_z", "modified_weight_z", "modified_height_z", "biv_weight", "biv_height",
    "biv_bmi", "biv", "extended",
  ]
  public static let waist = ["waist_to_height", "waist_to_height_band"]

  public let hasChild: Bool
  public let hasWaist: Bool

  public init(hasChild: Bool, hasWaist: Bool) {
    self.hasChild = hasChild
    self.hasWaist = hasWaist
  }

  /// The fields of these columns.
  public init(_ columns: PersonColumns) {
    self.init(hasChild: columns.hasAge, hasWaist: columns.waist != nil)
  }

  public var names: [String] {
    Self.base + (hasChild ? Self.child : []) + (hasWaist ? Self.waist : [])
  }

  /// The most bytes `write` adds to a row.
  static let maximumLength = 2_048

  /// Writes each field after the row's own: `,value` for CSV (`;value` or a tab with that
  /// delimiter), `,"name":value` for JSON (numbers bare, words quoted, nothing as `null`).
  @inline(__always)
  func write(
    _ outcome: BatchRowOutcome, json: Bool, delimiter: UInt8 = CSVScanner.comma,
    who: CategoryTable.View, asian: CategoryTable.View, to sink: inout ByteSink
  ) {
    var out = FieldSink(json: json, delimiter: delimiter)
    out.number("bmi", hundredths: outcome.hundredths, &sink)
    out.key("category", &sink)
    switch outcome.kind {
    case .adult:
      let isAsian = outcome.reference == .whoAdultAsian
      out.quote(&sink)
      (isAsian ? asian : who).appendName(ordinal: outcome.adultOrdinal, to: &sink)
      out.quote(&sink)
      out.key("reference", &sink)
      out.word(isAsian ? "who-adult-asian" : "who-adult", &sink)
    case .child:
      out.word(Self.word(outcome.scores.category), &sink)
      out.key("reference", &sink)
      out.word("cdc-2000", &sink)
    case .unassessed:
      out.nothing(&sink)
      out.key("reference", &sink)
      out.nothing(&sink)
    }
    out.key("implausible", &sink)
    out.flags(outcome.flags, &sink)
    if hasChild { writeChild(outcome, &out, &sink) }
    if hasWaist {
      out.key("waist_to_height", &sink)
      if let waist = outcome.waist {
        out.hundredths(waist.ratio.scaled, &sink)
        out.key("waist_to_height_band", &sink)
        out.text(waist.band.rawValue, &sink)
      } else {
        out.nothing(&sink)
        out.key("waist_to_height_band", &sink)
        out.nothing(&sink)
      }
    }
  }

  @inline(__always)
  private func writeChild(
    _ outcome: BatchRowOutcome, _ out: inout FieldSink, _ sink: inout ByteSink
  ) {
    out.key("reason", &sink)
    if outcome.kind == .unassessed {
      out.text(outcome.reason.rawValue, &sink)
    } else {
      out.nothing(&sink)
    }
    out.number("assessed_age_months", outcome.ageMonths, &sink)
    let s = outcome.scores
    guard outcome.kind == .child else { return out.nothing(Self.childFields, &sink) }
    out.score("percentile", s.bmiPercentile, &sink)
    out.score("z_score", s.bmiZ, &sink)
    out.score("percent_of_p95", s.percentOfP95, &sink)
    out.score("bmi_p95", s.bmiP95, &sink)
    out.score("original_percentile", s.originalBMIPercentile, &sink)
    out.score("original_z_score", s.originalBMIZ, &sink)
    out.score("percent_of_median", s.percentOfMedian, &sink)
    out.score("bmi_p50", s.bmiP50, &sink)
    out.score("weight_percentile", s.weightPercentile, &sink)
    out.score("weight_z_score", s.weightZ, &sink)
    out.score("height_percentile", s.heightPercentile, &sink)
    out.score("height_z_score", s.heightZ, &sink)
    out.score("modified_bmi_z", s.modifiedBMIZ, &sink)
    out.score("modified_weight_z", s.modifiedWeightZ, &sink)
    out.score("modified_height_z", s.modifiedHeightZ, &sink)
    out.flag("biv_weight", s.implausible.weight, &sink)
    out.flag("biv_height", s.implausible.height, &sink)
    out.flag("biv_bmi", s.implausible.bmi, &sink)
    out.bool("biv", s.implausible.isAny, &sink)
    out.bool("extended", s.isExtended, &sink)
  }

  /// `category.rawValue` as a literal, which writes with no `String` made.
  @inline(__always)
  static func word(_ category: ChildCategory) -> StaticString {
    switch category {
    case .underweight: return "underweight"
    case .healthy: return "healthy"
    case .overweight: return "overweight"
    case .obesity: return "obesity"
    case .severeObesity: return "severe-obesity"
    }
  }

  /// The child fields after `assessed_age_months`, for rows without scores.
  private static let childFields: [StaticString] = [
    "percentile", "z_score", "percent_of_p95", "bmi_p95", "original_percentile",
    "original_z_score", "percent_of_median", "bmi_p50", "weight_percentile", "weight_z_score",
    "height_percentile", "height_z_score", "modified_bmi_z", "modified_weight_z",
    "modified_height_z", "biv_weight", "biv_height", "biv_bmi", "biv", "extended",
  ]
}
/// Writes one field's separator and value as CSV or JSON.
private struct FieldSink {
  let json: Bool
  let delimiter: UInt8

  @inline(__always)
  mutating func key(_ name: StaticString, _ sink: inout ByteSink) {
    if json {
      sink.append(",\"")
      sink.append(name)
      sink.append("\":")
    } else {
      sink.append(delimiter)
    }
  }

  @inline(__always)
  func quote(_ sink: inout ByteSink) {
    if json { sink.append(UInt8(ascii: "\"")) }
  }

  @inline(__always)
  func nothing(_ sink: inout ByteSink) {
    if json { sink.append("null") }
  }

  /// Each of `names` with nothing: in CSV just their delimiters (every adult row writes
  /// twenty of them).
  @inline(__always)
  mutating func nothing(_ names: [StaticString], _ sink: inout ByteSink) {
    guard json else {
      for _ in names.indices { sink.append(delimiter) }
      return
    }
    for name in names {
      key(name, &sink)
      nothing(&sink)
    }
  }

  @inline(__always)
  func word(_ word: StaticString, _ sink: inout ByteSink) {
    quote(&sink)
    sink.append(word)
    quote(&sink)
  }

  /// A vocabulary word (ASCII, nothing to escape).
  @inline(__always)
  func text(_ text: String, _ sink: inout ByteSink) {
    quote(&sink)
    sink.append(utf8: text)
    quote(&sink)
  }

  @inline(__always)
  func hundredths(_ scaled: Int, _ sink: inout ByteSink) {
    sink.appendHundredths(scaled)
  }

  @inline(__always)
  mutating func number(_ name: StaticString, hundredths: Int, _ sink: inout ByteSink) {
    key(name, &sink)
    sink.appendHundredths(hundredths)
  }

  /// To 2 decimals, half away from zero, as `bmi calc` prints an age; not a finite number
  /// as nothing.
  @inline(__always)
  mutating func number(_ name: StaticString, _ value: Double, _ sink: inout ByteSink) {
    key(name, &sink)
    guard value.isFinite else { return nothing(&sink) }
    sink.appendHundredths(FixedDecimal.hundredths(value))
  }

  /// A CDC score to 2 decimals, rounded as `bmi calc` rounds it (`Rule.exactBinary`).
  @inline(__always)
  mutating func score(_ name: StaticString, _ value: Double, _ sink: inout ByteSink) {
    key(name, &sink)
    guard let hundredths = FixedDecimal.exactHundredths(value) else { return nothing(&sink) }
    sink.appendHundredths(hundredths)
  }

  /// A CDC flag as the CDC codes it: -1, 0 or 1.
  @inline(__always)
  mutating func flag(
    _ name: StaticString, _ flag: BiologicallyImplausibleFlags.Flag, _ sink: inout ByteSink
  ) {
    key(name, &sink)
    switch flag {
    case .low: sink.append("-1")
    case .none: sink.append(UInt8(ascii: "0"))
    case .high: sink.append(UInt8(ascii: "1"))
    }
  }

  @inline(__always)
  mutating func bool(_ name: StaticString, _ value: Bool, _ sink: inout ByteSink) {
    key(name, &sink)
    sink.append(value ? "true" : "false")
  }

  @inline(__always)
  func flags(_ flags: BatchFlags, _ sink: inout ByteSink) {
    guard !flags.isEmpty else { return nothing(&sink) }
    quote(&sink)
    var isFirst = true
    for (flag, word) in BatchFlags.words where flags.contains(flag) {
      if !isFirst { sink.append(UInt8(ascii: ";")) }
      sink.append(word)
      isFirst = false
    }
    quote(&sink)
  }
}
