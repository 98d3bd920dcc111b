import DataSource
import Model

extension MethodTopic {
  /// The WHO standards (2006) and reference (2007): which child gets them, every rule of the
  /// WHO's programs bmi follows, the classes and the citation the WHO asks for.
  static var who: [HelpBlock] {
    [
      .heading("Children: the WHO standards and reference"),
      .paragraph(
        "--reference cdc (the default; a profile's --reference, else cdc) is the CDC's recommendation for US clinics: the WHO Child Growth Standards 2006 under 24 months (reference who-2006), the CDC 2000 charts from 24 months to the 20th birthday, adult classes from 20. --reference who is the WHO's: the 2006 standards under 60 months, the WHO Reference 2007 from 60 to 228 months (who-2007), adult classes after 228 months (19 years). Without an age, --reference who scores weight-for-length/height for a length or height up to 120 cm; longer is an adult, and calc's text says so (give --age or --born for a child). A child needs --sex."
      ),
      .paragraph(
        "bmi computes what the WHO's own R programs compute, digit for digit at the 2 decimals they print: anthro (1.1.0.9000) for the 2006 standards, anthroplus (1.0.0.9000) for the 2007 reference. The tests compare every z and flag of a 24,268-row boundary grid, a 5,000-child survey, a 7,205-row 2007 grid and anthroplus' own example survey with the packages' output, and find no difference."
      ),
      .literal(whoSteps),
      .paragraph(
        "One floating-point choice is anthro's and is kept: the upper row of weight-for-length/height is trunc(x × 10 + 1) / 10, not the lower row plus 0.1. A lying length of 103.1 cm at 731 days or more is 103.1 - 0.7 = 102.39999999999999 cm in double arithmetic, so anthro (and bmi) interpolate between the 102.3 and 102.5 cm rows, almost at 102.5: a boy of 15 kg gets -0.84 where the 102.4 cm row alone gives -0.82. Rounding R's way matters too: 2.675 (stored 2.67499999999999982) prints 2.67 and 5.015 prints 5.02, and a z that rounds to -0.00 prints 0.00."
      ),
      .paragraph(
        "Edges: 60 months is the first age of the 2007 reference (anthro scores only under 60 months; anthroplus scores 60.0), and 228.0 months its last (anthroplus; the WHO's older who2007 macro also scored 228 to 229 months, and weight-for-age 120 to 121: bmi follows anthroplus). Weight-for-age of the 2007 reference stops at 120 months. Zero, negative or non-finite measures are refused before scoring (the packages disagree there)."
      ),
      .table(
        header: ["Class", "Indicator", "z"],
        rows: [
          ["obesity", "WFL/H (under 5)", "above +3"],
          ["overweight", "WFL/H (under 5)", "above +2"],
          ["risk-of-overweight", "WFL/H (under 5)", "above +1"],
          ["wasting", "WFL/H (under 5)", "below -2"],
          ["severe-wasting", "WFL/H (under 5)", "below -3"],
          ["obesity", "BMI-for-age (5-19)", "above +2"],
          ["overweight", "BMI-for-age (5-19)", "above +1"],
          ["thinness", "BMI-for-age (5-19)", "below -2"],
          ["severe-thinness", "BMI-for-age (5-19)", "below -3"],
          ["stunting", "length/height", "below -2"],
          ["severe-stunting", "length/height", "below -3"],
          ["underweight", "weight-for-age", "below -2"],
          ["severe-underweight", "weight-for-age", "below -3"],
        ]),
      .paragraph(
        "WFL/H is weight-for-length/height; z is the printed z (2 decimals). category is the weight class: under 5 from weight-for-length/height, or from BMI-for-age when the length is outside its table; from 5 from BMI-for-age; who_category_indicator names the one that decided. who_stature_class and who_weight_class give stunting and underweight. Flags (who_*_flag, on the printed z): length/height-for-age beyond ±6, weight-for-age below -6 or above +5, the others beyond ±5; a flagged z is still reported."
      ),
      .paragraph(
        "Sources: WHO Child Growth Standards, 2006, and WHO Reference 2007, © World Health Organization; the tables as the WHO distributes them in its R packages anthro (GPL-3) and anthroplus (GPL >= 3), compiled in unchanged. WHO Multicentre Growth Reference Study Group. WHO Child Growth Standards: Length/height-for-age, weight-for-age, weight-for-length, weight-for-height and body mass index-for-age: Methods and development. Geneva: WHO, 2006; and ... Head circumference-for-age, arm circumference-for-age, triceps skinfold-for-age and subscapular skinfold-for-age. Geneva: WHO, 2007. de Onis M et al. Development of a WHO growth reference for school-aged children and adolescents. Bull World Health Organ 2007; 85: 660-7."
      ),
    ]
  }

  /// The WHO programs' rules, in their order.
  static let whoSteps = [
    "2006 standards (anthro), under 60 months:",
    "day    = days rounded half up; months x 30.4375",
    "         (24 months = day 730.5 -> 731)",
    "L,M,S  = the row of that day (no interpolation)",
    "length = +0.7 cm standing under day 731,",
    "         -0.7 cm lying from day 731; a standing",
    "         height under 9 months: not adjusted,",
    "         flagged (who_standing_under_9_months)",
    "BMI    = weight / (length / 100)²",
    "WFL/H  = length table (45-110 cm) under day 731,",
    "         height table (65-120 cm) from it; no age:",
    "         --measured, else length under 87 cm",
    "         low = trunc(x * 10)/10,",
    "         up = trunc(x * 10 + 1)/10",
    "         P = P(low) + (x - low)/0.1 x (P(up) - P(low))",
    "MUAC   = from day 91",
    "2007 reference (anthroplus), 60 to 228 months:",
    "L,M,S  = P(a0) + (a - a0) x (P(a0 + 1) - P(a0)),",
    "         a0 = trunc(a); height as measured",
    "both:",
    "z      = ((y / M)^L - 1) / (S x L)",
    "weight-based (weight, WFL/H, BMI, MUAC), |z| > 3:",
    "SDk    = M x (1 + L x S x k)^(1/L)",
    "z      = 3 + (y - SD3) / (SD3 - SD2)",
    "         -3 + (y - SD-3) / (SD-2 - SD-3)",
    "oedema = no weight-based z and no weight class",
    "print  = R's round(z, 2); flags on the printed z",
  ]
}
