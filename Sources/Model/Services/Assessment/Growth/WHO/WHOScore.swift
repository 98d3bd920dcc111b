/// One WHO z-score: the unrounded value, the value as the WHO's programs print it (R's
/// `round(z, 2)`, through `FixedDecimal`'s `.likeR` rule) and its flag, decided on the
/// printed value as anthro decides it.
public struct WHOScore: Sendable, Equatable {
  /// The z-score, unrounded (restricted beyond ±3 SD for the weight-based indicators);
  /// `nan` when the indicator is not given.
  public let z: Double
  /// `z` rounded to hundredths as R rounds it; 0 when not given.
  public let hundredths: Int
  /// Outside the WHO's plausible range for the indicator (on the rounded z).
  public let isFlagged: Bool

  /// A score not given.
  public static let none = WHOScore(z: .nan, hundredths: 0, isFlagged: false)

  init(z: Double, hundredths: Int, isFlagged: Bool) {
    self.z = z
    self.hundredths = hundredths
    self.isFlagged = isFlagged
  }

  /// `z` rounded, and flagged when its hundredths are below `low` or above `high`.
  @inline(__always)
  init(z: Double, flaggedBelow low: Int, above high: Int) {
    guard z.isFinite else {
      self = .none
      return
    }
    let hundredths = FixedDecimal(z, places: 2, rule: .likeR).scaled
    self.init(z: z, hundredths: hundredths, isFlagged: hundredths < low || hundredths > high)
  }

  /// Whether there is a score.
  @inlinable
  public var isGiven: Bool { !z.isNaN }

  /// The printed value.
  public var rounded: FixedDecimal { FixedDecimal(scaled: hundredths, places: 2) }

  /// The percentile of the unrounded z, 100·Φ(z) (`nan` when not given): the WHO's programs
  /// print z only, and the WHO's percentile charts are the normal distribution's quantiles
  /// of the same z, as the CDC's percentile is Φ of its z (`CodyNormal`).
  public var percentile: Double { isGiven ? 100 * CodyNormal.cdf(z) : .nan }

  /// Equal bit for bit, so that two scores not given (NaN) are equal.
  public static func == (lhs: WHOScore, rhs: WHOScore) -> Bool {
    lhs.z.bitPattern == rhs.z.bitPattern && lhs.hundredths == rhs.hundredths
      && lhs.isFlagged == rhs.isFlagged
  }
}
