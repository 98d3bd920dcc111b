/// Numbers as bytes, in `JSONText.number`'s form (`Double.description`, the shortest text
/// that reads back as the value), without making a `String`.
extension JSONText {
  /// The most bytes `appendNumber` writes for one number (`-2.2250738585072014e-308`), and
  /// the room it needs beyond them while writing (`DecimalText.write` stores whole words).
  public static let maximumNumberLength = 24
  public static let numberScratch = DecimalText.maximumLength + 16

  /// Appends `value` exactly as `number(value)` writes it. A value from 1 to below 10^9 with
  /// at most 15 significant digits (every measure bmi stores, to the gram or finer) is
  /// written by the one digit writer: the fewest decimals that read back as `value` are its
  /// shortest text, since no two such decimals round to one double. Any other value takes
  /// `Double.description`.
  public static func appendNumber(_ value: Double, to sink: inout ByteSink) {
    assert(sink.remaining >= maximumNumberLength + numberScratch, "ByteSink overflow")
    if value >= 1, value < 1e9 {
      var integerDigits = 1
      var bound = 10.0
      while value >= bound {
        integerDigits += 1
        bound *= 10
      }
      // A decimal of fewer places that reads back as `value` also does with trailing zeros:
      // when even the most places fail, none will (a fifth of the weights bmi reads back
      // have 16 or 17 digits), and the loop is skipped.
      var most = 1.0
      for _ in 0..<(15 - integerDigits) { most *= 10 }
      guard Double(Int64(value * most + 0.5)) / most == value else {
        return appendLong(value, integerDigits: integerDigits, to: &sink)
      }
      var scale = 1.0
      for places in 0...(15 - integerDigits) {
        // Below 10^15: the conversion rounds half up with no library call; a value exactly
        // halfway has no decimal at these places, and fails the check either way.
        let scaled = Double(Int64(value * scale + 0.5))
        // Both are exact doubles (below 2^53, a power of ten up to 10^15) and IEEE division
        // rounds once: equal means the decimal reads back as `value`, as `Double(String)`
        // would read it.
        if scaled / scale == value {
          // A whole number keeps one decimal (`175.0`), as `description` writes it.
          let digits = places == 0 ? Int(scaled) * 10 : Int(scaled)
          sink.count += DecimalText.write(
            digits, places: max(places, 1), to: sink.base + sink.count)
          return
        }
        scale *= 10
      }
    }
    sink.append(utf8: number(value))
  }

  /// A value from 1 to below 10^9 that no decimal of 15 significant digits reads back as:
  /// its shortest text has 16 or 17, and of those `description` writes the one nearest the
  /// value, which is the value rounded to that many places (`DecimalText.nearestScaled`,
  /// exact). A pound converted to kilograms is one of these, and `description` made a
  /// `String` for each. A tie, a power of two (whose neighbours are not evenly spaced) or a
  /// result with a trailing zero (a shorter text would do) is left to `description`.
  private static func appendLong(_ value: Double, integerDigits: Int, to sink: inout ByteSink) {
    for digits in 16...17 {
      let places = digits - integerDigits
      guard let scaled = DecimalText.nearestScaled(value, places: places),
        scaled % 10 != 0, DecimalText.value(scaled, fractionDigits: places) == value
      else { continue }
      sink.count += DecimalText.write(Int(scaled), places: places, to: sink.base + sink.count)
      return
    }
    sink.append(utf8: number(value))
  }
}
