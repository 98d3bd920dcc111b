import CommandLineInterface
import Foundation
import Testing

/// The README's exit-status table is the code's `ExitStatus` table, row for row: a status
/// added, removed or reworded in the code fails here until the README says the same.
struct ReadmeExitCodesTests {
  static var readme: String {
    get throws {
      let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }
  }

  @Test func readme_exitStatusTable_equalsTheCodesTable() throws {
    let lines = try Self.readme.split(separator: "\n").map(String.init)
    let header = try #require(lines.firstIndex(of: "| status | meaning |"))
    let rows = lines[(header + 2)...].prefix { $0.hasPrefix("| ") }.map { line in
      line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
    }
    #expect(rows == ExitStatus.allCases.map { [String($0.rawValue), $0.meaning] })
  }
}
