import DataSource

/// Decides whether a log entry is plausible for its profile, the same way for `log`,
/// `calc --save` and `import`: not dated after today or before the date of birth; a weight
/// whose BMI is within `PlausibleBMI.adult` at the height logged with it (a child's also
/// shortly before), else the profile's (see `checkedHeight`), where that range judges it (not
/// a child a growth reference scores, `PlausibleBMI.judges`); and a weight
/// close to the weigh-ins near it in time.
///
/// Time matters: a weigh-in is compared only with the weigh-ins within `comparedWithinDays`
/// of it (the median of the `neighbours` nearest in date, and the weight the entry replaces),
/// and the allowance grows with the gap: `basePercent`% plus `percentPerWeek`% for each whole
/// week of the median gap. A real change over years (62.5 kg in 2016, 90 kg in 2021) is never
/// compared; 800 after yesterday's 79.2 is. A child grows: for a profile with a birth date,
/// each weigh-in near it is first grown to its age (`WeightGrowth`), so a baby's monthly
/// gain is not a jump.
public struct WeighInCheck: Sendable {
  /// 20% within a week: more than a year of fast, deliberate loss, and far more than a day's
  /// swing (1-2 kg); `800` or `7.9` after `79.2` is 900% or 90% away.
  public static let basePercent = 20
  /// A body changes with time: 1% more for each whole week between the weigh-ins.
  public static let percentPerWeek = 1
  /// Weigh-ins further apart than this are not compared at all.
  public static let comparedWithinDays = 90
  /// Enough weigh-ins that one earlier slip does not become the reference.
  public static let neighbours = 5

  public let today: LocalDate
  /// The kinds of check accepted (`--accept-<kind>`): not made.
  public let accepting: Set<ImplausibilityKind>

  public init(today: LocalDate, accepting: Set<ImplausibilityKind> = []) {
    self.today = today
    self.accepting = accepting
  }

  /// The allowance, in whole percent, for weigh-ins a median `days` apart.
  public static func allowedPercent(days: Int) -> Int {
    basePercent + percentPerWeek * (max(0, days) / 7)
  }

  /// Whether `kilograms` is within the allowance of the weigh-ins near it, `recent`
  /// (`reference(…)`): the one test of a jump, for a row, a stored history and a slip.
  static func fits(_ kilograms: Double, _ recent: (kilograms: Double, days: Int, grown: Bool))
    -> Bool
  {
    abs(kilograms - recent.kilograms) * 100
      <= Double(allowedPercent(days: recent.days)) * recent.kilograms
  }

  /// Every reason `entry`, at `index` of the profile's entries after the change, is
  /// implausible, in the order of `ImplausibilityKind` (its date, then a jump, then its BMI),
  /// so that one refusal names every flag it needs; empty when it is plausible. `previous` is
  /// the entry it replaced; `typed` the weight as typed (for naming a slip), bare numbers read
  /// in `bareUnits`.
  public func problems(
    _ entry: WeightEntry, at index: Int, of profile: Profile, previous: WeightEntry? = nil,
    typed: String? = nil, bareUnits: UnitSystem = .metric
  ) -> [Implausibility] {
    var problems: [Implausibility] = []
    if !accepting.contains(.date) {
      if entry.date > today {
        problems.append(.inFuture(date: entry.date, today: today))
      } else if let born = profile.born, entry.date < born {
        problems.append(.beforeBirth(date: entry.date, born: born))
      }
    }
    guard let kilograms = entry.kilograms, kilograms != previous?.kilograms else {
      return problems
    }
    let recent = reference(
      at: index, in: profile.entries, previous: previous?.kilograms,
      growth: WeightGrowth(of: profile))
    let height = checkedHeight(at: index, in: profile)
    let slips = weightSlips(
      kilograms, typed: typed, bareUnits: bareUnits, recent: recent,
      centimetres: height ?? profile.heightCentimetres)
    if !accepting.contains(.jump), let recent, !Self.fits(kilograms, recent) {
      problems.append(
        .farFromRecent(
          kilograms: kilograms, recent: recent.kilograms, slips: slips, units: bareUnits,
          percent: Self.allowedPercent(days: recent.days), days: recent.days,
          grown: recent.grown))
    }
    guard let height else { return problems }
    let bmi = BMICalculator().bmi(weightKilograms: kilograms, heightCentimetres: height)
    if !accepting.contains(.bmi), !PlausibleBMI.adult.contains(bmi),
      judgesByAdultRange(kilograms, on: entry.date, of: profile, centimetres: height)
    {
      problems.append(.bmi(FixedDecimal(bmi, places: 2), slips: slips))
    }
    return problems
  }

