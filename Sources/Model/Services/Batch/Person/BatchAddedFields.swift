import DataSource

/// The fields batch mode adds to every row, in order: always the BMI, the class, what
/// decided it and the implausible flags; the child fields when rows can have an age; the
/// waist fields when there is a waist column. Fields added later go last.
public struct BatchAddedFields: Sendable, Equatable {
  public static let base = ["bmi", "category", "reference", "implausible"]
  public static let child = [
    "reason", "assessed_age_months", "bmi_z", "bmi_percentile", "original_bmi_z",
    "original_bmi_percentile", "percent_of_p95", "percent_of_median", "bmi_p50", "bmi_p95",
    "weight_z", "weight_percentile", "height_z", "height_percentile", "modified_bmi_z",
    "modified_weight_z", "modified_height_z",
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

  /// Writes each field after the row's own: `,value` for CSV, `,"name":value` for JSON
  /// (numbers bare, words quoted, nothing as `null`).
  @inline(__always)
  func write(
    _ outcome: BatchRowOutcome, json: Bool, who: CategoryTable.View, asian: CategoryTable.View,
    to sink: inout ByteSink
  ) {
    var out = FieldSink(json: json)
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
      out.text(outcome.scores?.category.rawValue ?? "", &sink)
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
    guard let s = outcome.scores else {
      for name in Self.childNumbers { out.number(name, .nan, &sink) }
      return
    }
    out.number("bmi_z", s.bmiZ, &sink)
    out.number("bmi_percentile", s.bmiPercentile, &sink)
    out.number("original_bmi_z", s.originalBMIZ, &sink)
    out.number("original_bmi_percentile", s.originalBMIPercentile, &sink)
    out.number("percent_of_p95", s.percentOfP95, &sink)
    out.number("percent_of_median", s.percentOfMedian, &sink)
    out.number("bmi_p50", s.bmiP50, &sink)
    out.number("bmi_p95", s.bmiP95, &sink)
    out.number("weight_z", s.weightZ, &sink)
    out.number("weight_percentile", s.weightPercentile, &sink)
    out.number("height_z", s.heightZ, &sink)
    out.number("height_percentile", s.heightPercentile, &sink)
    out.number("modified_bmi_z", s.modifiedBMIZ, &sink)
    out.number("modified_weight_z", s.modifiedWeightZ, &sink)
    out.number("modified_height_z", s.modifiedHeightZ, &sink)
  }

  /// The child fields after `assessed_age_months`, for rows without scores.
  private static let childNumbers: [StaticString] = [
    "bmi_z", "bmi_percentile", "original_bmi_z", "original_bmi_percentile", "percent_of_p95",
    "percent_of_median", "bmi_p50", "bmi_p95", "weight_z", "weight_percentile", "height_z",
    "height_percentile", "modified_bmi_z", "modified_weight_z", "modified_height_z",
  ]
}

/// Writes one field's separator and value as CSV or JSON.
private struct FieldSink {
  let json: Bool

  @inline(__always)
  mutating func key(_ name: StaticString, _ sink: inout ByteSink) {
    if json {
      sink.append(",\"")
      sink.append(name)
      sink.append("\":")
    } else {
      sink.append(UInt8(ascii: ","))
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

  /// To 2 decimals, half away from zero; not a finite number as nothing.
  @inline(__always)
  mutating func number(_ name: StaticString, _ value: Double, _ sink: inout ByteSink) {
    key(name, &sink)
    guard value.isFinite else { return nothing(&sink) }
    sink.appendHundredths(BatchNumber.hundredths(value))
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
