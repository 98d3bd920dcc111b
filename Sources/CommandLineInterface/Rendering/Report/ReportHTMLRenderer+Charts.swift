import DataSource
import Model

extension ReportHTMLRenderer {
  /// The weight chart and, for a child, the growth charts of the reference that assessed the
  /// range's latest weigh-ins (`Report.latestReferenced`: a latest weigh-in without a height
  /// near it does not take them away): the CDC's BMI-for-age; the WHO's BMI-for-age and, to
  /// 10 years, weight-for-age. Drawn by `SVGChart` and `GrowthSVGChart` (the charts `bmi
  /// chart` writes), each with a caption that says in words what it shows.
  var chartsSection: String {
    var out = "<section aria-labelledby=\"charts\">\n<h2 id=\"charts\">Charts</h2>\n"
    out += weightFigure
    let referenced = report.latestReferenced?.assessment
    // The WHO's curves as `bmi chart` chooses them: under 5 years at the latest weigh-in (a
    // child of 2 to 5 the CDC's charts class too), or to 19 with the reference `who`.
    let whoSex = whoCharted ? report.profile.sex : referenced?.who?.sex
    if whoSex == nil, referenced?.child != nil,
      let data = GrowthChartData(title: report.profile.name, rows: report.rows)
    {
      out += growthFigure(data)
    } else if let sex = whoSex {
      let bmiForAge = whoFigure(.bmiForAge, sex)
      out +=
        bmiForAge.isEmpty
        ? "<p>No BMI-for-age chart: no weigh-in in this range has a length or height measured near it.</p>\n"
        : bmiForAge
      out += whoFigure(.weightForAge, sex)
    } else if report.assessment?.reason == .heightTooOld {
      out +=
        "<p>No BMI-for-age chart: no weigh-in in this range has a height measured within 3 months of it.</p>\n"
    }
    return out + "</section>\n"
  }

  /// Whether the growth charts are the WHO's, by the rule `bmi chart` follows
  /// (`WHOGrowthChartData.drawsWHOCurves`) at the range's latest weigh-in; a sex and a birth
  /// date known.
  private var whoCharted: Bool {
    guard report.profile.sex != nil, let born = report.profile.born,
      let last = report.rows.last(where: { $0.entry.kilograms != nil })?.entry.date
    else { return false }
    let months = WHOAge(days: Double(last.dayNumber - born.dayNumber)).months
    return months >= 0
      && WHOGrowthChartData.drawsWHOCurves(
        latestMonths: months, reference: report.profile.reference)
  }

  private var weightFigure: String {
    let weighIns = report.entries.compactMap { entry in
      entry.kilograms.map { ChartPoint(date: entry.date, kilograms: $0) }
    }
    let data = ChartData(
      title: report.profile.name, weighIns: weighIns,
      trend: report.dailyTrend.map { ChartPoint(date: $0.date, kilograms: $0.kilograms) },
      goalKilograms: report.profile.goalKilograms, healthyKilograms: report.healthyKilograms,
      units: report.profile.units ?? .metric)
    guard let document = try? SVGChart().render(data) else {
      return "<p>The weight chart needs two weigh-ins or more in the range.</p>\n"
    }
    return figure("weight", document, description: weightDescription(weighIns))
  }

  private func weightDescription(_ weighIns: [ChartPoint]) -> String {
    guard let first = weighIns.first, let last = weighIns.last,
      let low = weighIns.min(by: { $0.kilograms < $1.kilograms }),
      let high = weighIns.max(by: { $0.kilograms < $1.kilograms })
    else { return "" }
    var text =
      "Weight against date: \(Self.weighIns(weighIns.count, from: "\(first.date)", to: "\(last.date)")), "
      + "lowest \(show.shortWeight(low.kilograms)) on \(low.date), "
      + "highest \(show.shortWeight(high.kilograms)) on \(high.date)."
    if let start = report.dailyTrend.first, let end = report.dailyTrend.last {
      text +=
        " The trend line goes from \(show.shortWeight(start.kilograms)) to \(show.shortWeight(end.kilograms))."
    }
    if let goal = report.profile.goalKilograms {
      text += " A dashed line marks the goal, \(show.shortWeight(goal))."
    }
    if let band = report.healthyKilograms {
      text +=
        " A shaded band marks the healthy weight for the height, \(show.shortWeight(band.lowerBound)) to \(show.shortWeight(band.upperBound))."
    }
    return text
  }

