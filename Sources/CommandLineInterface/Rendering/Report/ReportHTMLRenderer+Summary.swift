import DataSource
import Model

extension ReportHTMLRenderer {
  /// Name, sex, age, height, goal.
  var whoSection: String {
    let profile = report.profile
    var rows: [(String, String)] = [("Name", profile.name)]
    rows.append(("Sex", profile.sex?.rawValue ?? "not recorded"))
    if let born = profile.born {
      rows.append(
        (
          "Age",
          (report.age.map {
            AgeText.spoken(days: report.made.dayNumber - born.dayNumber, years: $0) + ", "
          } ?? "") + "born \(born)"
        )
      )
    } else {
      rows.append(("Age", "not recorded (assessed as an adult)"))
    }
    rows.append(("Height", show.height(profile.heightCentimetres)))
    if let goal = profile.goalKilograms { rows.append(("Goal", show.weight(goal))) }
    if let population = profile.population, population != .default {
      rows.append(("Population", "\(population.rawValue) (\(population.cutPointsSummary))"))
    }
    return "<section aria-labelledby=\"who\">\n<h2 id=\"who\">Who</h2>\n\(facts(rows))</section>\n"
  }

  /// The latest weigh-in's BMI, its class and, for a child, percentile, z and the reference.
  var latestSection: String {
    let out = "<section aria-labelledby=\"latest\">\n<h2 id=\"latest\">Latest BMI</h2>\n"
    guard let latest = report.latest, let assessment = report.assessment else {
      return out + "<p>No weigh-in in this range.</p>\n</section>\n"
    }
    var rows: [(String, String)] = [
      ("Weighed", "\(show.weight(latest.kilograms)) on \(latest.date)"),
      ("BMI", assessment.bmi.map { "\($0) kg/m²" } ?? "none: no height measured near that day"),
    ]
    if let child = assessment.child {
      let scores = child.scores
      rows.append(("Class", child.category?.label ?? "–"))
      rows.append(("Age then", AgeText.words(months: child.ageMonths)))
      rows.append(("BMI-for-age percentile", "P\(ChildScoreFields.text(scores.bmiPercentile))"))
      rows.append(("BMI-for-age z", ChildScoreFields.text(scores.bmiZ)))
      rows.append(("% of P95", "\(ChildScoreFields.text(scores.percentOfP95))%"))
    } else if let adult = assessment.adult {
      rows.append(("Class", adult.category.label))
    } else {
      rows.append(("Class", assessment.categoryText ?? "not classed"))
      if let bmiForAge = WHOScoreFields.bmiForAge(assessment.who) {
        // Named: the class beside it may be another indicator's (weight-for-length z).
        rows.append(("BMI-for-age percentile", "P\(bmiForAge.percentile)"))
        rows.append(("BMI-for-age z", "\(bmiForAge.z)"))
      }
    }
    if let reference = assessment.reference {
      rows.append(("Decided by", "\(reference.rawValue): \(reference.meaning)"))
    } else if let earlier = report.latestReferenced,
      let reference = earlier.assessment?.reference
    {
      // Not assessed (no height near it): the reference of the weigh-ins before it, named.
      rows.append(
        (
          "Decided by",
          "\(reference.rawValue): \(reference.meaning) (the reference of the weigh-ins to \(earlier.entry.date))"
        ))
    }
    return out + facts(rows) + "</section>\n"
  }

  /// Trend weight, weekly rate, energy balance and the goal forecast, as `bmi trend` says them.
  var trendSection: String {
    let out = "<section aria-labelledby=\"trend\">\n<h2 id=\"trend\">Trend</h2>\n"
    guard let trend = report.trend else {
      return out + "<p>No weigh-in in this range.</p>\n</section>\n"
    }
    var rows: [(String, String)] = [
      ("Trend weight", "\(show.shortWeight(trend.trendKilograms)) on \(trend.asOf)")
    ]
    if let rate = trend.weeklyRateKilograms {
      let direction =
        FixedDecimal(rate, places: 2).scaled == 0 ? "steady" : rate < 0 ? "losing" : "gaining"
      rows.append(("Weekly rate", "\(show.signedWeight(rate)) a week (\(direction))"))
      // An adult's only: a child's gain is growth too.
      if let energy = trend.energyBalanceKilocalories {
        let kilocalories = FixedDecimal(energy, places: 0)
        let sign = kilocalories.scaled > 0 ? "+" : ""
        rows.append(("Energy balance", "\(sign)\(kilocalories) kcal a day"))
      }
    } else {
      rows.append(("Weekly rate", "needs weigh-ins on two days or more"))
    }
    rows.append(
      (
        "BMI at trend",
        (trend.bmi.map { "\($0), " } ?? "") + (trend.assessment.categoryText ?? "not classed")
      ))
    if let goal = trend.goal {
      let renderer = TrendRenderer(profile: report.profile, report: trend)
      rows.append(("Goal \(show.shortWeight(goal.goalKilograms))", renderer.goalText(goal)))
    } else {
      rows.append(("Goal", "none set"))
    }
    return out + facts(rows) + "</section>\n"
  }
}
