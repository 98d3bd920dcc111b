import DataSource
import Model

extension ReportHTMLRenderer {
  /// How the numbers were made, and the works cited for the references this report used.
  var methodSection: String {
    // The CDC charts scored someone in the range: a sex, the first weigh-in (the youngest
    // age) before 240 months and the last (the oldest) from 24.
    let first = report.rows.first { $0.entry.kilograms != nil }
    let usedChild =
      report.profile.sex != nil && (first?.assessment?.ageMonths.map { $0 < 240 } ?? false)
      && (report.assessment?.ageMonths.map { $0 >= 24 } ?? false)
    let usedAsian = report.profile.population.map { AdultCutPoints.forPopulation($0) } == .whoAsian
    var out = "<section aria-labelledby=\"method\">\n<h2 id=\"method\">Method and references</h2>\n"
    out +=
      "<p>BMI is the weight in kilograms divided by the square of the height in metres, rounded to 2 decimals. "
    out +=
      usedAsian
      ? "An adult is classed by the WHO 2004 and NICE cut points for Asian and other backgrounds (23, 27.5, 32.5, 37.5). "
      : "An adult is classed by the WHO classes (18.5, 25, 30, 35, 40). "
    if usedChild {
      out +=
        "From 2 years to the 20th birthday, BMI is scored for age and sex against the CDC 2000 growth charts, as the CDC's own programs score it: underweight below the 5th percentile, overweight from the 85th, obesity from the 95th and severe obesity from 120% of the 95th; above the 95th the percentile and z are the CDC's extended ones. "
    }
    out +=
      "The trend is the Hacker's Diet moving average (each day moves 10% of the way to the weight); the weekly rate is 7 times the least-squares slope of the trend over the last 14 days, the energy balance that rate at 7716 kcal per kg. 'bmi help method' gives every detail.</p>\n"
    out += "<ul>\n"
    var cited = [Self.whoAdult]
    if usedAsian { cited.append(Self.whoAsian) }
    if usedChild {
      cited += [Self.cdc2000, Self.cdcExtended]
    }
    cited.append(Self.hackersDiet)
    for work in cited { out += "<li>\(escape(work))</li>\n" }
    return out + "</ul>\n</section>\n"
  }

  static let whoAdult =
    "WHO. Obesity: preventing and managing the global epidemic. WHO Technical Report Series 894, Geneva, 2000."
  static let whoAsian =
    "WHO Expert Consultation. Appropriate body-mass index for Asian populations and its implications for policy and intervention strategies. Lancet 363:157-163, 2004; NICE public health guideline PH46, 2013."
  static let cdc2000 =
    "Kuczmarski RJ et al. 2000 CDC Growth Charts for the United States: methods and development. Vital Health Stat 11(246), 2002."
  static let cdcExtended =
    "Wei R et al. A method for calculating BMI z-scores and percentiles above the 95th percentile of the CDC growth charts. Ann Hum Biol 47(6):514-521, 2020."
  static let hackersDiet = "Walker J. The Hacker's Diet, 1991 (the trend)."
}
