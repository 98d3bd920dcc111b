extension FixedDecimal {
  /// Rounds the double `value` itself to `places` decimals, as C's `printf("%.2f")`, Python's
  /// `format` and R's `round` do: the nearest, ties (exact in binary) to even. Unlike
  /// `init(_:places:)` it does not snap representation noise, so a computed score prints the
  /// digits the CDC's program prints for the same double (94.99499999999999 is 94.99).
  public init(correctlyRounding value: Double, places: Int) {
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    let product = value * factor
    // The exact error of the product: product + error == value · factor exactly.
    let error = (-product).addingProduct(value, factor)
    var rounded = product.rounded(.toNearestOrEven)
    if abs(product - rounded) == 0.5, error != 0 {
      rounded = error > 0 ? product.rounded(.up) : product.rounded(.down)
    }
    self.init(scaled: rounded.isFinite && abs(rounded) < 9e15 ? Int(rounded) : 0, places: places)
  }
}
