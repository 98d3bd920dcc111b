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
    let factor = FixedDecimal.powerOfTen(places)
    let scaledValue = value * factor
    let snapped = (scaledValue * 1_000_000).rounded() / 1_000_000
    let rounded = snapped.rounded(.toNearestOrAwayFromZero)
    self.init(scaled: rounded.isFinite && abs(rounded) < 9e15 ? Int(rounded) : 0, places: places)
  }

  public var doubleValue: Double {
    Double(scaled) / FixedDecimal.powerOfTen(places)
  }

  public var description: String {
    let magnitude = String(scaled.magnitude)
    let padded = String(repeating: "0", count: max(0, places + 1 - magnitude.count)) + magnitude
    let sign = scaled < 0 ? "-" : ""
    guard places > 0 else { return sign + padded }
    let split = padded.index(padded.endIndex, offsetBy: -places)
    return sign + padded[..<split] + "." + padded[split...]
  }

  public static func < (lhs: FixedDecimal, rhs: FixedDecimal) -> Bool {
    lhs.doubleValue < rhs.doubleValue
  }

  private static func powerOfTen(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<exponent { result *= 10 }
    return result
  }
}
