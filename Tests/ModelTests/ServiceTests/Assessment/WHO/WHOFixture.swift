import Foundation

/// The CSV fixtures in `Tests/ModelTests/Support/WHO` (plain comma-separated, no quoting, an
/// empty cell for no value), read through `#filePath` so the tests need nothing outside the
/// repository.
enum WHOFixture {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Support/WHO")

  /// The rows of `name` as dictionaries from the header's names to the cells.
  static func rows(_ name: String) throws -> [[String: String]] {
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: true)
    let header = lines.removeFirst().split(separator: ",").map(String.init)
    return lines.map { line in
      let cells = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      return Dictionary(uniqueKeysWithValues: zip(header, cells))
    }
  }
}
