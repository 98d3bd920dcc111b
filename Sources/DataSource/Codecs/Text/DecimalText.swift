/// Plain decimal numbers read from and written to bytes, exactly as `Double(String)` reads
/// them and `FixedDecimal.description` writes them (through `write`, the one digit writer),
/// without making a `String`.
public enum DecimalText {
  /// The value of digits with at most one point (`72.5`, `180`, `.5`, `70.`); `nil` for
  /// anything else, or for more than 15 digits.
  ///
  /// With at most 15 digits the digits form an integer below 2^53 and the power of ten is
  /// at most 10^15, both exact doubles; IEEE division rounds their quotient once, correctly,
  /// so the result is the double nearest the decimal, which is what `Double(String)` returns.
  @inlinable @inline(__always)
  public static func exactValue(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>) -> Double? {
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var seenPoint = false
    var index = range.lowerBound
    while index < range.upperBound {
      let byte = bytes[index]
      let digit = byte &- UInt8(ascii: "0")
      if digit < 10 {
        mantissa = mantissa &* 10 &+ UInt64(digit)
        digits += 1
        if seenPoint { fractionDigits += 1 }
      } else if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else {
        return nil
      }
      index += 1
    }
    guard digits > 0, digits <= 15 else { return nil }
    var divisor = 1.0
    for _ in 0..<fractionDigits { divisor *= 10 }
    return Double(mantissa) / divisor
  }

  /// `exactValue` for 16 to 19 digits, the digits of a double `description` writes: the double
  /// nearest the decimal, as `Double(String)` reads it, or `nil` when this cannot tell (a
  /// value below 1 or from 2^53, a power of two, a decimal halfway between two doubles, other
  /// bytes). Without it such a number cost a `String` and `strtod`, a fifth of the weights
  /// of a store.
  ///
  /// A candidate from two roundings is at most an ulp or two off; each is checked exactly:
  /// the decimal M / 10^k is nearest to the double m · 2^e exactly when
  /// |M · 2^(1-e) - 2m · 10^k| < 10^k, integers below 2^118 for these values.
  public static func nearestValue(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>) -> Double? {
    var mantissa: UInt64 = 0
    var digits = 0
    var fractionDigits = 0
    var seenPoint = false
    for index in range {
      let digit = bytes[index] &- UInt8(ascii: "0")
      if digit < 10 {
        guard digits < 19 else { return nil }
        mantissa = mantissa &* 10 &+ UInt64(digit)
        digits += 1
        if seenPoint { fractionDigits += 1 }
      } else if bytes[index] == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else {
        return nil
      }
    }
    guard digits > 15 else { return nil }
    return value(mantissa, fractionDigits: fractionDigits)
  }

  /// The double nearest `mantissa` / 10^`fractionDigits` (the digits of a plain decimal, up
  /// to 19 of them), as `Double(String)` reads it, or `nil` when this cannot tell: the one
  /// conversion behind `exactValue`'s reasoning (up to 15 digits, exact) and `nearestValue`'s,
  /// for readers that have counted the digits already.
  @inline(__always)
  public static func value(_ mantissa: UInt64, fractionDigits: Int) -> Double? {
    guard fractionDigits <= 19 else { return nil }
    var power: UInt64 = 1
    for _ in 0..<fractionDigits { power &*= 10 }
    if mantissa < 1_000_000_000_000_000 {
      // Up to 15 digits: both exact doubles, one correctly rounded division.
      return Double(mantissa) / Double(power)
    }
    var candidate = Double(mantissa) / Double(power)
    for _ in 0..<3 {
      guard candidate >= 1, candidate < 0x1p53 else { return nil }
      let significand = UInt128(candidate.significandBitPattern | 1 << 52)
      guard significand != 1 << 52 else { return nil }
      let scaled = UInt128(mantissa) << (53 - Int(candidate.exponent))
      let double = 2 * significand * UInt128(power)
      let distance = scaled > double ? scaled - double : double - scaled
      if distance < UInt128(power) { return candidate }
      if distance == UInt128(power) { return nil }
      candidate = scaled > double ? candidate.nextUp : candidate.nextDown
    }
    return nil
  }

  /// `value` rounded to `places` decimals, as the integer `value` · 10^`places`, exactly
  /// (integer arithmetic on the double's own bits), for a value from 1 to below 2^53 and up
  /// to 18 places; `nil` outside that, or when the value lies exactly halfway.
  ///
  /// With significand m and exponent e, `value` · 10^p = m · 10^p / 2^(52-e): below 2^113,
  /// so the quotient and remainder are exact in 128 bits.
  public static func nearestScaled(_ value: Double, places: Int) -> UInt64? {
    guard value >= 1, value < 0x1p53, (0...18).contains(places) else { return nil }
    var power: UInt128 = 1
    for _ in 0..<places { power &*= 10 }
    let product = UInt128(value.significandBitPattern | 1 << 52) * power
    let shift = 52 - Int(value.exponent)
    let whole = product >> shift
    guard shift > 0 else { return UInt64(exactly: whole) }
    let remainder = product - whole << shift
    let half = UInt128(1) << (shift - 1)
    guard remainder != half else { return nil }
    return UInt64(exactly: remainder > half ? whole + 1 : whole)
  }

