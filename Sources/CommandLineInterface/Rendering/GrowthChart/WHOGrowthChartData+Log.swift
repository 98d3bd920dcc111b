import DataSource
import Model

extension WHOGrowthChartData {
  /// The chart of `indicator` from a child's log: the one choice of what is drawn, which
  /// `bmi chart` and `bmi report` both make here. Each weigh-in of `rows` at its age (its
  /// weight, or its BMI when it has one), or at the height it was assessed with for
  /// weight-for-length; for height-for-age and the circumferences every one logged; what
  /// cannot be placed is named in `notDrawn`, never left out without a word.
  /// - Parameters:
  ///   - lying: weight-for-length (under 2 years) rather than weight-for-height.
  ///   - lastDate: the latest day drawn, whose height-for-age point may be the profile's.
  init(
    _ indicator: WHOGrowthCurves.Indicator, lying: Bool = true, profile: Profile, sex: Sex,
    born: LocalDate, rows: HistoryRows, lastDate: LocalDate, today: LocalDate
  ) {
    let heights = DatedHeights(profile.entries)
    let assessor = Assessor()
    func months(_ date: LocalDate) -> Double {
      WHOAge(days: Double(date.dayNumber - born.dayNumber)).months
    }
    func height(on date: LocalDate) -> Double? {
      Self.assessedHeight(of: profile, born: born, on: date, heights: heights, today: today)
    }
    let noHeight = { (day: LocalDate) in
      "no height within \(assessor.heightWindow(of: profile, on: day)) days"
    }
    var points: [Point] = []
    var notDrawn: [String] = []
    let table = WHOGrowthCurves.lengths(lying: lying)
    // Past the end of the curves (weight-for-age stops at 10 years) a point has no place.
    let lastMonths = WHOGrowthCurves.lastMonths(indicator)
    for row in rows where row.entry.date >= born {
      guard let kilograms = row.entry.kilograms else { continue }
      let age = months(row.entry.date)
      let day = row.entry.date
      switch indicator {
      case .weightForAge, .bmiForAge:
        guard age <= lastMonths else {
          notDrawn.append("\(day) (past \(Int(lastMonths / 12)) years: the curves end there)")
          continue
        }
        if indicator == .weightForAge {
          points.append(.init(x: age, y: kilograms))
        } else if let bmi = row.bmi {
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
    if indicator == .heightForAge {
      // Every height logged, and the profile's at the latest weigh-in when that weigh-in is
      // assessed with it (no height measured within the window before it, and itself within
      // the window before today): a profile's height never stands for an older day.
      points = profile.entries.compactMap { entry in
        entry.heightCentimetres.map { .init(x: months(entry.date), y: $0) }
      }.filter { $0.x >= 0 }
      if heights.measuredNear(lastDate, window: assessor.heightWindow(of: profile, on: lastDate))
        == nil, let centimetres = height(on: lastDate)
      {
        points.append(.init(x: months(lastDate), y: centimetres))
      }
    }
    if indicator.isCircumference {
      // Every circumference logged, with or without a weigh-in; an arm before 3 months has
      // no standard to be drawn against.
      for entry in profile.entries where entry.date >= born && entry.date <= today {
        guard let centimetres = Self.circumference(indicator, of: entry) else { continue }
        if indicator == .armForAge, entry.date.dayNumber - born.dayNumber < 91 {
          notDrawn.append("\(entry.date) (under 3 months: the arm standard starts at 3)")
          continue
        }
        points.append(.init(x: months(entry.date), y: centimetres))
      }
    }
    self.init(title: profile.name, sex: sex, indicator: indicator, lying: lying, points: points)
    self.notDrawn = notDrawn
  }

  /// The height a weigh-in of `profile` on `date` is assessed with
  /// (`Assessor.height(of:on:heights:today:)`, the one rule); `nil` when none is near it.
  static func assessedHeight(
    of profile: Profile, born: LocalDate, on date: LocalDate, heights: DatedHeights,
    today: LocalDate
  ) -> Double? {
    var child = profile
    child.born = born
    guard
      case .height(let centimetres) = Assessor().height(
        of: child, on: date, heights: heights, today: today)
    else { return nil }
    return centimetres
  }

  /// The head or arm circumference an entry logged, for `indicator`.
  static func circumference(_ indicator: WHOGrowthCurves.Indicator, of entry: WeightEntry)
    -> Double?
  {
    indicator == .headForAge ? entry.headCentimetres : entry.armCentimetres
  }

  /// `3 weigh-ins not drawn on bmi-for-age: 2025-06-02 (no BMI: …), … and 2 more`: at most
  /// three named; `nil` when every one is drawn.
  /// Whether a child's growth charts are drawn over the WHO's curves, by its age at the
  /// latest weigh-in: under 60 months (the standards), or to 228 with the reference `who`;
  /// else the CDC's. The one rule `bmi chart` and `bmi report` follow.
  static func drawsWHOCurves(latestMonths: Double, reference: ReferenceChoice?) -> Bool {
    latestMonths < WHOGrowthScorer.firstMonths2007
      || (reference == .who && latestMonths <= WHOGrowthScorer.lastMonths2007)
  }

  var notDrawnSummary: String? {
    let count = notDrawn.count
    guard count > 0 else { return nil }
    let named = notDrawn.prefix(3).joined(separator: ", ")
    let more = count > 3 ? " and \(count - 3) more" : ""
    let name = indicator == .weightForLength && !lying ? "weight-for-height" : indicator.rawValue
    return "\(count) weigh-in\(count == 1 ? "" : "s") not drawn on \(name): \(named)\(more)"
  }
}
