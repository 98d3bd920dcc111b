import Model

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension NormalDistribution {
  /// Φ(z) = P(Z ≤ z) on the C library's `erfc`, an independent Φ for checking the scorer's
  /// (`CodyNormal`); `erfc` keeps full relative precision in the lower tail, where
  /// `(1 + erf)/2` would cancel to zero.
  static func cdf(_ z: Double) -> Double {
    0.5 * erfc(-z / 2.0.squareRoot())
  }

  /// 1 − Φ(z), computed directly so it stays accurate far into the upper tail.
  static func upperTail(_ z: Double) -> Double {
    0.5 * erfc(z / 2.0.squareRoot())
  }
}
