import DataSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// L, M and S of one measure at one exact age, and the CDC programs' scores against them,
/// each computed in the order of operations of the CDC's R program so results agree bit for bit.
public struct LMS: Sendable, Equatable {
  /// Box-Cox power.
  public let l: Double
  /// Median.
  public let m: Double
  /// Generalised coefficient of variation.
  public let s: Double

  public init(l: Double, m: Double, s: Double) {
    self.l = l
    self.m = m
    self.s = s
  }

  /// The LMS z-score ((X/M)^L − 1) / (L·S). No CDC knot has L = 0, so there is no log branch.
  /// L = 1 (every row of the WHO's length/height and head tables) skips the library call:
  /// pow(r, 1) is r and 1·S is S exactly, so the result is the same bit for bit.
  @inlinable
  public func zScore(_ x: Double) -> Double {
    if l == 1 { return (x / m - 1) / s }
    return (pow(x / m, l) - 1) / (l * s)
  }

  /// The value at a z-score: M · (1 + L·S·z)^(1/L).
  @inlinable
  public func value(atZ z: Double) -> Double {
    m * pow(1 + l * s * z, 1 / l)
  }

  /// L, M and S of `measure` for `sex` at `ageMonths`, interpolated linearly between the two
  /// knots around it exactly as R's `approx()` does: y_i + (y_j − y_i)·((a − x_i)/(x_j − x_i)),
  /// and the knot's own values at a knot. Ages are held within 24…240 months.
  @inlinable
  public static func cdc(_ measure: CDCGrowthReference.Measure, sex: Sex, ageMonths: Double)
    -> LMS
  {
    cdc(measure, sex: sex, at: Knots(ageMonths: ageMonths))
  }

  /// The same at an age already placed between its knots (a child's three measures share it).
  @inlinable
  public static func cdc(_ measure: CDCGrowthReference.Measure, sex: Sex, at knots: Knots)
    -> LMS
  {
    let table = CDCGrowthReference.parameters(measure, sex: sex)
    let i = knots.index
    guard let t = knots.fraction else { return LMS(l: table[i], m: table[i + 1], s: table[i + 2]) }
    return LMS(
      l: table[i] + (table[i + 3] - table[i]) * t,
      m: table[i + 1] + (table[i + 4] - table[i + 1]) * t,
      s: table[i + 2] + (table[i + 5] - table[i + 2]) * t)
  }

  /// Where an age lies among the knots of the CDC tables: the index of L at the knot at or
  /// below it, and how far on to the next knot (`nil` on a knot).
  public struct Knots: Sendable, Equatable {
    public let index: Int
    public let fraction: Double?

    @inlinable
    public init(ageMonths: Double) {
      // NaN and ages outside the charts are scored at the nearest end; callers check first.
      let age = ageMonths >= 24 ? (ageMonths <= 240 ? ageMonths : 240) : 24
      if age == CDCGrowthReference.endMonths {
        index = 3 * (CDCGrowthReference.knotCount - 1)
        fraction = nil
        return
      }
      // a − 23.5 is exact for 24 ≤ a < 240, and positive, so truncating picks the right knot.
      let knot = Int(age - CDCGrowthReference.firstKnotMonths)
      let xi = CDCGrowthReference.firstKnotMonths + Double(knot)
      let xj = knot == CDCGrowthReference.knotCount - 2 ? CDCGrowthReference.endMonths : xi + 1
      index = 3 * knot
      fraction = age == xi ? nil : (age - xi) / (xj - xi)
    }
  }
}
