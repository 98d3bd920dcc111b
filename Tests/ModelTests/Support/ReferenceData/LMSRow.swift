/// One age of a growth reference: the LMS parameters and the BMI at selected percentiles.
///
/// Percentile columns are kept beside L, M and S because they are the reference's own
/// published values: tests check our LMS arithmetic against them.
struct LMSRow: Sendable, Equatable {
  /// Age in months; `24.5` stands for 24.0 up to 25.0 months.
  let ageMonths: Double
  /// Box-Cox power.
  let l: Double
  /// Median BMI.
  let m: Double
  /// Generalised coefficient of variation.
  let s: Double
  let p3: Double
  let p5: Double
  let p10: Double
  let p25: Double
  let p50: Double
  let p75: Double
  let p85: Double
  let p90: Double
  let p95: Double
  let p97: Double

  /// Positional, in the column order of the CDC file, so the generated table reads like it.
  init(
    _ ageMonths: Double, _ l: Double, _ m: Double, _ s: Double, _ p3: Double, _ p5: Double,
    _ p10: Double, _ p25: Double, _ p50: Double, _ p75: Double, _ p85: Double, _ p90: Double,
    _ p95: Double, _ p97: Double
  ) {
    self.ageMonths = ageMonths
    self.l = l
    self.m = m
    self.s = s
    self.p3 = p3
    self.p5 = p5
    self.p10 = p10
    self.p25 = p25
    self.p50 = p50
    self.p75 = p75
    self.p85 = p85
    self.p90 = p90
    self.p95 = p95
    self.p97 = p97
  }
}
