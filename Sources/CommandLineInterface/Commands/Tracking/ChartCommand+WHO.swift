import DataSource
import Model

extension ChartCommand {
  static let indicatorOption = OptionSpec.value(
    "indicator", "NAME", kind: .choice(WHOGrowthCurves.Indicator.names.map(\.name)),
    help:
      "A child's WHO growth chart: weight-for-age, height-for-age (or length-for-age: length under 2 years), bmi-for-age (the default under 5 years), weight-for-length (under 2 years; weight-for-height from 2 years, each drawn as named), head-circumference-for-age (to 5 years) or arm-circumference-for-age (3 months to 5 years), these two of the circumferences logged; for any child to 19 years (weight-for-age to 10, weight-for-length under 5)."
  )

  /// Under 60 months at the latest weigh-in a child is drawn over the WHO standards; the WHO
  /// 2007 reference, to 19 years, when `--indicator` asks for a chart of an older child or the
  /// reference (`--reference`, else the profile's) is `who`.
  static let whoMonths = WHOGrowthScorer.firstMonths2007

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
    // Each weigh-in's height as its assessment takes it (`Assessor.height(of:on:heights:today:)`,
    // the one rule); `nil` when none is near it.
    let heights = DatedHeights(profile.entries)
    let assessor = Assessor()
    func months(_ date: LocalDate) -> Double {
      WHOAge(days: Double(date.dayNumber - born.dayNumber)).months
    }
    let chosen = indicator ?? .bmiForAge
    // The latest entry drawn: a weigh-in, or for height-for-age a length or height logged
    // alone too (a baby measured but not weighed). With none, the chart of weigh-ins says
    // there is nothing to chart yet.
    let lastMeasured =
      chosen == .heightForAge
      ? heights.latest(onOrBefore: today)?.date
      : chosen.isCircumference
        ? profile.entries.last { Self.circumference(chosen, of: $0) != nil && $0.date <= today }?
          .date
        : nil
    guard let lastDate = [weighed.last?.entry.date, lastMeasured].compactMap({ $0 }).max()
    else { return nil }
    let latest = months(lastDate)
    let byWHO = (reference ?? profile.reference) == .who
    guard
      indicator != nil || latest < Self.whoMonths
        || (byWHO && latest <= WHOGrowthScorer.lastMonths2007)
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
    func height(on date: LocalDate) -> Double? {
      var child = profile
      child.born = born
      guard
        case .height(let centimetres) = assessor.height(
          of: child, on: date, heights: heights, today: today)
      else { return nil }
      return centimetres
    }
    var points: [WHOGrowthChartData.Point] = []
    var notDrawn: [String] = []
    let noHeight = { (day: LocalDate) in
      "no height within \(assessor.heightWindow(of: profile, on: day)) days"
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
    let table = WHOGrowthCurves.lengths(lying: lying)
    for row in weighed where row.entry.date >= born {
      let age = months(row.entry.date)
      let kilograms = row.entry.kilograms!
      let day = row.entry.date
      switch chosen {
      case .weightForAge: points.append(.init(x: age, y: kilograms))
      case .bmiForAge:
        if let bmi = row.bmi {
          points.append(.init(x: age, y: bmi.doubleValue))
        } else {
          notDrawn.append("\(day) (no BMI: \(noHeight(day)))")
        }
      case .heightForAge, .headForAge, .armForAge: break
      case .weightForLength:
        guard (day.dayNumber - born.dayNumber < 731) == lying else {
          notDrawn.append(
            "\(day) (\(lying ? "from 2 years: weight-for-height" : "under 2 years: weight-for-length"))"
          )
          continue
        }
        guard let centimetres = height(on: day) else {
          notDrawn.append("\(day) (\(noHeight(day)))")
          continue
        }
        guard table.contains(centimetres) else {
          notDrawn.append(
            "\(day) (\(lying ? "length" : "height") \(FixedDecimal(centimetres, places: 1)) cm, outside \(Int(table.lowerBound))–\(Int(table.upperBound)) cm)"
          )
          continue
        }
        points.append(.init(x: centimetres, y: kilograms))
      }
    }
    if chosen == .heightForAge {
      // Every height logged, and the profile's at the latest weigh-in when that weigh-in is
      // assessed with it (no height measured within the window before it, and itself within
      // the window before today): a profile's height never stands for an older day.
      points = profile.entries.compactMap { entry in
        entry.heightCentimetres.map { .init(x: months(entry.date), y: $0) }
      }.filter { $0.x >= 0 }
      if heights.measuredNear(lastDate, window: assessor.heightWindow(of: profile, on: lastDate))
        == nil, let centimetres = height(on: lastDate)
      {
        points.append(.init(x: latest, y: centimetres))
      }
    }
    if chosen.isCircumference {
      // Every circumference logged, with or without a weigh-in; an arm before 3 months has
      // no standard to be drawn against.
      for entry in profile.entries where entry.date >= born && entry.date <= today {
        guard let centimetres = Self.circumference(chosen, of: entry) else { continue }
        let age = months(entry.date)
        if chosen == .armForAge, entry.date.dayNumber - born.dayNumber < 91 {
          notDrawn.append("\(entry.date) (under 3 months: the arm standard starts at 3)")
          continue
        }
        points.append(.init(x: age, y: centimetres))
      }
    }
    if chosen == .weightForLength, points.isEmpty {
      guard let centimetres = height(on: lastDate) else {
        throw .usage(
          "weight-for-length needs a height measured within \(assessor.heightWindow(of: profile, on: lastDate)) days of a weigh-in, and \(profile.name) has none: log one with bmi log --height H"
        )
      }
      throw .usage(
        "\(lying ? "weight-for-length" : "weight-for-height") covers \(Int(table.lowerBound))–\(Int(table.upperBound)) cm, and \(profile.name)'s height is \(FixedDecimal(centimetres, places: 1)) cm; choose another --indicator"
      )
    }
    var data = WHOGrowthChartData(
      title: profile.name, sex: sex, indicator: chosen, lying: lying, points: points)
    data.notDrawn = notDrawn
    return data
  }

  /// The head or arm circumference an entry logged, for `indicator`.
  static func circumference(_ indicator: WHOGrowthCurves.Indicator, of entry: WeightEntry)
    -> Double?
  {
    indicator == .headForAge ? entry.headCentimetres : entry.armCentimetres
  }
}
