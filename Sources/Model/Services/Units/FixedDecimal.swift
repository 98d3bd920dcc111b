import DataSource

/// A number rounded to a fixed count of decimal places (by one of three `Rule`s), kept as an
/// integer count of the last place so it prints, compares and classifies exactly.
public struct FixedDecimal: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The value times 10^places.
  public let scaled: Int
  public let places: Int

  public init(scaled: Int, places: Int) {
    self.scaled = scaled
    self.places = places
  }

  /// How a double is rounded: the one choice every number printed with decimals makes.
  public enum Rule: Sendable {
    /// The decimal number the double stands for: a value computed from decimal inputs (a
    /// BMI, a weight, an age, a ratio). Binary floating point stores 24.995 as
    /// 24.99499999999999744…; the user wrote 24.995, so the scaled value is first snapped to
    /// a millionth of the last place to drop that noise, then rounded half away from zero.
    case asWritten
    /// The double's own exact value, half away from zero on an exact tie: a score computed
    /// through logarithms and powers (z, percentile), printed as the CDC's R program prints
    /// the same double (94.99499999999999 is 94.99). Exact ties are the multiples of 1/8
    /// that end in 5 at the third decimal (0.125, 0.375, ...).
    case exactBinary
    /// As R's `round(x, places)` (R 4): of the two neighbours on the grid, as doubles, the
    /// nearer one to the double's value in double arithmetic, the even last digit on a tie.
    /// The WHO's programs print their z-scores this way, and decide flags and classes on the
    /// result: 2.675 (stored 2.67499999999999982…) is 2.67, 5.015 is 5.02. Only values within
    /// a few units in the last place of a tie differ from `.exactBinary`.
    case likeR
  }

  /// Rounds `value` to `places` decimals by `rule`; a value that is not finite, or too large
  /// for an `Int`, is 0.
  @inline(__always)
  public init(_ value: Double, places: Int, rule: Rule = .asWritten) {
    switch rule {
    case .asWritten:
      self.init(scaled: Self.rounded(value * Self.powerOfTen(places)), places: places)
    case .exactBinary:
      self.init(scaled: Self.exactlyRounded(value, factor: Self.powerOfTen(places)), places: places)
    case .likeR:
      self.init(scaled: Self.roundedLikeR(value, factor: Self.powerOfTen(places)), places: places)
    }
  }

  /// `FixedDecimal(value, places: 2).scaled`, inlined: every batch row prints a BMI and most
  /// an age this way.
  @inline(__always)
  static func hundredths(_ value: Double) -> Int {
    rounded(value * 100)
  }

  /// `FixedDecimal(value, places: 2, rule: .exactBinary).scaled` for a finite `value`, `nil`
  /// for one that is not: a child batch row prints fifteen scores this way, so NaN takes the
  /// slow path instead of costing every score a check of its own.
  @inline(__always)
  static func exactHundredths(_ value: Double) -> Int? {
    guard abs(value) < 1e6 else {
      return value.isFinite ? exactlyRoundedLarge(value, factor: 100) : nil
    }
    return exactlyRoundedSmall(value, factor: 100)
  }

  /// `value` · `factor` rounded by `Rule.exactBinary`.
  @inline(__always)
  private static func exactlyRounded(_ value: Double, factor: Double) -> Int {
    guard abs(value * factor) < 1e8 else { return exactlyRoundedLarge(value, factor: factor) }
    return exactlyRoundedSmall(value, factor: factor)
  }

  /// `exactlyRounded` for a product below 1e8 in magnitude, with plain arithmetic instead of
  /// `rounded()` (a library call on baseline x86-64). Adding and taking away 1.5 × 2^52 rounds
  /// the product to the nearest integer; the exact value · factor rounds to that same integer
  /// unless the product lies exactly half way, when the product's rounding error says which
  /// side the exact value lies on.
  @inline(__always)
  private static func exactlyRoundedSmall(_ value: Double, factor: Double) -> Int {
    let product = value * factor
    let shift = 0x1.8p52
    let shifted = product + shift
    let nearest = shifted - shift
    guard abs(product - nearest) == 0.5 else {
      // The sum's low bits are the integer plus 2^51: no conversion needed.
      return Int(Int64(bitPattern: shifted.bitPattern &- shift.bitPattern))
    }
    // Rare: half way in the product. `error` is exact: product + error == value · factor.
    let error = (-product).addingProduct(value, factor)
    let below = product.rounded(.down)
    if error == 0 { return Int(product > 0 ? below + 1 : below) }
    return Int(error > 0 ? below + 1 : below)
  }

  /// `Rule.likeR`: R's algorithm (src/nmath/fround.c, R ≥ 4.0.0) on the magnitude, the sign
  /// put back after, so −0.004 is 0 (R's −0, printed 0.00). Out of line: every inlined
  /// `init` would otherwise carry it (inlined, a WHO row's scoring was laid out worse and
  /// cost 100 instructions more, callgrind).
  @inline(never)
  private static func roundedLikeR(_ value: Double, factor: Double) -> Int {
    let scaled = abs(value) * factor
    // Below 2^30 and more than a thousandth of the last place from a half, the nearer
    // neighbour is the nearest whole number: the two distances `nearerLikeR` compares then
    // differ by over 2e-3 of the last place, and each is within 1e-6 of it of the exact
    // distance. Two divisions fewer for nearly every value. Adding and taking away
    // 1.5 × 2^52 rounds to the nearest whole number, whose bits are the integer: no
    // conversion, no library call (`FixedDecimalLikeRTests` compares with the plain path).
    // NaN fails the first test and takes the plain path.
    if scaled < 0x1p30 {
      let shift = 0x1.8p52
      let shifted = scaled + shift
      if abs(scaled - (shifted - shift)) < 0.499 {
        let pick = Int(Int64(bitPattern: shifted.bitPattern &- shift.bitPattern))
        return value < 0 ? -pick : pick
      }
    }
    return roundedLikeRPlain(value, factor: factor)
  }

  /// `roundedLikeR` without the short cut: R's comparison of the two neighbours for every
  /// value (huge ones as their truncation, and those past `Int` or not finite as 0, never a
  /// trap).
  static func roundedLikeRPlain(_ value: Double, factor: Double) -> Int {
    let magnitude = abs(value)
    let scaled = magnitude * factor
    guard scaled < 9e15 else { return scaled < 9e18 ? Int(value * factor) : 0 }
    return nearerLikeR(value, magnitude: magnitude, scaled: scaled, factor: factor)
  }

  /// `roundedLikeR`'s comparison of the two neighbours, as R makes it: for values near a
  /// half, and from 2^30 on (every value on the plain path).
  static func nearerLikeR(
    _ value: Double, magnitude: Double, scaled: Double, factor: Double
  ) -> Int {
    let whole = Int(scaled)
    let below = Double(whole)
    let above = below == scaled ? below : below + 1
    let distanceUp = above / factor - magnitude
    let distanceDown = magnitude - below / factor
    let isOdd = whole & 1 == 1
    let pick = distanceUp < distanceDown || (distanceUp == distanceDown && isOdd) ? above : below
    return value < 0 ? -Int(pick) : Int(pick)
  }

  /// `exactlyRounded`'s slow path, out of line: huge or non-finite values (as 0).
  @inline(never)
  private static func exactlyRoundedLarge(_ value: Double, factor: Double) -> Int {
    let product = value * factor
    let error = (-product).addingProduct(value, factor)
    var rounded = product.rounded(.toNearestOrAwayFromZero)
    if abs(product - rounded) == 0.5, error != 0 {
      rounded = error > 0 ? product.rounded(.up) : product.rounded(.down)
    }
    return rounded.isFinite && abs(rounded) < 9e15 ? Int(rounded) : 0
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

  /// The digits as `DecimalText.write` writes them (the one digit writer, which batch rows
  /// use in place), through a stack buffer: a history of 100,000 weigh-ins prints half a
  /// million of these.
  public var description: String {
    withUnsafeTemporaryAllocation(
      of: UInt8.self, capacity: places + DecimalText.maximumLength
    ) { buffer in
      let count = DecimalText.write(scaled, places: places, to: buffer.baseAddress!)
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
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

  @inline(__always)
  private static func powerOfTen(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<exponent { result *= 10 }
    return result
  }
}
