/// The WHO's growth tables as the WHO's own R programs use them: the WHO Child Growth
/// Standards 2006 (birth to 5 years, package anthro) and the WHO Reference 2007 (5 to 19 years,
/// package anthroplus), L, M and S at each row, compiled in as literals.
///
/// Source: WHO Child Growth Standards, 2006, and WHO Reference 2007, © World Health
/// Organization, as the WHO distributes them in its R packages anthro (GPL-3, commit b776d8a)
/// and anthroplus (GPL ≥ 3, commit 799a7de); the numbers are copied unchanged (the files the
/// literals are generated from, with their README, are in `Tests/ModelTests/Support/WHO/tables`).
///
/// Each table is flat: row k (key `firstKey + k`) holds L at index 3k, M at 3k + 1 and S at
/// 3k + 2, so a lookup is index arithmetic, not a search.
public enum WHOGrowthTables {
  /// One table: what it measures and what its rows are keyed by.
  public enum Table: Sendable, CaseIterable {
    /// 2006 weight-for-age, kg, by day of age.
    case weightForAge
    /// 2006 length-for-age (days 0–730) and height-for-age (731–1826), cm, by day of age.
    case lengthHeightForAge
    /// 2006 BMI-for-age, kg/m², by day of age (length-based to day 730, height-based from 731).
    case bmiForAge
    /// 2006 head circumference-for-age, cm, by day of age.
    case headCircumferenceForAge
    /// 2006 arm circumference (MUAC)-for-age, cm, by day of age from day 91.
    case armCircumferenceForAge
    /// 2006 weight-for-length, kg, by tenth of a centimetre, 45.0–110.0 cm.
    case weightForLength
    /// 2006 weight-for-height, kg, by tenth of a centimetre, 65.0–120.0 cm.
    case weightForHeight
    /// 2007 BMI-for-age, kg/m², by whole month, 60–229.
    case bmiForAge2007
    /// 2007 height-for-age, cm, by whole month, 60–229.
    case heightForAge2007
    /// 2007 weight-for-age, kg, by whole month, 60–121.
    case weightForAge2007

    /// The key of row 0: a day of age, a tenth of a centimetre, or a month.
    public var firstKey: Int {
      switch self {
      case .weightForAge, .lengthHeightForAge, .bmiForAge, .headCircumferenceForAge: return 0
      case .armCircumferenceForAge: return 91
      case .weightForLength: return 450
      case .weightForHeight: return 650
      case .bmiForAge2007, .heightForAge2007, .weightForAge2007: return 60
      }
    }

    /// The key of the last row.
    public var lastKey: Int {
      switch self {
      case .weightForAge, .lengthHeightForAge, .bmiForAge, .headCircumferenceForAge,
        .armCircumferenceForAge:
        return 1826
      case .weightForLength: return 1100
      case .weightForHeight: return 1200
      case .bmiForAge2007, .heightForAge2007: return 229
      case .weightForAge2007: return 121
      }
    }
  }

  /// The L, M, S triples of one table for one sex, in ascending key.
  @inlinable
  public static func parameters(_ table: Table, sex: Sex) -> [Double] {
    switch (table, sex) {
    case (.weightForAge, .male): return weightForAgeBoys
    case (.weightForAge, .female): return weightForAgeGirls
    case (.lengthHeightForAge, .male): return lengthHeightForAgeBoys
    case (.lengthHeightForAge, .female): return lengthHeightForAgeGirls
    case (.bmiForAge, .male): return bmiForAgeBoys
    case (.bmiForAge, .female): return bmiForAgeGirls
    case (.headCircumferenceForAge, .male): return headCircumferenceForAgeBoys
    case (.headCircumferenceForAge, .female): return headCircumferenceForAgeGirls
    case (.armCircumferenceForAge, .male): return armCircumferenceForAgeBoys
    case (.armCircumferenceForAge, .female): return armCircumferenceForAgeGirls
    case (.weightForLength, .male): return weightForLengthBoys
    case (.weightForLength, .female): return weightForLengthGirls
    case (.weightForHeight, .male): return weightForHeightBoys
    case (.weightForHeight, .female): return weightForHeightGirls
    case (.bmiForAge2007, .male): return bmiForAge2007Boys
    case (.bmiForAge2007, .female): return bmiForAge2007Girls
    case (.heightForAge2007, .male): return heightForAge2007Boys
    case (.heightForAge2007, .female): return heightForAge2007Girls
    case (.weightForAge2007, .male): return weightForAge2007Boys
    case (.weightForAge2007, .female): return weightForAge2007Girls
    }
  }
}
