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
          "BMI = kg / m². It is reported rounded half away from zero to 2 decimals (22.857... gives 22.86), for an adult and a child alike, in calc, batch rows, tracking and export; a child's scores use the unrounded BMI (Children, below). bmi rounds the decimal value you would write down, so a BMI of exactly 24.995 reports 25.00 and 16.9 kg at 104 cm (exactly 15.625) reports 15.63. Weights, ages in months, BMI Prime and the waist-to-height ratio round the same way. The category is decided on the BMI as reported, compared in hundredths, so the two never disagree. BMI Prime is BMI divided by the upper limit of normal, to 2 decimals. The healthy weight range for a height is the healthy BMI range times the height in metres squared; the change to reach it is the weight to gain or lose to enter it, 0 inside it and for any BMI in the normal class (24.95 is normal, under 25, though above the range's 24.9: calc then says the weight is just above the range rather than within it)."
        ),
        .heading("Adults"),
        .paragraph(
          "Adult classes use the same ids with either set of cut points; the reference field says which decided, in every record. Text names the reference whenever it is not the WHO adult classes: calc's text for a child or with other cut points, trend's Classes line, and history's footer (each reference with the days it classed, so a history that crosses from a growth reference to the adult classes says on which day). --population asian (or a profile's population) selects WHO 2004 and NICE's lower action points, for people of South Asian, Chinese, other Asian, Middle Eastern, Black African or African-Caribbean family background. Thinness is unchanged."
        ),
        .table(
          header: [
            "Category", AssessmentReference.whoAdult.rawValue,
            AssessmentReference.whoAdultAsian.rawValue,
          ],
          rows: adultRows),
        .table(
          header: ["Category", "Label"],
          rows: AdultCategory.allCases.map { [$0.rawValue, $0.label] }),
        .table(
          header: ["Cut points", "Healthy BMI", "BMI Prime"],
          rows: [AdultCutPoints.who, .whoAsian].map {
            [
              $0.reference.rawValue,
              "\(number($0.healthyBMI.lowerBound))–\(number($0.healthyBMI.upperBound))",
              "BMI / \(number($0.primeDivisor))",
            ]
          }),
        .heading("Children"),
        .paragraph(
          "With the default reference (cdc) a child is scored against the CDC 2000 growth charts exactly as the CDC's own programs score one (the SAS program and the R package cdcanthro), from 24 months up to the 20th birthday (reference cdc-2000; a sex is needed). From 240 months, and with a birth date from the 20th birthday itself, the adult classes apply; under 24 months the WHO Child Growth Standards apply (below). The adult-only fields (bmi_prime, the healthy weight range and the change to reach it) are null for a child."
        ),
        .paragraph(
          "Age: --born and a measurement date give days / 30.4375 months (the CDC's convention); --age is used as given (9y6m is 114 months). A birth date after the measurement is an error (exit 64 for options, 65 in data). Surveys that store whole completed months (NHANES and most others) are the user's to convert: add 0.5, so 114 completed months is --age 114.5m, as the CDC advises; an age in days is days / 30.4375 months."
        ),
        .paragraph(
          "Reference: the CDC programs' file CDCref_d.csv: L, M and S of weight-for-age, stature-for-age and BMI-for-age at 23.5, 24.5, ..., 239.5 months and the 240.0 end. L, M and S are interpolated linearly at the exact age a between the knots x_i <= a <= x_j around it: y = y_i + (y_j - y_i) × ((a - x_i) / (x_j - x_i)), so 24.0 months lies midway between the 23.5 and 24.5 knots. No row is picked and nothing is rounded before printing."
        ),
        .literal(childFormulas),
        .paragraph(
          "Φ is computed with W. J. Cody's algorithm as R's pnorm computes it, and 1.6448536269514715 is R's qnorm(0.95), so each score is the same double the CDC's R program computes. One difference is deliberate: the CDC computes the extended z as Φ⁻¹(percentile / 100); once 90 + 10 × Φ(d) rounds to 100 (d above about 7.97) that is infinite and the CDC prints 8.21 instead, and from z about 5.5 its percent-based quantile loses digits. bmi takes z from the upper tail, as above, so it keeps rising with the BMI past 8.21 where the CDC stops; below z = 5.5 the two agree to 1e-9, and the percentiles are identical."
        ),
        .paragraph(
          "The category is decided on the unrounded percentile (extended) and %P95, as the CDC's programs decide it; printed scores (z, percentiles, %P95, %median, the P50 and P95 BMIs) are the same doubles rounded to 2 decimals by their exact binary value, as R's sprintf and printf's %.2f round them, so they match the CDC's program digit for digit; the one difference is an exact binary tie (a multiple of 1/8 such as 0.125), which bmi rounds half away from zero (0.13) where printf gives the even neighbour (0.12). So a percentile of 94.995 is overweight although it prints as 95.00, and 119.996% of P95 is obesity although it prints as 120.00."
        ),
        .table(
          header: ["Category", "Label", "BMI-for-age"],
          rows: ChildCategory.allCases.map { [$0.rawValue, $0.label, childRule($0)] }),
        .paragraph(
          "Biologically implausible values (the CDC's cut-offs, from its SAS program): a modified z-score beyond them marks a measurement more likely wrong than real. A flagged value is still scored and reported; biv_weight, biv_height and biv_bmi say -1 (too low), 0 or 1 (too high), biv says whether any is flagged, and calc prints a line per flag. A value exactly on a cut-off is not flagged."
        ),
        .table(
          header: ["Flag", "Modified z of", "Low below", "High above"],
          rows: [
            ["biv_weight", "weight-for-age", "-5", "8"],
            ["biv_height", "height-for-age", "-5", "4"],
            ["biv_bmi", "BMI-for-age", "-4", "8"],
          ]),
        .paragraph(
          "Tracking: for a profile with a birth date, history, trend (at the latest date), profile show and list, export and chart assess each weigh-in at the person's age on its date with the height measured nearest it (a child's: that day, else within 91 days before, else within 91 days after, a baby's window a quarter of its age; an adult's: the latest logged, else the profile's; bmi help tracking); someone who turns 20 within the history crosses to the adult classes on the birthday. For a child under 5 (to 19 with --reference who), chart draws the WHO curves (z -3 to +3) of the indicator chosen; for an older child by the CDC, BMI against age over the P5, P50, P85, P95 and 120%-of-P95 curves."
        ),
        .paragraph(
          "With --classes iotf a child of 2 to 18 years also gets the IOTF adult-equivalent class and IOTF BMI (Cole & Lobstein 2012), L, M and S interpolated by sitar's natural cubic spline: bmi help growth gives the method and the cut-offs."
        ),
      ] + who + [
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
          "The weekly rate is 7 × the least-squares slope of the trend over the last 14 days up to the last weigh-in (fewer when the log is younger); a single weigh-in has no rate. The energy balance is that rate at 7716 kcal per kg, per day (negative is a deficit), given for adults only: a child's weight gain is growth too, which the figure knows nothing of. The goal forecast is the day the trend reaches the goal at the current rate (on_track), or moving_away, flat (a rate that rounds to 0.00 kg/week), reached (within 0.05 kg), needs_more_data, not_in_reach or data_too_old, each as bmi help tracking says."
        ),
        .heading("Sources"),
        .paragraph(
          "CDC 2000 growth charts, 2 to 20 years (Kuczmarski RJ et al., Vital Health Stat 11(246), 2002; public domain): the reference file CDCref_d.csv of the CDC's SAS program and R package cdcanthro (0.1.3), compiled in as Swift literals. Cody WJ, Algorithm 715, ACM TOMS 19, 1993 (Φ, as R's pnorm). Wei R et al., A method for calculating BMI z-scores and percentiles above the 95th percentile of the CDC growth charts, Ann Hum Biol 47(6), 2020. Cole TJ, Green PJ, the LMS method, Stat Med 11, 1992. WHO Expert Consultation, Appropriate body-mass index for Asian populations, Lancet 363, 2004; NICE PH46 and NG246, which also sets the waist-to-height bands. Acklam PJ, inverse normal, 2003. IOTF: Cole TJ, Lobstein T, Extended international (IOTF) body mass index cut-offs for thinness, overweight and obesity, Pediatric Obesity 7:284-294, 2012."
        ),
      ])
  }

  /// The CDC programs' formulas, one per line, in their order of operations.
  static let childFormulas = [
    "BMI    = weight / (height / 100)²  (never rounded)",
    "z      = ((X / M)^L - 1) / (L × S)",
    "         X = BMI, weight or height",
    "pct    = 100 × Φ(z)",
    "P50    = M",
    "P95    = M × (1 + L × S × 1.6448536269514715)^(1 / L)",
    "%P95   = 100 × (BMI / P95)",
    "%med   = z1 × 100 × S, z1 = (BMI / M - 1) / S",
    "         (+ above, - below the median)",
    "mod z  = (X - M) / (0.5 × (M × (1 + 2LS)^(1/L) - M))",
    "         when X >= M, else",
    "         (X - M) / (0.5 × (M - M × (1 - 2LS)^(1/L)))",
    "extended, when the LMS pct is 95 or more (CDC 2022):",
    "y      = age in months / 12",
    "σ      = 0.3728 + 0.5196 y - 0.0091 y²  (boys)",
    "         0.8334 + 0.3712 y - 0.0011 y²  (girls)",
    "         rounded to 8 decimals",
    "d      = (BMI - P95) / σ",
    "pct    = 90 + 10 × Φ(d)",
    "z      = -Φ⁻¹(0.1 × (1 - Φ(d)))",
  ]

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
