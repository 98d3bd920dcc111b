import DataSource
import Model

/// `bmi help method`: how BMI is computed, rounded and classified; the adult cut points are
/// generated from `AdultCutPoints`, the category ids and labels from the entities.
enum MethodTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "method",
      summary: "How bmi computes, rounds and classifies a BMI, for adults and children.",
      blocks: [
        .heading("BMI"),
        .paragraph(
          "BMI = kg / m², rounded half away from zero to 2 decimals (22.857... gives 22.86). bmi rounds the decimal value you would write down, so a BMI of exactly 24.995 reports 25.00. The category is decided on the BMI as reported, compared in hundredths, so the two never disagree. BMI Prime is BMI divided by the upper limit of normal, to 2 decimals. The healthy weight range for a height is the healthy BMI range times the height in metres squared; the change to reach it is the weight to gain or lose to enter it, 0 inside it."
        ),
        .heading("Adults"),
        .paragraph(
          "Adult classes use the same ids with either set of cut points; the thresholds field says which decided. --population asian (or a profile's population) selects WHO 2004 and NICE's lower action points, for people of South Asian, Chinese, other Asian, Middle Eastern, Black African or African-Caribbean family background. Thinness is unchanged."
        ),
        .table(header: ["Category", "who", "who-asian"], rows: adultRows),
        .table(
          header: ["Category", "Label"],
          rows: AdultCategory.allCases.map { [$0.rawValue, $0.label] }),
        .table(
          header: ["Cut points", "Healthy BMI", "BMI Prime"],
          rows: [AdultCutPoints.who, .whoAsian].map {
            [
              $0.thresholds.rawValue,
              "\(number($0.healthyBMI.lowerBound))–\(number($0.healthyBMI.upperBound))",
              "BMI / \(number($0.primeDivisor))",
            ]
          }),
        .heading("Children"),
        .paragraph(
          "With an age (--age or --born) from 24 up to 240 months, the CDC 2000 BMI-for-age reference replaces the adult classes (thresholds cdc-2000) and a sex is needed. Under 24 months BMI is not assessed (exit 64); from 240 months (with a birth date, from the 20th birthday) the adult classes apply. The adult-only fields (bmi_prime, the healthy weight range and the change to reach it) are null for a child."
        ),
        .paragraph(
          "A child is scored exactly as the CDC's own programs do (the R package cdcanthro and the SAS program): L, M and S are interpolated linearly between the reference's rows at the exact age, and every score comes from the unrounded BMI. z = ((BMI / M)^L - 1) / (L × S) and the percentile is Φ(z) × 100 (original_z_score, original_percentile). From the 95th percentile up, the CDC 2022 extended method replaces the LMS curves: percentile = 90 + 10 × Φ((BMI - P95) / σ), with σ = 0.8334 + 0.3712a - 0.0011a² for girls and 0.3728 + 0.5196a - 0.0091a² for boys, a being the age in years, and z is computed from the upper tail so that it stays finite where the CDC's programs print 8.21. percent_of_p95 = 100 × BMI / P95."
        ),
        .paragraph(
          "Weight-for-age and height-for-age scores, the modified z-scores, and the CDC's biologically implausible value flags (-1 low, 0 none, 1 high) are reported too. The category is decided on the unrounded percentile and percentage of P95; only printing rounds, to 2 decimals, as printf rounds the same number."
        ),
        .table(
          header: ["Category", "Label", "BMI-for-age"],
          rows: ChildCategory.allCases.map { [$0.rawValue, $0.label, childRule($0)] }),
        .heading("Waist-to-height ratio"),
        .paragraph(
          "--waist (or a waist the profile logged within 30 days before the measurement) adds waist ÷ height to 2 decimals, banded on that reported value as NICE does. NICE recommends it for adults with a BMI below 35; for children it is shown as an indication only."
        ),
        .table(
          header: ["Band", "Ratio", "NICE"],
          rows: WaistToHeightBand.allCases.map { [$0.rawValue, waistRule($0), $0.label] }),
        .heading("Trend"),
        .paragraph(
          "bmi trend and the trend column of bmi history use the Hacker's Diet moving average: T1 = W1 and Tn = Tn-1 + 0.1 × (Wn - Tn-1), one step per calendar day from the first weigh-in to the last. Days without a weigh-in (including days with only a waist) get the weight on the straight line between the weigh-ins on either side, so a gap neither drags the trend towards old values nor freezes it. Nothing is extrapolated: the report is as of the last weigh-in. history computes the trend over the whole log before filtering, so --since and --last show the same values as the full list."
        ),
        .paragraph(
          "The weekly rate is 7 × the least-squares slope of the trend over the last 14 days up to the last weigh-in (fewer when the log is younger); a single weigh-in has no rate. The energy balance is that rate at 7716 kcal per kg, per day (negative is a deficit). The goal forecast is the day the trend reaches the goal at the current rate (on_track), or moving_away, flat (a rate that rounds to 0.00 kg/week), reached (within 0.05 kg) or needs_more_data."
        ),
        .heading("Sources"),
        .paragraph(
          "CDC 2000 growth charts, BMI-for-age LMS parameters, 2 to 20 years (Kuczmarski RJ et al., Vital Health Stat 11(246), 2002; public domain), compiled in as Swift literals. Wei R et al., A method for calculating BMI z-scores and percentiles above the 95th percentile of the CDC growth charts, Ann Hum Biol 47(6), 2020. Cole TJ, Green PJ, the LMS method, Stat Med 11, 1992. WHO Expert Consultation, Appropriate body-mass index for Asian populations, Lancet 363, 2004; NICE PH46 and NG246, which also sets the waist-to-height bands. Acklam PJ, inverse normal, 2003."
        ),
      ])
  }

  /// One row per adult class: its range under each set of cut points.
  private static var adultRows: [[String]] {
    AdultCategory.allCases.map { category in
      [category.rawValue, range(category, .who), range(category, .whoAsian)]
    }
  }

  private static func range(_ category: AdultCategory, _ cutPoints: AdultCutPoints) -> String {
    let bounds = cutPoints.bounds
    guard let index = bounds.firstIndex(where: { $0.category == category }) else {
      return "\(hundredths(bounds.last?.below ?? 0)) and over"
    }
    let upper = hundredths(bounds[index].below - 1)
    guard index > 0 else { return "below \(hundredths(bounds[index].below))" }
    return "\(hundredths(bounds[index - 1].below)) to \(upper)"
  }

  private static func hundredths(_ value: Int) -> String {
    let whole = value / 100
    let fraction = value % 100
    if fraction == 0 { return String(whole) }
    if fraction % 10 == 0 { return "\(whole).\(fraction / 10)" }
    return fraction < 10 ? "\(whole).0\(fraction)" : "\(whole).\(fraction)"
  }

  private static func number(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }

  private static func childRule(_ category: ChildCategory) -> String {
    switch category {
    case .underweight: return "below the 5th percentile"
    case .healthy: return "5th to below the 85th"
    case .overweight: return "85th to below the 95th"
    case .obesity: return "95th and above"
    case .severeObesity: return "BMI at 120% of the 95th percentile or more"
    }
  }

  private static func waistRule(_ band: WaistToHeightBand) -> String {
    switch band {
    case .healthy: return "below 0.50"
    case .increased: return "0.50 to 0.59"
    case .high: return "0.60 and over"
    }
  }
}
