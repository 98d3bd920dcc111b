/// Numbers for the batch rows, rounded exactly as `FixedDecimal` rounds them but with integer
/// arithmetic instead of `rounded()`, which is a library call on baseline x86-64: a child row
/// prints seventeen numbers.
enum BatchNumber {
  /// `FixedDecimal(value, places: 2).scaled` for a finite `value`.
  @inline(__always)
  static func hundredths(_ value: Double) -> Int {
    // The same two steps as FixedDecimal: snap to a millionth of a hundredth (the same
    // double arithmetic), then round that to a hundredth, here in integers: the snapped
    // millionths divided by 10^6 round alike as an exact quotient and as a double one while
    // the quotient is far below 2^52·10^-6. No branch depends on the digits, so random data
    // costs no mispredictions.
    guard abs(value) < 1e6 else { return FixedDecimal(value, places: 2).scaled }
    let millionths = roundedHalfAwayFromZero(value * 100 * 1_000_000)
    // ±500,000 toward the sign, then a division that truncates toward zero.
    let bias = 500_000 &- ((millionths >> 63) & 1_000_000)
    return (millionths &+ bias) / 1_000_000
  }

  /// `Int(x.rounded())` for |x| < 2^62. `x − trunc(x)` is exact, so the comparisons with ½
  /// are too.
  @inline(__always)
  static func roundedHalfAwayFromZero(_ x: Double) -> Int {
    let truncated = Int(x)
    let fraction = x - Double(truncated)
    let up = fraction >= 0.5 ? 1 : 0
    let down = fraction <= -0.5 ? 1 : 0
    return truncated &+ up &- down
  }
}
