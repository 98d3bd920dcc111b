/// The numbers of a batch row's child fields, rounded exactly as `bmi calc` prints them
/// (`FixedDecimal(correctlyRounding:)`, as `printf("%.2f")` rounds the same double) but with
/// integer arithmetic instead of `rounded()`, a library call on baseline x86-64: a child row
/// prints fifteen of them.
enum BatchNumber {
  /// `FixedDecimal(correctlyRounding: value, places: 2).scaled` for a finite `value`.
  @inline(__always)
  static func hundredths(_ value: Double) -> Int {
    guard abs(value) < 1e6 else {
      return FixedDecimal(correctlyRounding: value, places: 2).scaled
    }
    let product = value * 100
    let truncated = Int(product)
    // Exact: `product` and its truncation are within a factor of two of each other.
    let fraction = product - Double(truncated)
    let magnitude = abs(fraction)
    let away = truncated &+ (fraction > 0 ? 1 : -1)
    // Selects, not branches: which way a digit rounds is random in real data.
    let nearest = magnitude > 0.5 ? away : truncated
    guard magnitude == 0.5 else { return nearest }
    // Half way in the product (rare): the product's rounding error says which side the
    // exact value lies on; on an exact tie, the even neighbour.
    let error = (-product).addingProduct(value, 100)
    if error != 0 { return (error > 0) == (fraction > 0) ? away : truncated }
    return truncated % 2 == 0 ? truncated : away
  }
}
