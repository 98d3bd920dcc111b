import DataSource

/// Decides whether a log entry is plausible for its profile, the same way for `log`,
/// `calc --save` and `import`: not dated after today or before the date of birth; a weight
/// whose BMI at the profile's height is within `PlausibleBMI.adult`; and a weight within
/// `maximumChange` of the profile's recent weigh-ins (the median of the `neighbours` weigh-ins
/// nearest in date, and the weight the entry replaces).
public struct WeighInCheck: Sendable {
  /// 20%: more than a year of fast, deliberate loss, and far more than a day's swing
  /// (1-2 kg); `800` or `7.9` after `79.2` is 900% or 90% away.
  public static let maximumChange = 0.20
  /// Enough weigh-ins that one earlier slip does not become the reference.
  public static let neighbours = 5

  public let today: LocalDate

  public init(today: LocalDate) {
    self.today = today
  }

  /// Why `entry`, at `index` of the profile's entries after the change, is implausible;
  /// `nil` when it is not. `previous` is the entry it replaced; `typed` the weight as typed
  /// (for naming a slip), bare numbers read in `bareUnits`.
  public func problem(
    _ entry: WeightEntry, at index: Int, of profile: Profile, previous: WeightEntry? = nil,
    typed: String? = nil, bareUnits: UnitSystem = .metric
  ) -> Implausibility? {
    if entry.date > today { return .inFuture(date: entry.date, today: today) }
    if let born = profile.born, entry.date < born {
      return .beforeBirth(date: entry.date, born: born)
    }
    guard let kilograms = entry.kilograms, kilograms != previous?.kilograms else { return nil }
    let recent = reference(at: index, in: profile.entries, previous: previous?.kilograms)
    let slips = weightSlips(
      kilograms, typed: typed, bareUnits: bareUnits, recent: recent,
      centimetres: profile.heightCentimetres)
    if let recent, abs(kilograms - recent) > Self.maximumChange * recent {
      return .farFromRecent(
        kilograms: kilograms, recent: recent, slips: slips, units: bareUnits)
    }
    let bmi = BMICalculator().bmi(
      weightKilograms: kilograms, heightCentimetres: profile.heightCentimetres)
    if !PlausibleBMI.adult.contains(bmi) {
      return .bmi(FixedDecimal(bmi, places: 2), slips: slips)
    }
    return nil
  }

  /// The median of the weight replaced and the `neighbours` weigh-ins nearest `index` in
  /// date (the entry itself left out); `nil` for a first weigh-in.
  func reference(at index: Int, in entries: [WeightEntry], previous: Double?) -> Double? {
    var weights = previous.map { [$0] } ?? []
    var before = index - 1
    var after = index + 1
    let day = entries[index].date.dayNumber
    while weights.count < Self.neighbours + (previous == nil ? 0 : 1),
      before >= 0 || after < entries.count
    {
      let takeBefore: Bool
      if before < 0 {
        takeBefore = false
      } else if after >= entries.count {
        takeBefore = true
      } else {
        takeBefore = day - entries[before].date.dayNumber <= entries[after].date.dayNumber - day
      }
      let candidate = takeBefore ? entries[before] : entries[after]
      if takeBefore { before -= 1 } else { after += 1 }
      if let weight = candidate.kilograms { weights.append(weight) }
    }
    guard !weights.isEmpty else { return nil }
    let sorted = weights.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// Readings of the weight that would fit: the other unit for a bare number, or a slipped
  /// digit; each must land near `recent`, or without one, at a likely BMI.
  func weightSlips(
    _ kilograms: Double, typed: String?, bareUnits: UnitSystem, recent: Double?,
    centimetres: Double
  ) -> [MeasurementSlip] {
    func fits(_ candidate: Double) -> Bool {
      if let recent { return abs(candidate - recent) <= Self.maximumChange * recent }
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
