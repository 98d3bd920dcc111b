/// One day of a profile's log: a weight in kilograms, and measures in centimetres taken that
/// day (a waist since schema 2; a height, a head circumference and a mid-upper arm
/// circumference since schema 3), and an optional note. A profile holds at most one entry per
/// day, and an entry holds at least one measure.
///
/// Waists, heights, heads and arms are measured less often than weights, and not always on a
/// day with a weigh-in, so an entry may hold any of them alone; everything about weight skips
/// entries without one. A dated height is what a growing child's weigh-ins are assessed with
/// (`DatedHeight`), so changing the profile's height never rescores the past.
///
/// Stored compactly, because a store of a million entries is held whole: the day in one
/// word and each measure a plain `Double`, a NaN of its own for "none" (a `Double?` takes 16
/// bytes in a struct, a `LocalDate` 24): 64 bytes an entry instead of 120, the properties
/// read and written as before. A date too far out to fit (a year beyond ±2³¹, a month or day beyond
/// 255) is clamped to one as far out, which every check refuses alike.
public struct WeightEntry: Sendable {
  private var year: Int32
  private var month: UInt8
  private var dayOfMonth: UInt8
  private var storedKilograms: Double
  private var storedWaist: Double
  private var storedHeight: Double
  private var storedHead: Double
  private var storedArm: Double
  public var note: String?

  public var date: LocalDate {
    get { LocalDate(year: Int(year), month: Int(month), day: Int(dayOfMonth)) }
    set {
      year = Int32(clamping: newValue.year)
      month = UInt8(clamping: newValue.month)
      dayOfMonth = UInt8(clamping: newValue.day)
    }
  }
  /// `nil` when the entry holds only other measures.
  public var kilograms: Double? {
    get { Self.optional(storedKilograms) }
    set { storedKilograms = Self.stored(newValue) }
  }
  public var waistCentimetres: Double? {
    get { Self.optional(storedWaist) }
    set { storedWaist = Self.stored(newValue) }
  }
  /// Standing height (or length) measured that day.
  public var heightCentimetres: Double? {
    get { Self.optional(storedHeight) }
    set { storedHeight = Self.stored(newValue) }
  }
  /// Head circumference.
  public var headCentimetres: Double? {
    get { Self.optional(storedHead) }
    set { storedHead = Self.stored(newValue) }
  }
  /// Mid-upper arm circumference (MUAC).
  public var armCentimetres: Double? {
    get { Self.optional(storedArm) }
    set { storedArm = Self.stored(newValue) }
  }

  public init(
    date: LocalDate, kilograms: Double?, waistCentimetres: Double? = nil,
    heightCentimetres: Double? = nil, headCentimetres: Double? = nil,
    armCentimetres: Double? = nil, note: String? = nil
  ) {
    self.year = Int32(clamping: date.year)
    self.month = UInt8(clamping: date.month)
    self.dayOfMonth = UInt8(clamping: date.day)
    self.storedKilograms = Self.stored(kilograms)
    self.storedWaist = Self.stored(waistCentimetres)
    self.storedHeight = Self.stored(heightCentimetres)
    self.storedHead = Self.stored(headCentimetres)
    self.storedArm = Self.stored(armCentimetres)
    self.note = note
  }

  /// Whether the entry holds any measure at all (a note alone is not an entry).
  public var hasMeasure: Bool {
    kilograms != nil || waistCentimetres != nil || heightCentimetres != nil
      || headCentimetres != nil || armCentimetres != nil
  }

  /// "No measure": a quiet NaN with its own payload, told apart by its bits.
  private static let none = Double(bitPattern: 0x7FF8_0000_0000_4E4F)

  @inline(__always)
  private static func optional(_ stored: Double) -> Double? {
    stored.bitPattern == none.bitPattern ? nil : stored
  }

  /// A NaN given as a measure is kept as infinity, not taken for "none": it stays a value
  /// the gate refuses as not finite, never a measure silently dropped.
  @inline(__always)
  private static func stored(_ value: Double?) -> Double {
    guard let value else { return none }
    return value.isNaN ? .infinity : value
  }
}

extension WeightEntry: Equatable {
  /// Compares what the entry says (an absent measure equals an absent one), not the NaNs
  /// that stand for absence. Field by field on the stored words: a change compares a whole
  /// log with its previous self, and building each `LocalDate` and `Double?` to compare
  /// them was most of that.
  public static func == (lhs: WeightEntry, rhs: WeightEntry) -> Bool {
    lhs.year == rhs.year && lhs.month == rhs.month && lhs.dayOfMonth == rhs.dayOfMonth
      && same(lhs.storedKilograms, rhs.storedKilograms) && same(lhs.storedWaist, rhs.storedWaist)
      && same(lhs.storedHeight, rhs.storedHeight) && same(lhs.storedHead, rhs.storedHead)
      && same(lhs.storedArm, rhs.storedArm) && lhs.note == rhs.note
  }

  /// `Double?` equality on stored measures: equal values (0 and -0 alike), or both the
  /// "none" NaN (the only NaN stored: a NaN measure is kept as infinity).
  @inline(__always)
  private static func same(_ lhs: Double, _ rhs: Double) -> Bool {
    lhs == rhs || lhs.bitPattern == rhs.bitPattern
  }
}
