import DataSource
import Glibc
import TestSupport
import Testing

/// Where every writing command puts bytes: only in the store's own directory (temporary
/// files included), private modes on everything there, and through a symbolic link, only
/// beside the link's target.
@MainActor
struct StorePrivacyCommandTests {
  @Test(arguments: WriteCommandCase.all)
  func writingCommand_createsFilesOnlyInTheStoreDirectoryWithPrivateModes(
    command: WriteCommandCase
  ) async throws {
    var session = try TrackingSession()
    let store = session.directory.file("data/bmi/store.json")
    session.environment["BMI_STORE"] = store
    if let seedText = command.seedText {
      try Self.makeDirectory(session.directory.file("data"))
      try Self.makeDirectory(session.directory.file("data/bmi"))
      try session.directory.write(seedText, to: "data/bmi/store.json")
    }
    await session.given(command.setup)
    let log = SystemCallLog()

    let sut = await session.run(
      command.arguments, stdin: command.stdin, fileSystem: .recording(into: log))

    #expect(sut.status == 0, "\(sut.stderr)")
    Self.expectWritesOnlyIn(session.directory.file("data/bmi"), store: store, log: log)
    #expect(session.directory.permissions(of: "data") == 0o700)
    #expect(session.directory.permissions(of: "data/bmi") == 0o700)
    for name in session.directory.contents(of: "data/bmi") {
      #expect(session.directory.permissions(of: "data/bmi/" + name) == 0o600, "\(name)")
    }
    #expect(session.directory.temporaryFiles().isEmpty)
  }

  @Test func log_throughASymbolicLink_writesOnlyBesideTheTarget() async throws {
    var session = try TrackingSession()
    await session.given([["profile", "save", "ann", "--height", "165"]])
    try Self.makeDirectory(session.directory.file("home"))
    let link = session.directory.file("home/store.json")
    guard symlink(session.storePath, link) == 0 else {
      throw SystemCallError("symlink", path: link, code: errno)
    }
    session.environment["BMI_STORE"] = link
    let log = SystemCallLog()

    let sut = await session.run(["log", "60"], fileSystem: .recording(into: log))

    #expect(sut.status == 0)
    Self.expectWritesOnlyIn(session.directory.path, store: session.storePath, log: log)
    #expect(session.directory.contents(of: "home") == ["store.json"])
  }

  /// Every file created is a temporary file of `store` in `directory`, every rename stays in
  /// `directory`, and every directory made is `directory` or one above it.
  static func expectWritesOnlyIn(_ directory: String, store: String, log: SystemCallLog) {
    #expect(!log.created.isEmpty)
    for path in log.created {
      let temporary = directory + "/." + (store.split(separator: "/").last ?? "") + ".bmi-tmp-"
      #expect(path.hasPrefix(temporary) && !path.dropFirst(directory.count + 1).contains("/"))
    }
    for call in log.calls {
      let words = call.split(separator: " ").map(String.init)
      switch words.first {
      case "rename":
        #expect(words.dropFirst().allSatisfy { parent(of: $0) == directory }, "\(call)")
      case "mkdir":
        #expect(directory == words[2] || directory.hasPrefix(words[2] + "/"), "\(call)")
      default:
        break
      }
    }
  }

  static func parent(of path: String) -> String {
    String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
  }

  static func makeDirectory(_ path: String) throws {
    guard mkdir(path, 0o700) == 0 else { throw SystemCallError("mkdir", path: path, code: errno) }
  }
}
