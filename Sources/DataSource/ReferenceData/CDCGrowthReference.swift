/// The CDC 2000 growth charts as the CDC's own programs use them (the SAS program and the R
/// package cdcanthro): L, M and S of weight-for-age, stature-for-age and BMI-for-age at the
/// knots 23.5, 24.5, …, 239.5 months and the 240.0 end, for linear interpolation in age.
///
/// Source: the reference file `CDCref_d.csv` of the CDC's programs (rows with `denom = age`
/// from 23.5 months), Centers for Disease Control and Prevention, National Center for Health
/// Statistics. A work of the U.S. Government, in the public domain.
///
/// Each table is flat: knot k (age `firstKnotMonths + k`, the last one `endMonths`) holds
/// L at index 3k, M at 3k + 1 and S at 3k + 2, so a lookup is index arithmetic, not a search.
public enum CDCGrowthReference {
  /// What a table measures.
  public enum Measure: Sendable, CaseIterable {
    /// Weight-for-age, kg.
    case weight
    /// Stature-for-age (standing height), cm.
    case stature
    /// BMI-for-age, kg/m².
    case bmi
  }

  /// The age of knot 0, in months.
  public static let firstKnotMonths = 23.5
  /// The age of the last knot, the end of the charts (20 years), in months.
  public static let endMonths = 240.0
  /// Knots per sex and measure: 23.5 … 239.5 (217) and 240.0.
  public static let knotCount = 218

  /// The L, M, S triples of one measure for one sex, in ascending age.
  @inlinable
  public static func parameters(_ measure: Measure, sex: Sex) -> [Double] {
    switch (measure, sex) {
    case (.weight, .male): return boysWeight
    case (.weight, .female): return girlsWeight
    case (.stature, .male): return boysStature
    case (.stature, .female): return girlsStature
    case (.bmi, .male): return boysBMI
    case (.bmi, .female): return girlsBMI
    }
  }
}
