import DataSource
import Synchronization

/// `CDCAgeTerms` remembered for ages on the grid of tenths of a month (24.0, 24.1 … 240.0),
/// the ages survey files and the CDC's own programs give (whole months, or months to one
/// decimal). A large file of children repeats a few thousand such ages, and the terms hold
/// four of the seven powers a child costs; other ages are computed each time.
///
/// Why it is safe to share between threads: each slot is written once, by the one thread
/// that moves its state from empty to filling, and read only after the state says ready
/// (release and acquire). A thread that finds a slot being filled computes the terms itself.
/// The remembered terms are the ones `CDCAgeTerms.init` returns, so nothing a user sees
/// depends on the memo (`CDCAgeTermsMemoTests` compares every slot).
final class CDCAgeTermsMemo: @unchecked Sendable {
  static let shared = CDCAgeTermsMemo()

  /// Tenths of a month from 24.0 to 240.0, for each sex.
  static let firstTenth = 240
  static let lastTenth = 2_400
  static let slotCount = 2 * (lastTenth - firstTenth + 1)

  private static let empty: UInt8 = 0
  private static let filling: UInt8 = 1
  private static let ready: UInt8 = 2

  private let states: UnsafeMutablePointer<Atomic<UInt8>>
  private let slots: UnsafeMutablePointer<CDCAgeTerms>

  init() {
    states = .allocate(capacity: Self.slotCount)
    for index in 0..<Self.slotCount { (states + index).initialize(to: Atomic(Self.empty)) }
    // Slots are initialised one by one as they are filled.
    slots = .allocate(capacity: Self.slotCount)
  }

  /// A memo a test makes is given back (`shared` lives as long as the process). The terms
  /// are plain numbers (`_isPOD`), so filled slots need no deinitialising.
  deinit {
    assert(_isPOD(CDCAgeTerms.self), "CDCAgeTerms holds references: deinitialise ready slots")
    states.deinitialize(count: Self.slotCount)
    states.deallocate()
    slots.deallocate()
  }

  /// The terms for `sex` at `ageMonths`: remembered when the age is a tenth of a month
  /// within 24…240, else computed.
  @inline(__always)
  func terms(sex: Sex, ageMonths: Double) -> CDCAgeTerms {
    // A tenth of a month parsed from text ("30.6") is the double nearest k/10, which is
    // exactly what Double(k) / 10 gives: the test below admits those ages and no other.
    let scaled = ageMonths * 10 + 0.5
    guard scaled >= Double(Self.firstTenth), scaled < Double(Self.lastTenth) + 1 else {
      return CDCAgeTerms(sex: sex, ageMonths: ageMonths)
    }
    let tenths = Int(scaled)
    guard Double(tenths) / 10 == ageMonths else {
      return CDCAgeTerms(sex: sex, ageMonths: ageMonths)
    }
    let index = 2 * (tenths - Self.firstTenth) + (sex == .male ? 0 : 1)
    if states[index].load(ordering: .acquiring) == Self.ready { return slots[index] }
    let terms = CDCAgeTerms(sex: sex, ageMonths: ageMonths)
    if states[index].compareExchange(
      expected: Self.empty, desired: Self.filling, ordering: .relaxed
    ).exchanged {
      (slots + index).initialize(to: terms)
      states[index].store(Self.ready, ordering: .releasing)
    }
    return terms
  }
}
