import DataSource
import Model

/// `bmi help growth`: tracking a child's growth: what each command shows for a profile with a
/// birth date and a sex, the growth chart, and where the adult classes take over.
enum GrowthTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "growth",
      summary: "Tracking a child: BMI-for-age per weigh-in and the growth chart.",
      blocks: [
        .literal([
          "bmi profile save mia --height 132cm --sex female \\",
          "    --born 2016-03-10",
          "bmi log 30 --date 2025-09-01",
          "bmi history   # each weigh-in at its age",
          "bmi trend     # BMI-for-age at the latest date",
          "bmi chart     # BMI against age, CDC curves",
        ]),
        .paragraph(
          "A profile with a birth date is assessed at the person's age on each weigh-in's date, days / 30.4375 months, with the profile's height (update it as the child grows, with bmi profile save NAME --height H). From 24 months up to the 20th birthday that is the CDC 2000 BMI-for-age, scored as the CDC's own programs score it (bmi help method), and a sex is needed; from the 20th birthday the adult classes of the profile's population apply, so a history that spans it crosses on that date. A weigh-in under 24 months, or of a child with no sex recorded, keeps its BMI and gets no class; the records say why in reason (\(reasons))."
        ),
        .paragraph(
          "history, trend, profile show and list, and export report the class of each weigh-in (a child's with its percentile in the text: Healthy weight (P61.40)), and their records end with reference, age_months, percentile, z_score, percent_of_p95 and reason (bmi help fields). calc with --born or --age reports every field of the CDC's program: the extended and original BMI-for-age z-score and percentile, %P95, % of median, weight-for-age and height-for-age z-scores and percentiles, the modified z-scores and the biologically implausible value flags."
        ),
        .heading("Growth chart"),
        .paragraph(
          "When the latest weigh-in is a child's, bmi chart draws BMI (kg/m²) against age in years instead of weight against date: the CDC curves \(curves), each named at its right end, and the child's BMIs as points. In the terminal the curves are braille dots (ASCII with --ascii) and the points \(ChartGlyphs.unicode.weighIn) (\(ChartGlyphs.ascii.weighIn) in ASCII); --format svg draws the same as a self-contained SVG. The age axis covers whole years around the weigh-ins, at least two years, within 2 to 20; the BMI axis covers the P5 and 120%-of-P95 curves and every point."
        ),
      ])
  }

  private static let reasons = FieldCatalog.words(AssessmentReason.self)

  private static var curves: String {
    let labels = GrowthChartPlan.curves.map { $0.label == "120%" ? "120% of P95" : $0.label }
    return labels.dropLast().joined(separator: ", ") + " and " + labels.last!
  }
}
