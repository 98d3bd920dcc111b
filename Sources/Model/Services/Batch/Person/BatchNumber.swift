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
    if magnitude < 0.5 { return truncated }
    let away = fraction > 0 ? truncated + 1 : truncated - 1
    if magnitude > 0.5 { return away }
    // Half way in the product: the product's rounding error says which side the exact
    // value lies on; on an exact tie, the even neighbour.
    let error = (-product).addingProduct(value, 100)
    if error != 0 { return (error > 0) == (fraction > 0) ? away : truncated }
    return truncated % 2 == 0 ? truncated : away
  }
}
