import DataSource

/// `CDCAgeTerms` remembered for ages on the grid of tenths of a month (24.0, 24.1 … 240.0),
/// the ages survey files and the CDC's own programs give (whole months, or months to one
/// decimal). A large file of children repeats a few thousand such ages, and the terms hold
/// four of the seven powers a child costs; other ages are computed each time.
///
/// The remembered terms are the ones `CDCAgeTerms.init` returns, so nothing a user sees
/// depends on the memo (`CDCAgeTermsMemoTests` compares every slot); `WriteOnceSlots` says
/// why threads may share it.
final class CDCAgeTermsMemo: Sendable {
  static let shared = CDCAgeTermsMemo()

  /// Tenths of a month from 24.0 to 240.0, for each sex.
  static let firstTenth = 240
  static let lastTenth = 2_400
  static let slotCount = 2 * (lastTenth - firstTenth + 1)

  private let slots = WriteOnceSlots<CDCAgeTerms>(count: slotCount)

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
    return slots.value(at: index) { CDCAgeTerms(sex: sex, ageMonths: ageMonths) }
  }
}
