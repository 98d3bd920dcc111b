import Model
import Testing

@testable import CommandLineInterface

/// The rules of the one field table (item 5 of issue 12), checked over every record kind.
struct FieldCatalogTests {
  @Test(arguments: RecordKind.allCases)
  func everyKind_namesAreUniqueSnakeCase(kind: RecordKind) {
    let sut = kind.names
    #expect(Set(sut).count == sut.count)
    #expect(sut.allSatisfy { $0.wholeMatch(of: /[a-z][a-z0-9_]*/) != nil })
    #expect(kind.fields.allSatisfy { !$0.meaning.isEmpty })
  }

  @Test(arguments: RecordKind.allCases)
  func everyMetricField_hasItsImperialTwin(kind: RecordKind) {
    for field in kind.fields {
      guard let twin = field.imperialTwin else { continue }
      #expect(kind.names.contains(twin), "\(kind.rawValue).\(field.name) lacks \(twin)")
    }
  }

  /// A profile's name is `profile` everywhere, never `name`.
  @Test(arguments: RecordKind.allCases)
  func noKind_callsTheProfileName(kind: RecordKind) {
    #expect(!kind.names.contains("name"))
  }

  /// `bmi import` reads the export's columns by these names: they stay in the export, in
  /// their order, so old and new exports read back alike.
  @Test func export_keepsEveryColumnImportReads() {
    let sut = RecordKind.export.names
    #expect(sut.filter(ExportColumns.all.contains) == ExportColumns.all)
    #expect(Array(sut.prefix(ExportColumns.all.count)) == ExportColumns.all)
  }

  @Test(
    arguments: [
      ("weight_kg", "weight_lb"), ("latest_waist_cm", "latest_waist_in"),
      ("height_cm", "height_in"),
      ("bmi", nil), ("energy_balance_kcal_per_day", nil),
    ] as [(String, String?)])
  func imperialTwin_ofAMetricName(name: String, expected: String?) {
    #expect(FieldSpec(name, "x").imperialTwin == expected)
  }
}

/// The child's CDC fields are named once, by `ChildScoreFields`, and the catalog carries all of
/// them in that order.
struct ChildFieldsCatalogTests {
  @Test func calcCatalog_carriesEveryChildScoreFieldInOrder() {
    let sut = RecordKind.calc.names.filter(ChildScoreFields.names.contains)
    #expect(sut == ChildScoreFields.names)
  }
}