  /// The most bytes `write` writes besides the places: a sign, 20 digits, a point, and the
  /// 8 bytes the short hundredths store writes at once.
  public static let maximumLength = 30

  /// The one digit writer: `scaled` units of the `places`-th decimal as at least one integer
  /// digit, a point and `places` decimals (no point for 0 places), a minus sign when
  /// negative. Returns the bytes that count; may store up to `places + maximumLength` bytes.
  /// Hundredths, what nearly everything prints, take `writeHundredths`.
  @inlinable @inline(__always)
  public static func write(_ scaled: Int, places: Int, to out: UnsafeMutablePointer<UInt8>)
    -> Int
  {
    if places == 2 { return writeHundredths(scaled, to: out) }
    var magnitude = scaled.magnitude
    var digits = 1
    var probe = magnitude / 10
    while probe > 0 {
      digits += 1
      probe /= 10
    }
    digits = max(digits, places + 1)
    let sign = scaled < 0 ? 1 : 0
    out[0] = UInt8(ascii: "-")
    let count = sign + digits + (places > 0 ? 1 : 0)
    var index = count - 1
    var written = 0
    while index >= sign {
      if written == places, places > 0 {
        out[index] = UInt8(ascii: ".")
        index -= 1
      }
      out[index] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
      magnitude /= 10
      written += 1
      index -= 1
    }
    return count
  }

  /// The most bytes `writeHundredths` writes: a sign, 19 digits, a point.
  public static let maximumHundredthsLength = 22

  /// `write(scaled, places: 2, to:)`'s fast path, also called directly by batch rows:
  /// at least one integer digit, a point, two decimals. Returns the bytes written (≤ 22).
  /// Digits go straight to their place from the right: no scratch buffer, no closure.
  @inlinable @inline(__always)
  public static func writeHundredths(_ scaled: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var magnitude = scaled.magnitude
    let sign = scaled < 0 ? 1 : 0
    // A minus sign is written either way and covered by the digits when there is none:
    // whether a score is negative is random, so a branch on it would often be mispredicted.
    out[0] = UInt8(ascii: "-")
    if magnitude < 100_000 {
      return sign + writeShortHundredths(Int(magnitude), to: out + sign)
    }
    var digits = 3
    var probe = magnitude / 1000
    while probe > 0 {
      digits += 1
      probe /= 10
    }
    var index = sign + digits
    out[index] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
    magnitude /= 10
    out[index - 1] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
    magnitude /= 10
    out[index - 2] = UInt8(ascii: ".")
    index -= 3
    while index >= sign {
      out[index] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
      magnitude /= 10
      index -= 1
    }
    return sign + digits + 1
  }

  /// Below 1000.00 (most numbers a batch row prints): one to three integer digits, a point
  /// and two decimals, built in one 64-bit word (pairs of digits read from a table) and
  /// stored at once, the leading zeros shifted out, so that the digit count costs no branch.
  /// Writes 8 bytes; returns the 4 to 6 that count.
  @inlinable @inline(__always)
  static func writeShortHundredths(_ magnitude: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
    let whole = magnitude / 100
    let fraction = magnitude - whole * 100
    let hundreds = whole / 100
    let tensAndOnes = whole - hundreds * 100
    // Byte i of the word is the i-th character of "ddd.dd".
    let word =
      UInt64(truncatingIfNeeded: hundreds) | 0x30
      | UInt64(digitPair(tensAndOnes)) << 8
      | 0x2E << 24
      | UInt64(digitPair(fraction)) << 32
    let integerDigits = 1 + (whole >= 10 ? 1 : 0) + (whole >= 100 ? 1 : 0)
    let shifted = word >> UInt64(8 * (3 - integerDigits))
    UnsafeMutableRawPointer(out).storeBytes(of: shifted.littleEndian, as: UInt64.self)
    return integerDigits + 3
  }

  /// The two ASCII digits of `value` (0 to 99) as one little-endian word, read from a table:
  /// the number writers store them at once rather than divide twice per pair.
  @inlinable @inline(__always)
  public static func digitPair(_ value: Int) -> UInt16 {
    let pairs: StaticString = """
      0001020304050607080910111213141516171819202122232425262728293031323334353637383940414243\
      4445464748495051525354555657585960616263646566676869707172737475767778798081828384858687\
      888990919293949596979899
      """
    return UnsafeRawPointer(pairs.utf8Start).loadUnaligned(
      fromByteOffset: 2 * value, as: UInt16.self)
  }
}
