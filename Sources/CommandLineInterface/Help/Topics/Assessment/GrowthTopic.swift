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
          "bmi log 30 --height 128.5 --date 2025-09-01",
          "bmi log 31 --height 132      # today, measured today",
          "bmi history   # each weigh-in at its age and height",
          "bmi trend     # BMI-for-age at the latest date",
          "bmi chart     # BMI against age, CDC curves",
        ]),
        .paragraph(
          "A profile with a birth date is assessed at the person's age on each weigh-in's date, days / 30.4375 months, with the height measured that day or within the 91 days before, else within the 91 days after (for a baby under a year, a quarter of its age in days, at least 7; bmi log --height H; a child's profile height is logged as measured the day it is saved, so changing it later rescores nothing before; a child's weigh-ins without one near get no BMI and no class and say why, height-too-old, a child the WHO scores keeping the scores that need no height: weight-for-age, head and arm; bmi help tracking). By the profile's reference (bmi profile save NAME --reference cdc|who; cdc by default, the CDC's recommendation for US clinics): under 24 months the WHO Child Growth Standards 2006, from 24 months up to the 20th birthday the CDC 2000 BMI-for-age, scored as the CDC's own programs score it (bmi help method); with who the WHO standards under 5 years and the WHO Reference 2007 to 19 years. A sex is needed; from the 20th birthday the adult classes of the profile's population apply (after 228 months with who), so a history that spans it crosses on that date. A weigh-in of a child with no sex recorded keeps its BMI and gets no class; the records say why in reason (\(reasons))."
        ),
        .paragraph(
          "history, trend, profile show and list, and export report the class of each weigh-in (a child's with its percentile in the text: Healthy weight (P61.40); a weigh-in with a score the WHO flags, or a CDC biologically implausible value, adds ', flagged: check the measurements'; bmi log of a head or arm that no reference scores, such as a CDC child's, keeps it and says 'Kept, not scored'; a logged height far from the heights logged around it, more than \(Int(HeightChange.shrinkCentimetres)) cm below one before it or above one after it, or for a child more than \(Int(HeightChange.shrinkCentimetres)) cm plus \(Int(HeightChange.childCentimetresPerMonth)) cm a month above, for an adult more than \(Int(HeightChange.shrinkCentimetres)) cm from the profile's when none is logged, is kept and said, 'Check the height: 57.0 cm on … is 18.0 cm less than the 75.0 cm logged on …', a likely slip that bmi undo takes back), and their records end with reference, age_months, percentile, z_score, percent_of_p95 and reason (bmi help fields); history and export records then carry a WHO child's z-scores and their flags (who_length_height_z and who_length_height_flag, who_weight_z, who_weight_for_length_z, who_bmi_z, who_head_z, who_arm_z, each with its _flag), the indicator that decided the class and the stunting and underweight classes (who_category_indicator, who_stature_class, who_weight_class; the text says them after the class: Normal (weight-for-length z -1.75), stunting, underweight), a length, head or arm logged without a weight scored too (reason weight-missing; bmi help tracking). calc with --born or --age reports every field of the CDC's program: the extended and original BMI-for-age z-score and percentile, %P95, % of median, weight-for-age and height-for-age z-scores and percentiles, the modified z-scores and the biologically implausible value flags."
        ),
        .heading("Growth chart"),
        .paragraph(
          "A child under 5 at the latest weigh-in (or any child under --reference who) gets the WHO growth curves of one indicator instead, --indicator choosing it: see bmi help charts. When the latest weigh-in is an older child's, bmi chart draws BMI (kg/m²) against age in years instead of weight against date: the CDC curves \(curves), each named at its right end, and the child's BMIs as points. In the terminal the curves are braille dots (ASCII with --ascii) and the points \(ChartGlyphs.unicode.weighIn) (\(ChartGlyphs.ascii.weighIn) in ASCII); --format svg draws the same as a self-contained SVG. The age axis covers whole years around the weigh-ins, at least two years, within 2 to 20; the BMI axis covers the P5 and 120%-of-P95 curves and every point."
        ),
      ] + who + iotf)
  }

  /// The WHO standards for the youngest: what calc takes and shows, and the citation.
  private static var who: [HelpBlock] {
    [
      .heading("WHO standards (birth to 5) and reference (5 to 19)"),
      .literal([
        "bmi calc --weight 9.2 --height 74 --age 9m \\",
        "    --sex male --measured lying --head 45 --arm 14.5",
        "bmi calc --weight 20 --height 115 --age 2000d \\",
        "    --sex female --reference who",
        "bmi calc --weight 9 --height 75 --sex female \\",
        "    --reference who    # weight-for-length, no age",
      ]),
      .paragraph(
        "Under 5 years bmi calc gives every indicator of the WHO Child Growth Standards 2006 it has the measures for: length/height-for-age, weight-for-age, weight-for-length (45-110 cm) or weight-for-height (65-120 cm), BMI-for-age, head circumference-for-age (--head) and arm circumference-for-age (--arm, MUAC, from 3 months), as z-scores to 2 decimals with the WHO's flags; from 5 to 19 years (--reference who) BMI-for-age, height-for-age and weight-for-age (to 10 years) of the WHO Reference 2007. An age can be given in days (--age 45d), months (6m) or years and months (1y2m), or as --born. --measured lying|standing says how the length was taken (the WHO adds 0.7 cm to a standing height from 9 months to day 730 and takes 0.7 cm from a lying length from day 731; a standing height under 9 months is not adjusted and is flagged); --oedema withholds the weight-based scores (reason oedema). A child a growth reference scores (an age and a sex given) may be given only what was measured, as anthro and cdcanthro score a child measured but not weighed: without --weight or --height, the indicators the measures given allow (the WHO's, or the CDC's weight- or height-for-age), no BMI or class, reason weight-missing or height-missing (oedema stays the reason), and --format value refused (64); a child the WHO scores may also be given neither (a head or an arm alone: weight-and-height-missing). --save and --waist still need both, and so does an adult. A head, arm, position or oedema given where no WHO indicator reads it (an arm under 3 months, a head from 5 years, an adult, a CDC child) is said in the text (Not scored: …), not dropped; so is weight-for-age past 10 years and a weight-for-length or weight-for-height whose length is outside the table the age (or, without one, the position, else the 87 cm rule) chose."
      ),
      .paragraph(
        "The weight class has the WHO's names: severe-wasting, wasting, normal, risk-of-overweight, overweight and obesity under 5 (from weight-for-length/height; who_category_indicator names it), severe-thinness, thinness, normal, overweight and obesity from 5 (BMI-for-age); stunting (length/height-for-age) and underweight (weight-for-age) beside it. The records carry the who_* fields (bmi help fields); the method, rule by rule, is in bmi help method."
      ),
      .paragraph(
        "Source: WHO Child Growth Standards, 2006, and WHO Reference 2007, © World Health Organization (tables as distributed in the WHO's R packages anthro and anthroplus). WHO Multicentre Growth Reference Study Group, WHO Child Growth Standards: Methods and development, Geneva: WHO, 2006 and 2007; de Onis M et al., Bull World Health Organ 2007; 85: 660-7."
      ),
    ]
  }

  /// `--classes iotf`: the method, the cut-offs and the citation.
  private static var iotf: [HelpBlock] {
    [
      .heading("IOTF classes (--classes iotf)"),
      .paragraph(
        "bmi calc --classes iotf (and calc --input rows with it) adds, for a child of 2.0 to 18.0 years with a known sex, the International Obesity Task Force's adult-equivalent class (iotf_class) and the IOTF BMI (iotf_bmi), beside the class the reference decided. The IOTF table gives L, M and S for BMI every half year from 2 to 18; between its rows bmi interpolates as Tim Cole's R package sitar does (LMS2z with ref = \"iotf\"): a natural cubic spline through all 33 rows of the sex (second derivative 0 at 2 and 18 years), not LMSgrowth's four-point Lagrange rule (the table leaves the rule open, and the two differ slightly between rows). Then z = ((BMI / M)^L - 1) / L / S, on the unrounded BMI."
      ),
      .paragraph(
        "Each adult cut-off (16, 17, 18.5, 25, 30, 35 kg/m²) has a z at 18.0 years; the child's class compares its unrounded z with those (thinness below its curve, the others on or above theirs). The IOTF BMI is the adult BMI at 18 years with the child's z, M18 × (1 + L18 × S18 × z)^(1/L18): a child with IOTF BMI 26 is on the curve that reaches BMI 26 at 18. The tests check it against sitar's own output (1.4.0.9000): L, M, S and the six cut-off BMIs within 1e-11 at sampled ages, and the class and the z to 2 decimals of 61 children, many within 0.005 kg/m² of a cut-off."
      ),
      .table(
        header: ["Class", "Adult BMI", "z boys", "z girls"],
        rows: IOTFClass.allCases.filter { $0.adultCutOff != nil }.enumerated().map {
          index, iotf in
          let cutOff = iotf.adultCutOff ?? 0
          return [
            iotf.rawValue, (cutOff < 25 ? "below " : "from ") + decimal(cutOff),
            decimal(IOTFScorer.cutOffZ(sex: .male)[index], places: 4),
            decimal(IOTFScorer.cutOffZ(sex: .female)[index], places: 4),
          ]
        }),
      .paragraph(
        "normal is everything between thinness-grade-1 and overweight. Source: Cole TJ, Lobstein T. Extended international (IOTF) body mass index cut-offs for thinness, overweight and obesity. Pediatric Obesity 2012; 7: 284-294 (the LMS table as shipped in sitar, GPL >= 2); also Cole TJ et al., BMJ 2000; 320: 1240-3 and BMJ 2007; 335: 194-7."
      ),
    ]
  }

  private static func decimal(_ value: Double, places: Int = 1) -> String {
    let text = FixedDecimal(value, places: places, rule: .exactBinary).description
    return places == 1 && text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }

  private static let reasons = FieldCatalog.words(AssessmentReason.self)

  private static var curves: String {
    let labels = GrowthChartPlan.curves.map { $0.label == "120%" ? "120% of P95" : $0.label }
    return labels.dropLast().joined(separator: ", ") + " and " + labels.last!
  }
}
