import CommandLineInterface
import DataSource
import Testing

/// Store files that are truncated, empty, not JSON, JSON of the wrong shape, of a newer
/// schema, or huge, under every registered command that reads or changes the store: each
/// command stops with status 65 and one line naming the store and what is wrong with it,
/// and leaves the file byte for byte as it was, with no temporary file or backup beside it.
@MainActor
struct HostileStoreTests {
  /// Every command that reads or changes the store, with arguments that would succeed on
  /// `HostileStoreFile.valid`. `IMPORT` and `SVG` stand for files in the test's directory.
  static let commands: [[String]] = [
    ["calc"], ["calc", "--weight", "70"], ["log", "60"], ["unlog", "2026-01-14"], ["history"],
    ["trend"], ["chart"], ["chart", "--svg", "SVG"], ["export"], ["export", "--format", "csv"],
    ["import", "IMPORT"], ["profile", "save", "x", "--height", "170"], ["profile", "list"],
    ["profile", "show", "ann"], ["profile", "use", "ann"], ["profile", "rename", "ann", "bea"],
    ["profile", "remove", "ann", "--force"], ["undo"], ["stats"], ["report"],
  ]

  /// Commands that never open the store (`store path` only looks whether it exists).
  static let storeFree: Set<[String]> = [["completions"], ["manual"], ["store", "path"]]

  @Test func commands_coverEveryRegisteredCommandThatTouchesTheStore() {
    let covered = Set(
      Self.commands.compactMap { command in
        CommandRegistry.specs.first { command.starts(with: $0.path) }?.path
      })
    for spec in CommandRegistry.specs where !Self.storeFree.contains(spec.path) {
      #expect(covered.contains(spec.path), "add 'bmi \(spec.name)' to HostileStoreTests.commands")
    }
  }

  @Test func commands_validStore_succeed() async throws {
    for arguments in Self.commands {
      let session = try Self.session(with: HostileStoreFile.valid)
      let sut = await session.run(Self.resolve(arguments, in: session))
      // No change was made through bmi, so there is nothing to undo (1).
      #expect(sut.status == (arguments == ["undo"] ? 1 : 0), "\(arguments): \(sut.stderr)")
    }
  }

  @Test(arguments: HostileStoreFile.all)
  func everyCommand_hostileStore_exit65NamingTheStoreAndLeavesItByteForByte(
    file: HostileStoreFile
  ) async throws {
    let session = try Self.session(with: file.bytes)
    let path = session.storePath
    for arguments in Self.commands {
      let sut = await session.run(Self.resolve(arguments, in: session))
      #expect(sut.status == 65, "\(arguments)")
      #expect(sut.stdout.isEmpty, "\(arguments)")
      if file.isNewer {
        #expect(
          sut.stderr
            == "bmi: the store \(path) has schema version 99, newer than this bmi reads (\(StoreDocument.currentSchemaVersion)); it was left as it is: upgrade bmi\n",
          "\(arguments)")
      } else {
        #expect(sut.stderr.hasPrefix("bmi: the store \(path) is damaged at line "), "\(arguments)")
        #expect(
          sut.stderr.hasSuffix(
            "; it was left as it is (mend it, or move it aside to start a new one)\n"),
          "\(arguments)")
        #expect(sut.stderr.count { $0 == "\n" } == 1, "\(arguments)")
      }
      // Compared after every command, so a change by any one of them is caught.
      #expect(session.directory.file("store.json", holds: file.bytes), "\(arguments)")
      #expect(
        Set(session.directory.contents()).isSubset(of: ["store.json", "store.json.lock", "in.csv"]),
        "\(arguments): \(session.directory.contents())")
    }
  }

  @Test(arguments: HostileStoreFile.all)
  func storePath_hostileStore_printsThePathWithoutReadingIt(file: HostileStoreFile) async throws {
    let session = try Self.session(with: file.bytes)
    let sut = await session.run(["store", "path"])
    #expect(sut.status == 0)
    #expect(sut.stdout == session.storePath + "\n")
    #expect(session.directory.file("store.json", holds: file.bytes))
  }

  /// A session whose store holds `bytes`, with an import file (a valid export CSV) beside it.
  static func session(with bytes: [UInt8]) throws -> TrackingSession {
    let session = try TrackingSession()
    try session.directory.write(bytes: bytes, to: "store.json")
    try session.directory.write(
      "profile,date,weight_kg\nann,2026-01-11,60.8\n", to: "in.csv")
    return session
  }

  static func resolve(_ arguments: [String], in session: TrackingSession) -> [String] {
    arguments.map { argument in
      switch argument {
      case "IMPORT": session.directory.file("in.csv")
      case "SVG": session.directory.file("chart.svg")
      default: argument
      }
    }
  }
}
