import CommandLineInterface
import Foundation
import Testing

/// Item 5 of issue 12, run: every command that prints records prints the fields of its
/// `FieldCatalog` kind, in that order, in CSV, NDJSON and JSON alike. The table must name
/// every registered data command, so a new command cannot skip the check.
@MainActor
struct RecordFieldsContractTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let command: String
    let arguments: [String]
    let kind: RecordKind
    var stdin = ""
    var testDescription: String { command }
  }

  nonisolated static let cases: [Case] = [
    Case(command: "calc", arguments: ["calc", "--weight", "70", "--height", "175"], kind: .calc),
    Case(command: "log", arguments: ["log", "60.5"], kind: .entry),
    Case(command: "unlog", arguments: ["unlog", "2026-01-14"], kind: .entry),
    Case(command: "history", arguments: ["history"], kind: .history),
    Case(command: "trend", arguments: ["trend"], kind: .trend),
    Case(command: "export", arguments: ["export"], kind: .export),
    Case(
      command: "import", arguments: ["import", "-"], kind: .entry,
      stdin: "date,weight_kg\n2026-01-15,60.1\n"),
    Case(
      command: "profile save", arguments: ["profile", "save", "ann", "--goal", "57"],
      kind: .profile),
    Case(command: "profile list", arguments: ["profile", "list"], kind: .profile),
    Case(command: "profile show", arguments: ["profile", "show"], kind: .profile),
    Case(command: "profile use", arguments: ["profile", "use", "ann"], kind: .profile),
    Case(
      command: "profile rename", arguments: ["profile", "rename", "ann", "anne"], kind: .profile),
    Case(
      command: "profile remove", arguments: ["profile", "remove", "ann", "--force"],
      kind: .profile),
    Case(command: "store path", arguments: ["store", "path"], kind: .storePath),
    Case(command: "stats", arguments: ["stats", "--by", "week"], kind: .stats),
    Case(command: "undo", arguments: ["undo"], kind: .undo),
  ]

  @Test func table_namesEveryCommandThatTakesCSV() {
    let data = CommandRegistry.specs.filter {
      $0.option(named: "format")?.choices.contains("csv") == true
    }.map(\.name)
    #expect(data.sorted() == Self.cases.map(\.command).sorted())
  }

  @Test(arguments: cases)
  func csvHeader_isTheCatalogsFieldList(sut: Case) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let output = await session.run(sut.arguments + ["--format", "csv"], stdin: sut.stdin)
    #expect(output.status == 0, "\(output.stderr)")
    let header = output.stdout.split(separator: "\n").first.map(String.init)
    #expect(header == sut.kind.names.joined(separator: ","))
  }

  @Test(arguments: cases)
  func ndjsonAndJSON_carryTheCatalogsFieldsInOrder(sut: Case) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let ndjson = await session.run(sut.arguments + ["--format", "ndjson"], stdin: sut.stdin)
    #expect(ndjson.status == 0, "\(ndjson.stderr)")
    let line = try #require(ndjson.stdout.split(separator: "\n").first.map(String.init))
    #expect(Self.keys(line) == sut.kind.names)
    // export's JSON is the store document, not records.
    guard sut.kind != .export else { return }
    let session2 = try TrackingSession()
    await session2.givenAnn()
    let json = await session2.run(sut.arguments + ["--format", "json"], stdin: sut.stdin)
    let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8))
    let object = (parsed as? [[String: Any]])?.first ?? parsed as? [String: Any]
    #expect(Set(object?.keys.map { $0 } ?? []) == Set(sut.kind.names))
  }

  /// The top-level keys of one compact JSON object, in order (values here hold no quotes
  /// followed by a colon).
  static func keys(_ line: String) -> [String] {
    let pattern = /[{,]"([a-z0-9_]+)":/
    return line.matches(of: pattern).map { String($0.output.1) }
  }
}
