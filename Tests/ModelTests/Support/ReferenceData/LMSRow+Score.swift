import DataSource
import Model

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension LMSRow {
  /// The LMS z-score of a BMI (Cole & Green 1992): ((BMI/M)^L − 1) / (L·S), or ln(BMI/M)/S
  /// when L is zero (no CDC BMI row has |L| below 0.98, but the formula should not divide by 0).
  func zScore(bmi: Double) -> Double {
    guard abs(l) >= 1e-7 else { return log(bmi / m) / s }
    return (pow(bmi / m, l) - 1) / (l * s)
  }

  /// Φ(z) × 100: the percentile the LMS curves give a BMI, with no extension above the 95th.
  func percentile(bmi: Double) -> Double {
    NormalDistribution.cdf(zScore(bmi: bmi)) * 100
  }

  /// The BMI at a z-score: M · (1 + L·S·z)^(1/L).
  func bmi(atZ z: Double) -> Double {
    guard abs(l) >= 1e-7 else { return m * exp(s * z) }
    return m * pow(1 + l * s * z, 1 / l)
  }
}
