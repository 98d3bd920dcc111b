import DataSource
import Model
import TestSupport
import Testing

/// An Apple Health export with bytes that are not UTF-8 is refused where they stand, with
/// its line and column, whichever way it comes in (a file streamed in windows checked on
/// the reading thread, standard input, a zip entry), and the store is left as it was; a
/// well-formed export with characters beyond ASCII in every record imports.
@MainActor
struct AppleHealthEncodingTests {
  /// A 4 MiB export (`AppleHealthStreamTests`) with the byte 0xFF put into the source name
  /// of the step record on `line`, beyond the first windows; the bytes and its column.
  static func damaged(line: Int) -> (bytes: [UInt8], column: Int) {
    var lines = AppleHealthStreamTests.export(days: 400, filler: 40).split(
      separator: "\n", omittingEmptySubsequences: false
    ).map { Array($0.utf8) }
    let name = Array("sourceName=\"Ph".utf8)
    let at = lines[line - 1].firstRange(of: name)!.upperBound
    lines[line - 1].insert(0xFF, at: at)
    return (Array(lines.joined(separator: [0x0A])), at + 1)
  }

  static let line = 15_000

  enum Way: CaseIterable { case file, standardInput, zip }

  @Test(arguments: Way.allCases)
  func send_importCommandReceived_bytesNotUTF8_refusedAtLineAndColumn(way: Way) async throws {
    let (bytes, column) = Self.damaged(line: Self.line)
    let fixture = try StoreFixture(
      StoreFixture.sample, standardInput: way == .standardInput ? bytes : [])
    let before = try fixture.document()
    let source: ImportRequest.Source
    switch way {
    case .file:
      try fixture.directory.write(bytes: bytes, to: "export.xml")
      source = .file(fixture.directory.file("export.xml"))
    case .standardInput:
      source = .standardInput
    case .zip:
      let archive = StoredZip.archive([("apple_health_export/export.xml", bytes)])
      try fixture.directory.write(bytes: archive, to: "export.zip")
      source = .file(fixture.directory.file("export.zip"))
    }
    let sut = TransferStore(dependencies: fixture.dependencies, location: fixture.location)
    await sut.send(.importCommandReceived(ImportRequest(source: source)))
    #expect(
      sut.failure
        == .importFailed(.xml(XMLError(line: Self.line, column: column, problem: .notUTF8))))
    #expect(try fixture.document() == before)
    #expect(fixture.renames == 0)
  }

  @Test func send_importCommandReceived_charactersBeyondASCIIEverywhere_imported() async throws {
    let text = AppleHealthStreamTests.export(days: 400, filler: 40)
      .replacingOccurrences(of: "sourceName=\"Phone\"", with: "sourceName=\"Ann’s iPhone 😀\"")
    let fixture = try StoreFixture(StoreFixture.sample)
    try fixture.directory.write(text, to: "export.xml")
    let sut = TransferStore(dependencies: fixture.dependencies, location: fixture.location)
    await sut.send(
      .importCommandReceived(
        ImportRequest(source: .file(fixture.directory.file("export.xml")), dryRun: true)))
    #expect(sut.failure == nil)
    #expect(sut.summary?.added == 400)
  }
}
