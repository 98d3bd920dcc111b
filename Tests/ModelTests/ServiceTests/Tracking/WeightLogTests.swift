import DataSource
import Model
import Testing

struct WeightLogTests {
  static func entry(_ day: Int, _ kilograms: Double, _ note: String? = nil) -> WeightEntry {
    WeightEntry(date: LocalDate(year: 2026, month: 1, day: day), kilograms: kilograms, note: note)
  }

  @Test func log_newDates_keepsDateOrder() {
    var sut: [WeightEntry] = []
    for day in [5, 1, 9, 3] { _ = WeightLog.log(Self.entry(day, 70), in: &sut) }
    #expect(sut.map(\.date.day) == [1, 3, 5, 9])
  }

  @Test func log_loggedDate_replacesKeepingTheNote() {
    var sut = [Self.entry(1, 70, "morning")]
    let change = WeightLog.log(Self.entry(1, 69.5), in: &sut)
    #expect(change == .replaced(Self.entry(1, 70, "morning"), by: Self.entry(1, 69.5, "morning")))
    #expect(sut == [Self.entry(1, 69.5, "morning")])
  }

  @Test func log_sameValue_isUnchanged() {
    var sut = [Self.entry(1, 70)]
    #expect(WeightLog.log(Self.entry(1, 70), in: &sut) == .unchanged(Self.entry(1, 70)))
  }

  static func day(_ day: Int, kg: Double?, waist: Double?) -> WeightEntry {
    WeightEntry(
      date: LocalDate(year: 2026, month: 1, day: day), kilograms: kg, waistCentimetres: waist)
  }

  /// Logging a date again replaces what the new entry gives and keeps what it leaves out, so
  /// a waist measured after the weigh-in joins it, in either order.
  @Test(arguments: [
    (day(1, kg: 70, waist: nil), day(1, kg: nil, waist: 90), day(1, kg: 70, waist: 90)),
    (day(1, kg: nil, waist: 90), day(1, kg: 70, waist: nil), day(1, kg: 70, waist: 90)),
    (day(1, kg: 70, waist: 90), day(1, kg: 69, waist: nil), day(1, kg: 69, waist: 90)),
    (day(1, kg: 70, waist: 90), day(1, kg: 69, waist: 89), day(1, kg: 69, waist: 89)),
  ])
  func log_loggedDate_keepsTheWeightOrWaistNotGiven(
    old: WeightEntry, new: WeightEntry, result: WeightEntry
  ) {
    var sut = [old]
    #expect(WeightLog.log(new, in: &sut) == .replaced(old, by: result))
    #expect(sut == [result])
    var merged = [old]
    #expect(WeightLog.merge([new], into: &merged) == [.replaced(old, by: result)])
    #expect(merged == [result])
  }

  @Test func log_notKeepingNote_dropsIt() {
    var sut = [Self.entry(1, 70, "x")]
    _ = WeightLog.log(Self.entry(1, 70), in: &sut, keepingNote: false)
    #expect(sut == [Self.entry(1, 70)])
  }

  @Test func remove_loggedAndMissingDates() {
    var sut = [Self.entry(1, 70), Self.entry(2, 71)]
    #expect(
      WeightLog.remove(LocalDate(year: 2026, month: 1, day: 2), from: &sut) == Self.entry(2, 71))
    #expect(WeightLog.remove(LocalDate(year: 2026, month: 1, day: 9), from: &sut) == nil)
    #expect(sut == [Self.entry(1, 70)])
  }

  @Test func merge_interleavedDates_addsReplacesAndKeeps() {
    var sut = [Self.entry(1, 70), Self.entry(3, 72, "kept"), Self.entry(5, 74)]
    let changes = WeightLog.merge(
      [Self.entry(2, 71), Self.entry(3, 72.5), Self.entry(5, 74), Self.entry(6, 75)], into: &sut)
    #expect(
      changes == [
        .added(Self.entry(2, 71)),
        .replaced(Self.entry(3, 72, "kept"), by: Self.entry(3, 72.5, "kept")),
        .unchanged(Self.entry(5, 74)),
        .added(Self.entry(6, 75)),
      ])
    #expect(sut.map(\.date.day) == [1, 2, 3, 5, 6])
  }

  @Test func merge_intoAnEmptyLog_addsEveryEntryAsItCame() {
    var sut: [WeightEntry] = []
    let incoming = [Self.entry(1, 70), Self.entry(2, 71, "note"), Self.entry(4, 73)]
    let changes = WeightLog.merge(incoming, into: &sut)
    #expect(changes == incoming.map { .added($0) })
    #expect(sut == incoming)
  }
}
