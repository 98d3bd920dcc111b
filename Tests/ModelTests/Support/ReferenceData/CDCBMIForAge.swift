import DataSource

/// The CDC 2000 BMI-for-age table as the CDC publishes it (2 to 20 years), with its percentile
/// columns. Children are scored from `CDCGrowthReference` (the CDC programs' file, interpolated
/// at the exact age); tests check that reference against this published table.
///
/// Source: Centers for Disease Control and Prevention, National Center for Health
/// Statistics, 2000 CDC growth charts, BMI-for-age LMS parameters and percentiles
/// (`bmiagerev`), as published at https://www.cdc.gov/growthcharts/. A work of the U.S.
/// Government, in the public domain. Kuczmarski RJ et al., 2000 CDC Growth Charts for the
/// United States: methods and development, Vital Health Stat 11(246), 2002.
///
/// Each sex has 219 rows in ascending age: 24.0, then the half-month points 24.5, 25.5, …,
/// 239.5, then 240.0 and 240.5. A half-month row stands for the whole month around it
/// (24.5 covers 24.0 up to 25.0 months); the 24.0 and 240.0 rows are the ends of the charts.
enum CDCBMIForAge {
  /// Every row for one sex, in ascending age.
  static func rows(for sex: Sex) -> [LMSRow] {
    switch sex {
    case .female: return girls
    case .male: return boys
    }
  }
}
