import DataSource

/// The SD curves a weight-based z beyond ±3 is restricted by (`LMS.cutOffs(above:)`: two
/// powers each side), remembered for each row of the 2006 tables by day of age that restrict
/// (weight-, BMI- and arm circumference-for-age). A large file of children repeats their
/// days, and a restricted score otherwise costs two `pow` calls on top of its z's.
///
/// The remembered curves are the ones `LMS.cutOffs(above:)` returns for the row, so nothing
/// a user sees depends on the memo (`WHOCutOffMemoTests` compares every slot);
/// `WriteOnceSlots` says why threads may share it.
final class WHOCutOffMemo: Sendable {
  static let shared = WHOCutOffMemo()

  /// Days 0 to 1826, for each restricting table, sex and side.
  static let dayCount = 1_827
  static let slotCount = 3 * 2 * dayCount * 2

  private let slots = WriteOnceSlots<LMS.CutOffs>(count: slotCount)

  /// The table's place among the tables remembered; `nil` for the others.
  @inline(__always)
  static func ordinal(_ table: WHOGrowthTables.Table) -> Int? {
    switch table {
    case .weightForAge: 0
    case .bmiForAge: 1
    case .armCircumferenceForAge: 2
    default: nil
    }
  }

  /// `lms.cutOffs(above:)`, where `lms` is row `day` of `table` for `sex` (`LMS.who`):
  /// remembered for the tables `ordinal` knows, computed for the others.
  @inline(__always)
  func cutOffs(
    _ lms: LMS, table: WHOGrowthTables.Table, sex: Sex, day: Int, above: Bool
  ) -> LMS.CutOffs {
    guard let ordinal = Self.ordinal(table), day >= 0, day < Self.dayCount else {
      return lms.cutOffs(above: above)
    }
    let index =
      (((ordinal * 2) + (sex == .male ? 0 : 1)) * Self.dayCount + day) * 2
      + (above ? 0 : 1)
    return slots.value(at: index) { lms.cutOffs(above: above) }
  }
}