  /// Whether the adult range judges this weigh-in: not when the profile's growth reference
  /// scores it (a child with a birth date and a sex). Asked only of a BMI outside the range.
  private func judgesByAdultRange(
    _ kilograms: Double, on date: LocalDate, of profile: Profile, centimetres: Double
  ) -> Bool {
    var measured = profile
    measured.heightCentimetres = centimetres
    let assessment = Assessor().assess(profile: measured, weightKilograms: kilograms, on: date)
    return PlausibleBMI.judges(child: assessment.child, who: assessment.who)
  }

  /// The median weight of the weight replaced (0 days away) and the `neighbours` weigh-ins
  /// nearest `index` in date within `comparedWithinDays` (the entry itself left out; of an
  /// even number, the farthest too), each grown to the entry's day by `growth` (a child's),
  /// and the median of their distances in whole days (rounded down), and whether growth
  /// changed any; `nil` when there are none.
  func reference(
    at index: Int, in entries: [WeightEntry], previous: Double?, growth: WeightGrowth? = nil
  ) -> (kilograms: Double, days: Int, grown: Bool)? {
    reference(
      to: entries[index].date, before: index - 1, after: index + 1, in: entries,
      previous: previous, growth: growth)
  }

  /// The same for a weigh-in on `date` that `entries` need not hold: its neighbours are
  /// `entries[before]` and down, `entries[after]` and up (`jumpFromStored`).
  func reference(
    to date: LocalDate, before: Int, after: Int, in entries: [WeightEntry], previous: Double?,
    growth: WeightGrowth? = nil
  ) -> (kilograms: Double, days: Int, grown: Bool)? {
    var weights = previous.map { [$0] } ?? []
    var gaps = previous.map { _ in [0] } ?? []
    var grown = false
    var before = before
    var after = after
    let day = date.dayNumber
    while weights.count < Self.neighbours + (previous == nil ? 0 : 1) {
      let gapBefore = before >= 0 ? day - entries[before].date.dayNumber : Int.max
      let gapAfter = after < entries.count ? entries[after].date.dayNumber - day : Int.max
      let takeBefore = gapBefore <= gapAfter
      let gap = min(gapBefore, gapAfter)
      // Nearest first: once the nearer side is too far, so is everything else.
      guard gap <= Self.comparedWithinDays else { break }
      let candidate = takeBefore ? entries[before] : entries[after]
      if takeBefore { before -= 1 } else { after += 1 }
      if let weight = candidate.kilograms {
        let factor = growth?.factor(from: candidate.date, to: date) ?? 1
        grown = grown || factor != 1
        weights.append(weight * factor)
        gaps.append(gap)
      }
    }
    guard !weights.isEmpty else { return nil }
    // An odd number, so that the median is a reading and not the mean of two far apart (64
    // kg yesterday and 80 two months ago would make 88 today look 22% from "72"): the
    // farthest in time is left out.
    if weights.count.isMultiple(of: 2) {
      weights.removeLast()
      gaps.removeLast()
    }
    return (Self.median(weights), Int(Self.median(gaps.map(Double.init))), grown)
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Readings of the weight that would fit: the other unit for a bare number, or a slipped
  /// digit; each must land within the allowance of `recent`, or without one, at a likely BMI.
  func weightSlips(
    _ kilograms: Double, typed: String?, bareUnits: UnitSystem,
    recent: (kilograms: Double, days: Int, grown: Bool)?, centimetres: Double
  ) -> [MeasurementSlip] {
    func fits(_ candidate: Double) -> Bool {
      if let recent { return Self.fits(candidate, recent) }
      return SlipDetector.likely.contains(
        BMICalculator().bmi(weightKilograms: candidate, heightCentimetres: centimetres))
    }
    var slips: [MeasurementSlip] = []
    if let typed, let number = SlipDetector.bare(typed) {
      let other: UnitSystem = bareUnits == .metric ? .imperial : .metric
      let candidate = SlipDetector.kilograms(number, in: other)
      if fits(candidate) {
        let text = typed.filter { $0 != " " } + (other == .metric ? "kg" : "lb")
        slips.append(.weightInOtherUnits(text: text, kilograms: candidate))
      }
    }
    // From the number as typed, not the stored (rounded) kilograms: 15.4 lb reads as 154 lb.
    let exact = typed.flatMap(SlipDetector.bare).map { SlipDetector.kilograms($0, in: bareUnits) }
    let typedKilograms = exact ?? kilograms
    for candidate in [typedKilograms * 10, typedKilograms / 10] where fits(candidate) {
      slips.append(.decimalPoint(kilograms: candidate))
    }
    return slips
  }
}
