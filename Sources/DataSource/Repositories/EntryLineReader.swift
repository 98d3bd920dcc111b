#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The store's hot path: one log entry in exactly the layout `StoreDocumentEncoder` writes
/// (`{"date": "2020-01-01", "weight_kg": 70.5}`, the measures in the encoder's order, no note),
/// read straight from the bytes. The general path (`JSONReader` and `ProfileDecoder`) cost
/// about 3,000 instructions an entry, most of `bmi log` on a ten-year store.
///
/// Anything else (a note, another order or spacing, escapes, an exponent, a leading zero, a
/// value the gate refuses, a day that does not exist) is `nil`, and `ProfileDecoder` reads the
/// entry again by the general path, which also words any error. Every check is the general
/// path's own: `LocalDate(isoBytes:)`, `StoreDocumentRules.dates`, `Measure.accepts` and the
/// number conversion of `JSONReader.readNumber` (`DecimalText.value`). `EntryLineReaderTests`
/// runs both paths on fuzzed and hostile entries: this one never accepts what the other
/// refuses, and reads what it accepts to the same entry, ending at the same byte.
///
/// It also says whether the entry's bytes are exactly what the encoder writes for the entry
/// it read (`canonical`: every number in `JSONText.appendNumber`'s form), so that a change
/// can copy such lines instead of writing them again (`EntryLines`).
enum EntryLineReader {
  /// The entry starting at `start` (its `{`), the offset just past its `}`, and whether the
  /// bytes in between are the encoder's own text for the entry.
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (
    entry: WeightEntry, end: Int, canonical: Bool
  )? {
    guard let base = bytes.baseAddress else { return nil }
    let count = bytes.count
    var index = start
    func match(_ literal: StaticString) -> Bool {
      let length = literal.utf8CodeUnitCount
      guard count - index >= length, memcmp(base + index, literal.utf8Start, length) == 0 else {
        return false
      }
      index += length
      return true
    }
    guard match(#"{"date": ""#), count - index > 10, base[index + 10] == UInt8(ascii: "\""),
      let date = LocalDate(isoBytes: UnsafeBufferPointer(start: base + index, count: 10)),
      StoreDocumentRules.dates.contains(date)
    else { return nil }
    index += 11
    // The measures in the encoder's order, each through its gate; a bad one stops the read.
    var refused = false
    var canonical = true
    func measure(_ name: StaticString, _ kind: Measure.Kind) -> Double? {
      guard !refused, index < count, base[index] == UInt8(ascii: ","), match(name) else {
        return nil
      }
      guard let value = number(base, count, &index, canonical: &canonical),
        Measure.accepts(value, as: kind)
      else {
        refused = true
        return nil
      }
      return value
    }
    let entry = WeightEntry(
      date: date, kilograms: measure(#", "weight_kg": "#, .weight),
      waistCentimetres: measure(#", "waist_cm": "#, .waist),
      heightCentimetres: measure(#", "height_cm": "#, .height),
      headCentimetres: measure(#", "head_cm": "#, .head),
      armCentimetres: measure(#", "arm_cm": "#, .arm))
    guard !refused, entry.hasMeasure, index < count, base[index] == UInt8(ascii: "}") else {
      return nil
    }
    return (entry, index + 1, canonical)
  }

  /// A number in the encoder's form: no sign, a first digit 1-9, optionally a point and more
  /// digits, then `,` or `}`. Anything else (an exponent, a leading zero: only a preterm
  /// newborn's weight is below 1, more than 19 digits) is left to the general path. The digits
  /// are counted as they are checked and go to `DecimalText.value`, `readNumber`'s conversion.
  ///
  /// `canonical` is cleared unless the text is `appendNumber`'s for the value: up to 15
  /// digits, below 10^9, with a point and no trailing zero (but `.0` for a whole number), is
  /// the shortest text that reads back as the value (no two such decimals round to one
  /// double) and so `appendNumber`'s; a longer one is compared with what it writes.
  private static func number(
    _ base: UnsafePointer<UInt8>, _ count: Int, _ index: inout Int, canonical: inout Bool
  ) -> Double? {
    var cursor = index
    guard cursor < count, base[cursor] &- UInt8(ascii: "1") < 9 else { return nil }
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    while cursor < count, case let digit = base[cursor] &- UInt8(ascii: "0"), digit < 10 {
      mantissa = mantissa &* 10 &+ UInt64(digit)
      digits += 1
      cursor += 1
    }
    if cursor < count, base[cursor] == UInt8(ascii: ".") {
      cursor += 1
      while cursor < count, case let digit = base[cursor] &- UInt8(ascii: "0"), digit < 10 {
        mantissa = mantissa &* 10 &+ UInt64(digit)
        fractionDigits += 1
        cursor += 1
      }
      guard fractionDigits > 0 else { return nil }
    }
    guard digits + fractionDigits <= 19, cursor < count,
      base[cursor] == UInt8(ascii: ",") || base[cursor] == UInt8(ascii: "}"),
      let value = DecimalText.value(mantissa, fractionDigits: fractionDigits)
    else { return nil }
    if canonical {
      canonical = isCanonical(
        base + index, cursor - index, value: value, integerDigits: digits,
        fractionDigits: fractionDigits, lastDigit: base[cursor - 1])
    }
    index = cursor
    return value
  }

  /// Whether `length` bytes at `text`, read as `value`, are what `appendNumber` writes for it.
  private static func isCanonical(
    _ text: UnsafePointer<UInt8>, _ length: Int, value: Double, integerDigits: Int,
    fractionDigits: Int, lastDigit: UInt8
  ) -> Bool {
    guard fractionDigits > 0, integerDigits <= 9 else { return false }
    if integerDigits + fractionDigits <= 15 {
      return lastDigit != UInt8(ascii: "0") || fractionDigits == 1
    }
    let room = JSONText.maximumNumberLength + JSONText.numberScratch
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: room) { buffer in
      var sink = ByteSink(base: buffer.baseAddress!, count: 0, capacity: room)
      JSONText.appendNumber(value, to: &sink)
      return sink.count == length && memcmp(sink.base, text, length) == 0
    }
  }
}
