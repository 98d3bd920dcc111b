import DataSource
import Synchronization

/// The SD curves a weight-based z beyond ±3 is restricted by (`LMS.cutOffs(above:)`: two
/// powers each side), remembered for each row of the 2006 tables by day of age that restrict
/// (weight-, BMI- and arm circumference-for-age). A large file of children repeats their
/// days, and a restricted score otherwise costs two `pow` calls on top of its z's.
///
/// Why it is safe to share between threads: each slot is written once, by the one thread
/// that moves its state from empty to filling, and read only after the state says ready
/// (release and acquire). A thread that finds a slot being filled computes the curves itself.
/// The remembered curves are the ones `LMS.cutOffs(above:)` returns for the row, so nothing a
/// user sees depends on the memo (`WHOCutOffMemoTests` compares every slot).
final class WHOCutOffMemo: @unchecked Sendable {
  static let shared = WHOCutOffMemo()

  /// Days 0 to 1826, for each restricting table, sex and side.
  static let dayCount = 1_827
  static let slotCount = 3 * 2 * dayCount * 2

  private static let empty: UInt8 = 0
  private static let filling: UInt8 = 1
  private static let ready: UInt8 = 2

  private let states: UnsafeMutablePointer<Atomic<UInt8>>
  private let slots: UnsafeMutablePointer<LMS.CutOffs>

  init() {
    states = .allocate(capacity: Self.slotCount)
    for index in 0..<Self.slotCount { (states + index).initialize(to: Atomic(Self.empty)) }
    // Slots are initialised one by one as they are filled.
    slots = .allocate(capacity: Self.slotCount)
  }

  /// A memo a test makes is given back; the curves are plain numbers.
  deinit {
    states.deinitialize(count: Self.slotCount)
    states.deallocate()
    slots.deallocate()
  }

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
    if states[index].load(ordering: .acquiring) == Self.ready { return slots[index] }
    let curves = lms.cutOffs(above: above)
    if states[index].compareExchange(
      expected: Self.empty, desired: Self.filling, ordering: .relaxed
    ).exchanged {
      (slots + index).initialize(to: curves)
      states[index].store(Self.ready, ordering: .releasing)
    }
    return curves
  }
}