  private func growthFigure(_ data: GrowthChartData) -> String {
    let points = data.points
    guard let document = try? GrowthSVGChart().render(data),
      let first = points.first, let last = points.last
    else { return "" }
    let who = data.sex == .female ? "girls" : "boys"
    var description =
      "BMI against age: "
      + Self.weighIns(
        points.count, from: AgeText.words(months: first.ageMonths),
        to: AgeText.words(months: last.ageMonths)) + ", drawn over the CDC 2000 BMI-for-age "
      + "curves for \(who): the 5th, 50th, 85th and 95th percentiles and 120% of the 95th, "
      + "each named at its end."
    let count = data.notDrawn.count
    if count > 0 {
      let named = data.notDrawn.prefix(3).map(\.description).joined(separator: ", ")
      description +=
        " \(count) weigh-in\(count == 1 ? "" : "s") not drawn: \(named)\(count > 3 ? " and \(count - 3) more" : "")"
        + " (no height measured within 3 months of \(count == 1 ? "it" : "them"), so no BMI)."
    }
    if let young = data.underCurvesSummary { description += " \(young)." }
    return figure("growth", document, description: description)
  }

  /// One WHO indicator against age: the points `bmi chart --indicator` draws of the range's
  /// rows (`WHOGrowthChartData+Log`, the one choice), those it cannot place named.
  private func whoFigure(_ indicator: WHOGrowthCurves.Indicator, _ sex: Sex) -> String {
    guard let born = report.profile.born, let lastDate = report.rows.last?.entry.date else {
      return ""
    }
    let data = WHOGrowthChartData(
      indicator, profile: report.profile, sex: sex, born: born, rows: report.rows,
      lastDate: lastDate, today: report.made)
    let points = data.points
    guard let first = points.first, let final = points.last,
      let document = try? GrowthSVGChart().render(data)
    else { return "" }
    let measure = indicator == .bmiForAge ? "BMI" : "Weight"
    // The curves the chart's ages span: the 2006 standards to 5 years, the 2007 reference on.
    let first2007 = WHOGrowthScorer.firstMonths2007
    let source =
      final.x < first2007
      ? "the WHO Child Growth Standards 2006"
      : first.x >= first2007
        ? "the WHO Growth Reference 2007"
        : "the WHO Child Growth Standards 2006 and Growth Reference 2007"
    let children = sex == .female ? "girls" : "boys"
    var description =
      "\(measure) against age: "
      + Self.weighIns(
        points.count, from: AgeText.words(months: first.x), to: AgeText.words(months: final.x))
      + ", drawn over "
      + "\(source) \(indicator.rawValue) curves for \(children): z −3, −2, 0 (the median), +2 "
      + "and +3, each named at its end."
    if let notDrawn = data.notDrawnSummary { description += " \(notDrawn)." }
    return figure("who-\(indicator.rawValue)", document, description: description)
  }

  /// A chart inline, described for screen readers and captioned for everyone.
  private func figure(_ prefix: String, _ document: String, description: String) -> String {
    let svg = InlineSVG(prefix: prefix, description: description).markup(document)
    return "<figure>\n\(svg)<figcaption>\(escape(description))</figcaption>\n</figure>\n"
  }

  /// `12 weigh-ins from A to B`, or `1 weigh-in at A`.
  static func weighIns(_ count: Int, from first: String, to last: String) -> String {
    count == 1 ? "1 weigh-in at \(first)" : "\(count) weigh-ins from \(first) to \(last)"
  }
}
