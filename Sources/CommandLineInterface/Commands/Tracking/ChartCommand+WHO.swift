import DataSource
import Model

extension ChartCommand {
  static let indicatorOption = OptionSpec.value(
    "indicator", "NAME", kind: .choice(WHOGrowthCurves.Indicator.names.map(\.name)),
    help:
      "A child's WHO growth chart: weight-for-age, height-for-age (or length-for-age: length under 2 years), bmi-for-age (the default under 5 years), weight-for-length (under 2 years; weight-for-height from 2 years, each drawn as named), head-circumference-for-age (to 5 years) or arm-circumference-for-age (3 months to 5 years), these two of the circumferences logged; for any child to 19 years (weight-for-age to 10, weight-for-length under 5)."
  )

  /// The WHO chart of `profile`'s weigh-ins, or `nil` when it gets another chart: no
  /// `--indicator`, the CDC's references and 5 years or older at the latest weigh-in, no sex,
  /// or no birth date.
  func whoChartData(_ profile: Profile, _ rows: HistoryRows, today: LocalDate)
    throws(CommandLineError)
    -> WHOGrowthChartData?
  {
    let weighed = rows.filter { $0.entry.kilograms != nil }
    guard let sex = profile.sex, let born = profile.born else {
      if indicator != nil {
        throw .usage(
          "--indicator draws a child's growth chart, and \(profile.name) has no \(profile.sex == nil ? "sex" : "birth date"): set it with bmi profile save \(profile.name) \(profile.sex == nil ? "--sex female|male" : "--born YYYY-MM-DD")"
        )
      }
      return nil
    }
    let heights = DatedHeights(profile.entries)
    let assessor = Assessor()
    let chosen = indicator ?? .bmiForAge
    // The latest entry drawn: a weigh-in, or for height-for-age a length or height logged
    // alone too (a baby measured but not weighed). With none, the chart of weigh-ins says
    // there is nothing to chart yet.
    let lastMeasured =
      chosen == .heightForAge
      ? heights.latest(onOrBefore: today)?.date
      : chosen.isCircumference
        ? profile.entries.last {
          WHOGrowthChartData.circumference(chosen, of: $0) != nil && $0.date <= today
        }?
        .date
        : nil
    guard let lastDate = [weighed.last?.entry.date, lastMeasured].compactMap({ $0 }).max()
    else { return nil }
    let latest = WHOAge(days: Double(lastDate.dayNumber - born.dayNumber)).months
    // Any child's with --indicator; else by the one rule the report follows too.
    guard
      indicator != nil
        || WHOGrowthChartData.drawsWHOCurves(
          latestMonths: latest, reference: reference ?? profile.reference)
    else { return nil }
    // `--reference cdc` asked for on the command line: from 24 months the CDC's BMI-for-age
    // chart, the one that classes the child, rather than the WHO curves of a child under 5.
    if reference == .cdc, latest >= CDCGrowthScorer.childMonths.lowerBound,
      indicator == nil || indicator == .bmiForAge
    {
      return nil
    }
    guard latest <= WHOGrowthCurves.lastMonths(chosen) else {
      let limit = Int(WHOGrowthCurves.lastMonths(chosen) / 12)
      let asked = lyingAsked == false ? "weight-for-height" : chosen.rawValue
      throw .usage(
        "\(asked) covers children to \(limit) years; \(profile.name) was older at the latest \(lastDate == weighed.last?.entry.date ? "weigh-in" : "measurement") (\(lastDate))"
      )
    }
    if chosen.isCircumference, lastMeasured == nil {
      throw .usage(
        "\(chosen.rawValue) draws the \(chosen == .headForAge ? "head" : "arm") circumferences logged, and \(profile.name) has none: log one with bmi log --\(chosen == .headForAge ? "head" : "arm") C"
      )
    }
    // Weight-for-length below 2 years (731 days), weight-for-height from 2: the table named,
    // else the latest weigh-in's, and the weigh-ins on its side of the second birthday.
    let lying = lyingAsked ?? (lastDate.dayNumber - born.dayNumber < 731)
    if chosen == .weightForLength, let lyingAsked,
      !weighed.contains(where: { ($0.entry.date.dayNumber - born.dayNumber < 731) == lyingAsked })
    {
      throw .usage(
        lyingAsked
          ? "weight-for-length charts weigh-ins under 2 years, and \(profile.name) has none; from 2 years it is --indicator weight-for-height"
          : "weight-for-height charts weigh-ins from 2 years, and \(profile.name) has none; under 2 years it is --indicator weight-for-length"
      )
    }
    // The points: the one choice `bmi report` makes too.
    let data = WHOGrowthChartData(
      chosen, lying: lying, profile: profile, sex: sex, born: born, rows: rows,
      lastDate: lastDate, today: today)
    if chosen == .weightForLength, data.points.isEmpty {
      let table = WHOGrowthCurves.lengths(lying: lying)
      guard
        let centimetres = WHOGrowthChartData.assessedHeight(
          of: profile, born: born, on: lastDate, heights: heights, today: today)
      else {
        throw .usage(
          "weight-for-length needs a height measured within \(assessor.heightWindow(of: profile, on: lastDate)) days of a weigh-in, and \(profile.name) has none: log one with bmi log --height H"
        )
      }
      throw .usage(
        "\(lying ? "weight-for-length" : "weight-for-height") covers \(Int(table.lowerBound))–\(Int(table.upperBound)) cm, and \(profile.name)'s height is \(FixedDecimal(centimetres, places: 1)) cm; choose another --indicator"
      )
    }
    return data
  }
}
