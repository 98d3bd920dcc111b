import DataSource

/// Writes one field's separator and value as CSV or JSON.
struct FieldSink {
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
    guard json else { return sink.append(repeating: delimiter, count: names.count) }
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

  /// `score` for each of `values` under the first of `names`, in one loop: a child row
  /// writes fifteen, and fifteen inlined copies cost more than the loop (callgrind).
  @inline(__always)
  mutating func scores(
    _ names: [StaticString], _ values: InlineArray<15, Double>, _ sink: inout ByteSink
  ) {
    let values = values.span
    guard json else {
      for index in values.indices {
        sink.append(delimiter)
        guard let hundredths = FixedDecimal.exactHundredths(values[index]) else { continue }
        sink.appendHundredths(hundredths)
      }
      return
    }
    for index in values.indices { score(names[index], values[index], &sink) }
  }

  /// A WHO z as the WHO's programs print it (R's rounding) and its flag, 1 or 0, under `z`
  /// and `flag`; nothing for both when the indicator is not scored. CSV is written here and
  /// JSON out of line, so that a WHO row's six calls stay small (the inliner leaves them
  /// calls: with both formats each was 90 instructions, callgrind).
  @inline(__always)
  mutating func who(
    _ z: StaticString, _ flag: StaticString, _ score: WHOScore, _ sink: inout ByteSink
  ) {
    guard json else {
      sink.append(delimiter)
      guard score.isGiven else { return sink.append(delimiter) }
      sink.appendHundredths(score.hundredths)
      sink.append(delimiter)
      return sink.append(UInt8(ascii: score.isFlagged ? "1" : "0"))
    }
    whoJSON(z, flag, score, &sink)
  }

  @inline(never)
  private mutating func whoJSON(
    _ z: StaticString, _ flag: StaticString, _ score: WHOScore, _ sink: inout ByteSink
  ) {
    key(z, &sink)
    guard score.isGiven else {
      nothing(&sink)
      key(flag, &sink)
      return nothing(&sink)
    }
    sink.appendHundredths(score.hundredths)
    key(flag, &sink)
    sink.append(UInt8(ascii: score.isFlagged ? "1" : "0"))
  }

  /// `number(_:_:_:)`, with the same split as `who`: a WHO row writes three.
  @inline(__always)
  mutating func measure(_ name: StaticString, _ value: Double, _ sink: inout ByteSink) {
    guard json else {
      sink.append(delimiter)
      guard value.isFinite else { return }
      return sink.appendHundredths(FixedDecimal.hundredths(value))
    }
    measureJSON(name, value, &sink)
  }

  @inline(never)
  private mutating func measureJSON(
    _ name: StaticString, _ value: Double, _ sink: inout ByteSink
  ) {
    number(name, value, &sink)
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
    // Several flags are joined by `;`: in a `;`-separated file the cell is quoted, as any
    // cell holding the delimiter is.
    let quoted =
      json || (delimiter == UInt8(ascii: ";") && flags.rawValue & (flags.rawValue - 1) != 0)
    if quoted { sink.append(UInt8(ascii: "\"")) }
    var isFirst = true
    for (flag, word) in BatchFlags.words where flags.contains(flag) {
      if !isFirst { sink.append(UInt8(ascii: ";")) }
      sink.append(word)
      isFirst = false
    }
    if quoted { sink.append(UInt8(ascii: "\"")) }
  }
}
