import DataSource
import TestSupport

/// Stores for the report tests: an adult with a goal, a waist and a note written as markup,
/// and a boy the CDC charts score.
enum ReportFixtures {
  static let today = LocalDate(year: 2026, month: 1, day: 15)
  static let hostileNote = "<script>alert(\"hi\")</script> & 'more'"

  static var adult: Profile {
    let start = LocalDate(year: 2025, month: 11, day: 1)
    var entries = (0..<60).map { day in
      WeightEntry(
        date: start.adding(days: day), kilograms: 82 - Double(day) * 0.05 + Double(day % 3) * 0.2)
    }
    entries[10].note = hostileNote
    entries[20].waistCentimetres = 94
    return Profile(
      name: "Ann <b>Lee</b>", heightCentimetres: 168, sex: .female,
      born: LocalDate(year: 1985, month: 6, day: 2), goalKilograms: 72, entries: entries)
  }

  static var child: Profile {
    Profile(
      name: "kim", heightCentimetres: 132, sex: .male,
      born: LocalDate(year: 2017, month: 3, day: 2),
      entries: [
        WeightEntry(
          date: LocalDate(year: 2025, month: 3, day: 1), kilograms: 27.5, heightCentimetres: 128),
        WeightEntry(
          date: LocalDate(year: 2025, month: 7, day: 1), kilograms: 28.9, heightCentimetres: 130),
        WeightEntry(
          date: LocalDate(year: 2025, month: 11, day: 1), kilograms: 30.6, heightCentimetres: 132),
        WeightEntry(
          date: LocalDate(year: 2026, month: 1, day: 10), kilograms: 31.2, note: "school nurse"),
      ])
  }

  /// Under 2 years: the WHO standards score her (the default under 24 months).
  static var baby: Profile {
    Profile(
      name: "bea", heightCentimetres: 75, sex: .female,
      born: LocalDate(year: 2025, month: 2, day: 1),
      entries: [
        WeightEntry(
          date: LocalDate(year: 2025, month: 12, day: 1), kilograms: 9.1, heightCentimetres: 74),
        WeightEntry(
          date: LocalDate(year: 2026, month: 1, day: 5), kilograms: 9.4, heightCentimetres: 75),
      ])
  }

  static var document: StoreDocument {
    StoreDocument(defaultProfile: adult.name, profiles: [adult, child, baby])
  }

  /// A temporary directory with the store written in it, as `store.json`.
  static func directory() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.writeStore(document)
    return directory
  }
}
