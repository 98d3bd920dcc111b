/// The numbers of a batch row's child fields, rounded exactly as `bmi calc` prints them
/// (`FixedDecimal(correctlyRounding:)`, as `printf("%.2f")` rounds the same double) but with
/// plain arithmetic instead of `rounded()`, a library call on baseline x86-64: a child row
/// prints fifteen of them.
enum BatchNumber {
  /// Adding and taking away 1.5 × 2^52 rounds a double below 2^51 in magnitude to the nearest
  /// integer, ties to even, in the FPU's own (default, round-to-nearest) mode; the sum's low
  /// bits are then that integer plus 2^51, so it needs no conversion either.
  private static let roundingShift = 0x1.8p52

  /// `FixedDecimal(correctlyRounding: value, places: 2).scaled`; `nil` for a value that is
  /// not finite.
  @inline(__always)
  static func hundredths(_ value: Double) -> Int? {
    guard abs(value) < 1e6 else {
      return value.isFinite ? FixedDecimal(correctlyRounding: value, places: 2).scaled : nil
    }
    let product = value * 100
    let shifted = product + roundingShift
    let nearest = shifted - roundingShift
    // The exact value × 100 rounds to the same integer as its rounded product unless that
    // product lies exactly half way (a boundary between them would be nearer than the product).
    guard abs(product - nearest) == 0.5 else {
      return Int(Int64(bitPattern: shifted.bitPattern &- roundingShift.bitPattern))
    }
    // Half way in the product (rare): the product's rounding error says which side the exact
    // value lies on; on an exact tie, the even neighbour (which `nearest` already is).
    let error = (-product).addingProduct(value, 100)
    guard error != 0 else { return Int(nearest) }
    let below = product.rounded(.down)
    return Int(error > 0 ? below + 1 : below)
  }
}
