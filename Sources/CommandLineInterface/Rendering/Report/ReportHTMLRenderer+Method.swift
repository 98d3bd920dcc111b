import DataSource
import Model

extension ReportHTMLRenderer {
  /// How the numbers were made, and the works cited for the references this report used.
  var methodSection: String {
    // The references that decided a class in the range: only those are described and cited.
    var used = Set(report.rows.compactMap { $0.assessment?.reference })
    if let latest = report.assessment?.reference { used.insert(latest) }
    let usedChild = used.contains(.cdc2000)
    let usedWHO = used.contains(.who2006) || used.contains(.who2007)
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
    if usedWHO {
      out +=
        "A child under 5 years (under 2 by default) is scored against the WHO Child Growth Standards 2006, and with the WHO reference chosen to 19 years against the WHO Reference 2007, as the WHO's own programs score them, z rounded to 2 decimals: under 5 years wasting below z −2 (severe below −3), risk of overweight above +1, overweight above +2 and obesity above +3; from 5 years thinness below −2 (severe below −3), overweight above +1 and obesity above +2. "
    }
    out +=
      "The trend is the Hacker's Diet moving average (each day moves 10% of the way to the weight); the weekly rate is 7 times the least-squares slope of the trend over the last 14 days, the energy balance that rate at 7716 kcal per kg. 'bmi help method' gives every detail.</p>\n"
    out += "<ul>\n"
    var cited = [Self.whoAdult]
    if usedAsian { cited.append(Self.whoAsian) }
    if usedChild {
      cited += [Self.cdc2000, Self.cdcExtended]
    }
    if used.contains(.who2006) { cited.append(Self.who2006) }
    if used.contains(.who2007) { cited.append(Self.who2007) }
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
  static let who2006 =
    "WHO Child Growth Standards, 2006. WHO Multicentre Growth Reference Study Group. WHO Child Growth Standards: length/height-for-age, weight-for-age, weight-for-length, weight-for-height and body mass index-for-age: methods and development. Geneva: World Health Organization, 2006. © World Health Organization."
  static let who2007 =
    "WHO Reference 2007. de Onis M et al. Development of a WHO growth reference for school-aged children and adolescents. Bull World Health Organ 85:660-667, 2007. © World Health Organization."
  static let hackersDiet = "Walker J. The Hacker's Diet, 1991 (the trend)."
}
