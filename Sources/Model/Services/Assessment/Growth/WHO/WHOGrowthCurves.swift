import DataSource

/// The WHO's growth curves, for charts: the value of an indicator at z standard deviations,
/// SDk = M·(1 + L·S·k)^(1/L) (`LMS.value(atZ:)`, the one LMS function), from the same
/// tables `WHOGrowthScorer` scores with: the 2006 standards by day of age under 60 months and
/// by tenth of a centimetre, the 2007 reference by month from 60 months.
public enum WHOGrowthCurves {
  /// An indicator a chart draws; its raw value is how `chart --indicator` spells it.
  public enum Indicator: String, Sendable, CaseIterable {
    case weightForAge = "weight-for-age"
    /// Length-for-age under 2 years (731 days), height-for-age from 2.
    case heightForAge = "height-for-age"
    case bmiForAge = "bmi-for-age"
    /// Weight-for-length (45–110 cm) under 2 years, weight-for-height (65–120 cm) from 2.
    case weightForLength = "weight-for-length"
    /// Head circumference-for-age, birth to 5 years (the 2006 standards only).
    case headForAge = "head-circumference-for-age"
    /// Mid-upper arm circumference-for-age, 3 months to 5 years (the 2006 standards only).
    case armForAge = "arm-circumference-for-age"

    /// Whether the indicator draws a measure logged on its own (a length, a head, an arm),
    /// every one logged, rather than the weigh-ins.
    public var drawsMeasurements: Bool { self == .heightForAge || isCircumference }

    /// Head or arm circumference-for-age.
    public var isCircumference: Bool { self == .headForAge || self == .armForAge }

    /// Whether the indicator is drawn against age (else against length or height).
    public var isByAge: Bool { self != .weightForLength }

    /// Every name a chart is asked for by: each indicator's, and the WHO's name for the same
    /// chart on the other side of the second birthday (the child's age picks the table).
    public static let names: [(name: String, indicator: Indicator)] =
      allCases.map { ($0.rawValue, $0) } + [
        ("length-for-age", .heightForAge), ("weight-for-height", .weightForLength),
      ]

    /// The indicator `name` (any of `names`) asks for.
    public init?(name: String) {
      guard let found = Self.names.first(where: { $0.name == name }) else { return nil }
      self = found.indicator
    }
  }

  /// The first month an indicator's standard has a row for: 3 months for the arm (day 91),
  /// birth for the others.
  public static func firstMonths(_ indicator: Indicator) -> Double {
    indicator == .armForAge ? 3 : 0
  }

  /// The last month the 2007 reference has a row for, by indicator.
  public static func lastMonths(_ indicator: Indicator) -> Double {
    switch indicator {
    case .weightForAge: 120
    case .heightForAge, .bmiForAge: WHOGrowthScorer.lastMonths2007
    case .weightForLength, .headForAge, .armForAge: WHOGrowthScorer.firstMonths2007
    }
  }

  /// The lengths (cm) weight-for-length (`lying`: under 2 years) or weight-for-height covers.
  public static func lengths(lying: Bool) -> ClosedRange<Double> {
    lying ? 45...110 : 65...120
  }

  /// The indicator's value at `z` for an age in months (kg, cm or kg/m²); `nil` where the
  /// WHO has no table.
  public static func value(
    _ indicator: Indicator, sex: Sex, ageMonths: Double, z: Double
  ) -> Double? {
    guard ageMonths >= 0, ageMonths <= lastMonths(indicator) else { return nil }
    if ageMonths < WHOGrowthScorer.firstMonths2007 {
      let table: WHOGrowthTables.Table
      switch indicator {
      case .weightForAge: table = .weightForAge
      case .heightForAge: table = .lengthHeightForAge
      case .bmiForAge: table = .bmiForAge
      case .headForAge: table = .headCircumferenceForAge
      case .armForAge: table = .armCircumferenceForAge
      case .weightForLength: return nil
      }
      return LMS.who(table, sex: sex, key: WHOAge(months: ageMonths).day)?.value(atZ: z)
    }
    let table: WHOGrowthTables.Table
    switch indicator {
    case .weightForAge: table = .weightForAge2007
    case .heightForAge: table = .heightForAge2007
    case .bmiForAge: table = .bmiForAge2007
    case .weightForLength, .headForAge, .armForAge: return nil
    }
    // Between the monthly rows, L, M and S on a straight line, as anthroplus interpolates.
    let month = Int(ageMonths.rounded(.down))
    guard var lms = LMS.who(table, sex: sex, key: month) else { return nil }
    let fraction = ageMonths - Double(month)
    if fraction > 0, let next = LMS.who(table, sex: sex, key: month + 1) {
      lms = lms.interpolated(to: next, fraction: fraction)
    }
    return lms.value(atZ: z)
  }

  /// Weight (kg) at `z` for a length (`lying`) or height in cm; `nil` outside the table.
  public static func weight(
    sex: Sex, lying: Bool, centimetres: Double, z: Double
  ) -> Double? {
    guard lengths(lying: lying).contains(centimetres) else { return nil }
    let table: WHOGrowthTables.Table = lying ? .weightForLength : .weightForHeight
    let tenths = Int((centimetres * 10).rounded(.down))
    guard var lms = LMS.who(table, sex: sex, key: tenths) else { return nil }
    let fraction = centimetres * 10 - Double(tenths)
    if fraction > 0, let next = LMS.who(table, sex: sex, key: tenths + 1) {
      lms = lms.interpolated(to: next, fraction: fraction)
    }
    return lms.value(atZ: z)
  }
}
