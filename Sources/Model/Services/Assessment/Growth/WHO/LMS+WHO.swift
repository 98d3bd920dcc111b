import DataSource

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension LMS {
  /// Row `key` of a WHO table for `sex`: `nil` outside the table.
  @inline(__always)
  static func who(_ table: WHOGrowthTables.Table, sex: Sex, key: Int) -> LMS? {
    guard key >= table.firstKey, key <= table.lastKey else { return nil }
    let values = WHOGrowthTables.parameters(table, sex: sex)
    let i = 3 * (key - table.firstKey)
    return LMS(l: values[i], m: values[i + 1], s: values[i + 2])
  }

  /// `self` moved a fraction `f` of the way to `next`, in the order the WHO's programs
  /// compute it: P + f·(P' − P).
  @inline(__always)
  func interpolated(to next: LMS, fraction f: Double) -> LMS {
    LMS(l: l + f * (next.l - l), m: m + f * (next.m - m), s: s + f * (next.s - s))
  }

  /// The WHO's restricted z-score for the weight-based indicators: the LMS z inside ±3, and
  /// beyond it the distance from the ±3 SD curve in units of the distance between the ±2 and
  /// ±3 SD curves, so a very heavy or light child is not pushed out by the skewed tail.
  @inline(__always)
  func restrictedZScore(_ y: Double) -> Double {
    let z = zScore(y)
    guard z > 3 || z < -3 else { return z }
    return Self.restricted(y, z: z, cutOffs(above: z > 3))
  }

  /// The SD curves on one side, which a z beyond ±3 is restricted by: +3 and +2 SD
  /// (`above`), else −3 and −2.
  struct CutOffs: Sendable, Equatable {
    /// ±3 SD.
    let sd3: Double
    /// ±2 SD.
    let sd2: Double
  }

  /// The curves `restrictedZScore` takes for a z on the side `above` says.
  @inline(__always)
  func cutOffs(above: Bool) -> CutOffs {
    above
      ? CutOffs(sd3: value(atZ: 3), sd2: value(atZ: 2))
      : CutOffs(sd3: value(atZ: -3), sd2: value(atZ: -2))
  }

  /// The restricted z of `y`, whose LMS z `z` is beyond ±3, from the curves on its side
  /// (`cutOffs(above: z > 3)`, or the same remembered by `WHOCutOffMemo`).
  @inline(__always)
  static func restricted(_ y: Double, z: Double, _ curves: CutOffs) -> Double {
    if z > 3 { return 3 + (y - curves.sd3) / (curves.sd3 - curves.sd2) }
    return -3 + (y - curves.sd3) / (curves.sd2 - curves.sd3)
  }
}
