import DataSource

/// A number rounded half away from zero to a fixed count of decimal places, kept as an
/// integer count of the last place so it prints, compares and classifies exactly.
public struct FixedDecimal: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The value times 10^places.
  public let scaled: Int
  public let places: Int

  public init(scaled: Int, places: Int) {
    self.scaled = scaled
    self.places = places
  }

  /// Rounds `value` to `places` decimals, half away from zero.
  ///
  /// Binary floating point stores 24.995 as 24.99499999999999744…; the decimal number the
  /// user sees is 24.995, so the scaled value is first snapped to a millionth of the last
  /// place to drop that representation noise, then rounded.
  public init(_ value: Double, places: Int) {
    self.init(scaled: Self.rounded(value * FixedDecimal.powerOfTen(places)), places: places)
  }

  /// `FixedDecimal(value, places: 2).scaled`, inlined: every batch row prints a BMI and most
  /// an age this way.
  @inline(__always)
  static func hundredths(_ value: Double) -> Int {
    rounded(value * 100)
  }

  /// A value in units of the last place, snapped to a millionth of it, then rounded half away
  /// from zero. Snapping moves a value below 1e8 by less than 5.2e-7 (the error of
  /// `scaled * 1e6` is under 0.012 of a millionth), so it can only change the rounding of a
  /// value within that distance of a half: elsewhere the nearest whole number is the answer,
  /// with no divide. Near a whole number, snapping lands on it, which is the nearest too.
  @inline(__always)
  private static func rounded(_ scaled: Double) -> Int {
    let nearest = roundedHalfAway(scaled)
    if abs(scaled) < 1e8 && abs(abs(scaled - nearest) - 0.5) > 2e-6 { return Int(nearest) }
    return snappedThenRounded(scaled)
  }

  /// `rounded`'s slow path, out of line: values near a half, and huge or non-finite ones
  /// (as 0).
  @inline(never)
  private static func snappedThenRounded(_ scaled: Double) -> Int {
    let snapped = roundedHalfAway(scaled * 1_000_000) / 1_000_000
    let rounded = roundedHalfAway(snapped)
    return rounded.isFinite && abs(rounded) < 9e15 ? Int(rounded) : 0
  }

  public var doubleValue: Double {
    Double(scaled) / FixedDecimal.powerOfTen(places)
  }

  /// Digits written from the right into a stack buffer: a history of 100,000 weigh-ins
  /// prints half a million of these.
  public var description: String {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: places + 24) { buffer in
      var magnitude = scaled.magnitude
      var index = buffer.count
      var written = 0
      repeat {
        if written == places, places > 0 {
          index -= 1
          buffer[index] = UInt8(ascii: ".")
        }
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
        written += 1
      } while magnitude > 0 || written <= places
      if scaled < 0 {
        index -= 1
        buffer[index] = UInt8(ascii: "-")
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[index...]), as: UTF8.self)
    }
  }

  public static func < (lhs: FixedDecimal, rhs: FixedDecimal) -> Bool {
    lhs.doubleValue < rhs.doubleValue
  }

  /// `x.rounded()` (half away from zero) without the library call `rounded()` is on baseline
  /// x86-64, which every batch row's age paid twice. Adding and taking away 1.5 × 2^52 rounds
  /// to nearest, ties to even; only an exact tie (a difference of exactly one half) needs the
  /// other way. Past 2^51 every double is a whole number or a half, handled by the library.
  @inline(__always)
  static func roundedHalfAway(_ x: Double) -> Double {
    guard abs(x) < 0x1p51 else { return x.rounded() }
    let shift = 0x1.8p52
    let nearest = (x + shift) - shift
    guard abs(x - nearest) == 0.5 else { return nearest }
    return x + (x > 0 ? 0.5 : -0.5)
  }

  private static func powerOfTen(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<exponent { result *= 10 }
    return result
  }
}
