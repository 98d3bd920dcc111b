import DataSource
import Model

/// Shows `bmi trend`: a short report for people, one record for scripts.
struct TrendRenderer {
  let profile: Profile
  let report: TrendReport

  var record: Record {
    let goal = report.goal
    return Record(
      .trend,
      [
        "profile": .string(profile.name),
        "as_of": .string(report.asOf.description),
        "first_date": .string(report.firstDate.description),
        "entries": .integer(report.entryCount),
        "weight_kg": Fields.kilograms(report.latestKilograms),
        "weight_lb": Fields.pounds(report.latestKilograms),
        "trend_kg": Fields.kilograms(report.trendKilograms),
        "trend_lb": Fields.pounds(report.trendKilograms),
        "weekly_rate_kg": Fields.kilograms(report.weeklyRateKilograms),
        "weekly_rate_lb": Fields.pounds(report.weeklyRateKilograms),
        "energy_balance_kcal_per_day": report.energyBalanceKilocalories.map {
          .number(FixedDecimal($0, places: 0))
        } ?? .null,
        "bmi": report.bmi.map(FieldValue.number) ?? .null,
        "category": Fields.text(report.assessment.categoryID),
        "goal_kg": Fields.kilograms(goal?.goalKilograms),
        "goal_lb": Fields.pounds(goal?.goalKilograms),
        "goal_status": Fields.text(goal?.status.rawValue),
        "goal_date": Fields.date(goal?.date),
        "goal_days": goal?.days.map(FieldValue.integer) ?? .null,
        "forecast_earliest": Fields.date(goal?.earliest),
        "forecast_latest": Fields.date(goal?.latest),
        "days_since_last": .integer(report.daysSinceLast),
      ].merging(WeighInAssessment.trackingValues(report.assessment)) { a, _ in a })
  }

  /// `--format value`: the trend weight alone, in the profile's units (as `bmi log` reads a
  /// bare number), to 2 decimals.
  var value: String {
    let system = profile.units ?? .metric
    let weight =
      system == .metric
      ? report.trendKilograms : report.trendKilograms / UnitFactors.kilogramsPerPound
    return "\(FixedDecimal(weight, places: 2))\n"
  }

  var text: String {
    let show = MeasureFormatter(system: profile.units ?? .metric)
    let count = report.entryCount == 1 ? "1 weigh-in" : "\(report.entryCount) weigh-ins"
    var lines = [
      "\(profile.name): trend as of \(report.asOf) (\(staleNote)\(count) since \(report.firstDate))"
    ]
    var rows: [(String, String)] = [
      (
        "Trend weight",
        "\(show.shortWeight(report.trendKilograms)) (latest weigh-in \(show.shortWeight(report.latestKilograms)))"
      )
    ]
    if let rate = report.weeklyRateKilograms {
      let direction =
        FixedDecimal(rate, places: 2).scaled == 0 ? "steady" : rate < 0 ? "losing" : "gaining"
      rows.append(("Weekly rate", "\(show.signedWeight(rate))/week (\(direction))"))
      // An adult's only: a child's gain is growth too.
      if let energy = report.energyBalanceKilocalories {
        let kilocalories = FixedDecimal(energy, places: 0)
        let balance =
          kilocalories.scaled < 0 ? "deficit" : kilocalories.scaled > 0 ? "surplus" : "balance"
        let sign = kilocalories.scaled > 0 ? "+" : ""
        rows.append(("Energy balance", "\(sign)\(kilocalories) kcal/day (\(balance))"))
      }
    } else {
      rows.append(("Weekly rate", "needs weigh-ins on two days or more"))
    }
    let bmi = report.bmi.map(\.description) ?? "-"
    var bmiLine = "\(bmi)  \(report.assessment.categoryText ?? "-")"
    if let child = report.assessment.child {
      bmiLine += ", BMI-for-age at \(AgeText.words(months: child.ageMonths))"
    }
    rows.append(("BMI at trend", bmiLine))
    if let reference = report.assessment.reference, reference.isNamedInText {
      rows.append(("Classes", reference.title))
    }
    if let goal = report.goal {
      rows.append(("Goal \(show.shortWeight(goal.goalKilograms))", goalText(goal)))
    }
    let width = rows.map(\.0.count).max() ?? 0
    for (label, value) in rows {
      lines.append(label + String(repeating: " ", count: width - label.count + 2) + value)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `250 days ago; ` when the last weigh-in is older than `TrendCalculator.staleAfterDays`.
  private var staleNote: String {
    report.isStale ? "\(report.daysSinceLast) days ago; " : ""
  }

  func goalText(_ goal: GoalForecast) -> String {
    let asOf = report.isStale ? "as of \(report.asOf) (\(report.daysSinceLast) days ago): " : ""
    switch goal.status {
    case .reached: return asOf + "reached: the trend is at the goal"
    case .onTrack:
      // Days from today, as a reader takes them; a stale report says its "as of" day first,
      // and counts from it.
      let count = goal.days.map { report.isStale ? $0 : max(0, $0 - report.daysSinceLast) }
      let days = count.map { $0 == 1 ? "1 day" : "\($0) days" } ?? ""
      let date = { (day: LocalDate?) in day.map(\.description) ?? "?" }
      return asOf
        + "about \(date(goal.date)) (\(days)), between \(date(goal.earliest)) and \(date(goal.latest)) at this rate"
    case .movingAway: return asOf + "the trend is moving away from it"
    case .flat: return asOf + "the trend is flat: no date at this rate"
    case .needsMoreData:
      return
        "no forecast yet: needs \(GoalForecaster.minimumWeighIns) weigh-ins over \(GoalForecaster.minimumSpanDays) days or more within the last \(GoalForecaster.windowDays)"
    case .notInReach:
      return asOf
        + "not in reach at the current trend: the rate is too slow or too uncertain to give a date"
    case .dataTooOld:
      let age = report.daysSinceLast == 1 ? "1 day" : "\(report.daysSinceLast) days"
      return
        "as of \(report.asOf) (\(age) ago): no date, the data are too old to forecast from; log a weigh-in for one"
    }
  }
}
