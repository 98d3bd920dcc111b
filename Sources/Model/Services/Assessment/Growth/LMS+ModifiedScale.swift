#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension LMS {
  /// The units the CDC flags implausible values with: half the distance from the median to
  /// z = −2 (below it) and to z = +2 (above it). Both sides are kept so that one computation
  /// serves every child of an age (`CDCAgeTermsMemo`); each is computed in the CDC's order.
  public struct ModifiedScale: Sendable, Equatable {
    public let median: Double
    public let halfBelow: Double
    public let halfAbove: Double

    @inlinable
    public init(median: Double, halfBelow: Double, halfAbove: Double) {
      self.median = median
      self.halfBelow = halfBelow
      self.halfAbove = halfAbove
    }

    /// The modified z-score: the distance from the median in the unit of its side.
    @inlinable
    public func zScore(_ x: Double) -> Double {
      x < median ? (x - median) / halfBelow : (x - median) / halfAbove
    }
  }

  /// This curve's `ModifiedScale`. 0.5 · d and d · 0.5 are the same double, so dividing by
  /// the stored half gives the CDC program's `(x − M) / (0.5 · sdm2)` bit for bit.
  @inlinable
  public var modifiedScale: ModifiedScale {
    let ls = l * s
    let sdm2 = m - (m * pow(1 - 2 * ls, 1 / l))
    let sdp2 = (m * pow(1 + 2 * ls, 1 / l)) - m
    return ModifiedScale(median: m, halfBelow: 0.5 * sdm2, halfAbove: sdp2 * 0.5)
  }
}
