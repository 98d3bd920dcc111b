import Testing

@testable import DataSource

/// `WeightEntry` keeps its measures as plain doubles and its day in one word: what goes in
/// comes out, an absent measure stays absent, and a NaN given as a measure is never taken for
/// an absent one.
struct WeightEntryTests {
  private static let day = LocalDate(year: 2026, month: 2, day: 28)

  @Test func measures_roundTripEveryValueAndAbsence() {
    var entry = WeightEntry(
      date: Self.day, kilograms: 70.25, waistCentimetres: nil, heightCentimetres: 175,
      headCentimetres: nil, armCentimetres: 14.5, note: "after run")
    #expect(entry.kilograms == 70.25)
    #expect(entry.waistCentimetres == nil)
    #expect(entry.heightCentimetres == 175)
    #expect(entry.headCentimetres == nil)
    #expect(entry.armCentimetres == 14.5)
    #expect(entry.date == Self.day)
    entry.kilograms = nil
    entry.waistCentimetres = 80
    entry.date = LocalDate(year: 1900, month: 12, day: 31)
    #expect(entry.kilograms == nil)
    #expect(entry.waistCentimetres == 80)
    #expect(entry.date == LocalDate(year: 1900, month: 12, day: 31))
    #expect(entry.hasMeasure)
    #expect(!WeightEntry(date: Self.day, kilograms: nil, note: "x").hasMeasure)
  }

  /// Special values a file could carry are kept as values (the gate refuses them), never
  /// turned into "no measure".
  @Test(arguments: [
    Double.nan, -Double.nan, Double(nan: 0x4E4F, signaling: false), .infinity, -.infinity, -0.0,
    1e308, .leastNonzeroMagnitude,
  ])
  func specialValues_stayValues(value: Double) {
    let entry = WeightEntry(date: Self.day, kilograms: value, waistCentimetres: value)
    #expect(entry.hasMeasure)
    for kept in [entry.kilograms, entry.waistCentimetres] {
      if value.isNaN {
        // Kept as infinity: still not finite, so the gate refuses it as it would the NaN.
        #expect(kept == .infinity)
      } else {
        #expect(kept?.bitPattern == value.bitPattern)
      }
    }
  }

  /// A million entries are held whole: each costs 64 bytes, not the 120 of optional fields.
  @Test func layout_isCompact() {
    #expect(MemoryLayout<WeightEntry>.stride == 64)
  }

  /// Equality is what the entry says: an absent measure equals an absent one, 0 equals -0,
  /// and a date, a measure, a note that differ make entries differ.
  @Test func equality_comparesWhatTheEntrySays() {
    let base = WeightEntry(date: Self.day, kilograms: 70.25, note: "a")
    #expect(base == WeightEntry(date: Self.day, kilograms: 70.25, note: "a"))
    #expect(
      WeightEntry(date: Self.day, kilograms: 0.0) == WeightEntry(date: Self.day, kilograms: -0.0))
    #expect(
      WeightEntry(date: Self.day, kilograms: .infinity)
        == WeightEntry(date: Self.day, kilograms: .nan))
    let different = [
      WeightEntry(date: LocalDate(year: 2026, month: 3, day: 1), kilograms: 70.25, note: "a"),
      WeightEntry(date: Self.day, kilograms: 70.25.nextUp, note: "a"),
      WeightEntry(date: Self.day, kilograms: nil, waistCentimetres: 70.25, note: "a"),
      WeightEntry(date: Self.day, kilograms: 70.25, waistCentimetres: 80, note: "a"),
      WeightEntry(date: Self.day, kilograms: 70.25, heightCentimetres: 150, note: "a"),
      WeightEntry(date: Self.day, kilograms: 70.25, headCentimetres: 40, note: "a"),
      WeightEntry(date: Self.day, kilograms: 70.25, armCentimetres: 15, note: "a"),
      WeightEntry(date: Self.day, kilograms: 70.25, note: "b"),
      WeightEntry(date: Self.day, kilograms: 70.25),
    ]
    for entry in different { #expect(entry != base) }
  }
}
