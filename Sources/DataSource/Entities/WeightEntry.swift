/// One day of a profile's log: a weight in kilograms, and measures in centimetres taken that
/// day (a waist since schema 2; a height, a head circumference and a mid-upper arm
/// circumference since schema 3), and an optional note. A profile holds at most one entry per
/// day, and an entry holds at least one measure.
///
/// Waists, heights, heads and arms are measured less often than weights, and not always on a
/// day with a weigh-in, so an entry may hold any of them alone; everything about weight skips
/// entries without one. A dated height is what a growing child's weigh-ins are assessed with
/// (`DatedHeight`), so changing the profile's height never rescores the past.
public struct WeightEntry: Sendable, Equatable {
  public var date: LocalDate
  /// `nil` when the entry holds only other measures.
  public var kilograms: Double?
  public var waistCentimetres: Double?
  /// Standing height (or length) measured that day.
  public var heightCentimetres: Double?
  /// Head circumference.
  public var headCentimetres: Double?
  /// Mid-upper arm circumference (MUAC).
  public var armCentimetres: Double?
  public var note: String?

  public init(
    date: LocalDate, kilograms: Double?, waistCentimetres: Double? = nil,
    heightCentimetres: Double? = nil, headCentimetres: Double? = nil,
    armCentimetres: Double? = nil, note: String? = nil
  ) {
    self.date = date
    self.kilograms = kilograms
    self.waistCentimetres = waistCentimetres
    self.heightCentimetres = heightCentimetres
    self.headCentimetres = headCentimetres
    self.armCentimetres = armCentimetres
    self.note = note
  }

  /// Whether the entry holds any measure at all (a note alone is not an entry).
  public var hasMeasure: Bool {
    kilograms != nil || waistCentimetres != nil || heightCentimetres != nil
      || headCentimetres != nil || armCentimetres != nil
  }
}
