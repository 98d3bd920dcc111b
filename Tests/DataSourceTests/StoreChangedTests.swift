import Testing

@testable import DataSource

/// `StoreRepository.changed`, which decides whether a change is written: its look at the end
/// of each log answers as `!=` does, wherever the difference lies or when there is none.
struct StoreChangedTests {
  static func document(_ edit: (inout [WeightEntry]) -> Void = { _ in }) -> StoreDocument {
    var entries = (1...28).map { day in
      WeightEntry(date: LocalDate(year: 2026, month: 2, day: day), kilograms: 70 + Double(day))
    }
    edit(&entries)
    var ann = Profile(name: "ann", heightCentimetres: 165)
    ann.entries = entries
    let bob = Profile(name: "bob", heightCentimetres: 180)
    return StoreDocument(defaultProfile: "ann", profiles: [ann, bob])
  }

  @Test(arguments: [
    ("unchanged", false), ("last weight", true), ("first weight", true), ("a note", true),
    ("appended", true), ("removed", true), ("height", true),
  ])
  func changed_edit_answersAsInequality(edit: String, expected: Bool) {
    let before = Self.document()
    var after = Self.document { entries in
      switch edit {
      case "last weight": entries[27].kilograms = 60
      case "first weight": entries[0].kilograms = 60
      case "a note": entries[10].note = "after the holiday"
      case "appended":
        entries.append(WeightEntry(date: LocalDate(year: 2026, month: 3, day: 1), kilograms: 70))
      case "removed": entries.removeLast()
      default: break
      }
    }
    if edit == "height" { after.profiles[1].heightCentimetres = 181 }
    #expect(StoreRepository.changed(after, from: before) == expected)
    #expect(StoreRepository.changed(after, from: before) == (after != before))
  }
}
