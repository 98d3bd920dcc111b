import DataSource
import Foundation
import Testing

@testable import Model

/// `AssessmentField+Keys.swift` is generated from `AssessmentField` (batch rows write their
/// keys as static strings, with no `String` made): this test is the generator, and fails when
/// the checked-in file is stale. Regenerate with
/// `BMI_REGENERATE=1 swift test --filter AssessmentFieldKeysTests`.
struct AssessmentFieldKeysTests {
  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/Model/Services/Assessment/AssessmentField+Keys.swift")

  /// The file's text, from the declaration.
  static func generated() -> String {
    var text = """
      import DataSource

      // Generated from `AssessmentField` by `AssessmentFieldKeysTests`; do not edit. Regenerate:
      //   BMI_REGENERATE=1 swift test --filter AssessmentFieldKeysTests

      extension AssessmentField {
        /// The name as a static string, which batch rows write with no `String` made.
        @inline(__always)
        var key: StaticString {
          switch self {

      """
    for field in AssessmentField.allCases {
      text += "    case .\(field): return \"\(field.rawValue)\"\n"
    }
    text += "    }\n  }\n\n"
    text +=
      "  /// `childScores`' keys, a literal so that it is laid out at compile time (a mapped\n"
    text += "  /// array would be built at run time and checked on every row that reads it).\n"
    text += "  static let childScoreKeys: [StaticString] = [\n"
    for field in AssessmentField.childScores { text += "    \"\(field.rawValue)\",\n" }
    text += "  ]\n}\n"
    text += words(
      "AssessmentReference", AssessmentReference.allCases.map { ("\($0)", $0.rawValue) })
    text += words("ChildCategory", ChildCategory.allCases.map { ("\($0)", $0.rawValue) })
    text += words("WHOClass", WHOClass.allCases.map { ("\($0)", $0.rawValue) })
    text += words("WHOIndicator", WHOIndicator.allCases.map { ("\($0)", $0.rawValue) })
    text += words(
      "WHOMeasuredPosition", WHOMeasuredPosition.allCases.map { ("\($0)", $0.rawValue) })
    return text
  }

  /// An extension giving each case of `type` its word as a static string.
  static func words(_ type: String, _ cases: [(name: String, word: String)]) -> String {
    var text = """

      extension \(type) {
        /// The word as a static string, which batch rows write with no `String` made.
        @inline(__always)
        var word: StaticString {
          switch self {

      """
    for (name, word) in cases { text += "    case .\(name): return \"\(word)\"\n" }
    text += "    }\n  }\n}\n"
    return text
  }

  @Test func keysFile_isGeneratedFromTheDeclaration() throws {
    let expected = Self.generated()
    if ProcessInfo.processInfo.environment["BMI_REGENERATE"] == "1" {
      try expected.write(to: Self.path, atomically: true, encoding: .utf8)
    }
    let sut = try String(contentsOf: Self.path, encoding: .utf8)
    #expect(sut == expected, "stale: regenerate with BMI_REGENERATE=1")
  }

  @Test func key_everyField_isItsName() {
    for field in AssessmentField.allCases {
      #expect("\(field.key)" == field.rawValue)
    }
    for reference in AssessmentReference.allCases {
      #expect("\(reference.word)" == reference.rawValue)
    }
    for category in ChildCategory.allCases {
      #expect("\(category.word)" == category.rawValue)
    }
    for whoClass in WHOClass.allCases { #expect("\(whoClass.word)" == whoClass.rawValue) }
    for indicator in WHOIndicator.allCases { #expect("\(indicator.word)" == indicator.rawValue) }
    for position in WHOMeasuredPosition.allCases {
      #expect("\(position.word)" == position.rawValue)
    }
    #expect(
      AssessmentField.childScoreKeys.map { "\($0)" }
        == AssessmentField.names(AssessmentField.childScores))
  }
}
