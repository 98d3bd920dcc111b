/// Plain decimal numbers read from and written to bytes, exactly as `Double(String)` reads
/// them and `FixedDecimal.description` writes them, without making a `String`.
public enum DecimalText {
  /// The value of digits with at most one point (`72.5`, `180`, `.5`, `70.`); `nil` for
  /// anything else, or for more than 15 digits.
  ///
  /// With at most 15 digits the digits form an integer below 2^53 and the power of ten is
  /// at most 10^15, both exact doubles; IEEE division rounds their quotient once, correctly,
  /// so the result is the double nearest the decimal, which is what `Double(String)` returns.
  @inline(__always)
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

  /// The most bytes `writeHundredths` writes: a sign, 19 digits, a point.
  public static let maximumHundredthsLength = 22

  /// Writes `scaled` hundredths as `FixedDecimal(scaled:places: 2).description` does:
  /// at least one integer digit, a point, two decimals. Returns the bytes written (≤ 22).
  @inline(__always)
  public static func writeHundredths(_ scaled: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
    var magnitude = scaled.magnitude
    var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    var length = 0
    // Digits come out last first; 24 bytes hold any Int.
    withUnsafeMutableBytes(of: &digits) { scratch in
      repeat {
        scratch[length] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
        magnitude /= 10
        length += 1
      } while magnitude > 0 || length < 3
    }
    var written = 0
    if scaled < 0 {
      out[0] = UInt8(ascii: "-")
      written = 1
    }
    withUnsafeBytes(of: &digits) { scratch in
      var index = length - 1
      while index >= 2 {
        out[written] = scratch[index]
        written += 1
        index -= 1
      }
      out[written] = UInt8(ascii: ".")
      out[written + 1] = scratch[1]
      out[written + 2] = scratch[0]
    }
    return written + 3
  }
}
