import DataSource
import Glibc
import TestSupport
import Testing

/// A store path that is a symbolic link: the link stays a link, its final target is what
/// changes (atomically, beside itself), and a link to nowhere is refused.
struct StoreSymlinkTests {
  static let ann = StoreRepositoryTests.ann

  static func repository(_ path: String) -> StoreRepository {
    StoreRepository(path: path, fileSystem: .liveValue, fileLock: .liveValue)
  }

  /// `ln -s text path`.
  static func link(_ text: String, at path: String) throws {
    guard symlink(text, path) == 0 else {
      throw SystemCallError("symlink", path: path, code: errno)
    }
  }

  static func makeDirectory(_ path: String) throws {
    guard mkdir(path, 0o700) == 0 else { throw SystemCallError("mkdir", path: path, code: errno) }
  }

  static func isLink(_ path: String) -> Bool {
    var status = Glibc.stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  static func linkText(_ path: String) throws -> String {
    try FileSystemClient.liveValue.readlink(path)
  }

  @Test func update_absoluteLink_updatesTargetAndKeepsTheLink() throws {
    let directory = try TemporaryDirectory()
    try Self.makeDirectory(directory.file("real"))
    _ = try Self.repository(directory.file("real/store.json")).update { $0.profiles = [Self.ann] }
    try Self.makeDirectory(directory.file("home"))
    let link = directory.file("home/store.json")
    try Self.link(directory.file("real/store.json"), at: link)

    let result = try Self.repository(link).update { $0.defaultProfile = "ann" }

    #expect(result.written)
    #expect(Self.isLink(link))
    #expect(try Self.linkText(link) == directory.file("real/store.json"))
    #expect(try Self.repository(directory.file("real/store.json")).load().defaultProfile == "ann")
    #expect(try Self.repository(link).load().defaultProfile == "ann")
    #expect(directory.permissions(of: "real/store.json") == 0o600)
    // The lock and any temporary file sit beside the target; nothing appears beside the link.
    #expect(directory.contents(of: "real") == ["store.json", "store.json.lock"])
    #expect(directory.contents(of: "home") == ["store.json"])
  }

  @Test func update_chainOfRelativeLinks_followsEachFromItsOwnDirectory() throws {
    let directory = try TemporaryDirectory()
    for name in ["a", "b", "c"] { try Self.makeDirectory(directory.file(name)) }
    _ = try Self.repository(directory.file("c/store.json")).update { $0.profiles = [Self.ann] }
    // a/store.json -> ../b/middle.json -> ../c/store.json, each relative to its own link.
    try Self.link("../b/middle.json", at: directory.file("a/store.json"))
    try Self.link("../c/store.json", at: directory.file("b/middle.json"))

    _ = try Self.repository(directory.file("a/store.json")).update { $0.defaultProfile = "ann" }

    #expect(Self.isLink(directory.file("a/store.json")))
    #expect(Self.isLink(directory.file("b/middle.json")))
    #expect(try Self.linkText(directory.file("a/store.json")) == "../b/middle.json")
    #expect(try Self.repository(directory.file("c/store.json")).load().defaultProfile == "ann")
    #expect(directory.permissions(of: "c/store.json") == 0o600)
    #expect(directory.contents(of: "a") == ["store.json"])
    #expect(directory.contents(of: "b") == ["middle.json"])
    #expect(directory.contents(of: "c") == ["store.json", "store.json.lock"])
  }

  @Test func update_linkToVersion0Document_backupGoesBesideTheTarget() throws {
    let directory = try TemporaryDirectory()
    try Self.makeDirectory(directory.file("real"))
    let old = #"{"profiles": {"ann": {"height": 165, "weights": {"2026-01-01": 61.2}}}}"#
    try directory.write(old, to: "real/store.json")
    try Self.link("real/store.json", at: directory.file("store.json"))

    let result = try Self.repository(directory.file("store.json")).update {
      $0.defaultProfile = "ann"
    }

    #expect(result.migration?.backupPath == directory.file("real/store.json.v0.bak"))
    #expect(directory.text(of: "real/store.json.v0.bak") == old)
    #expect(directory.permissions(of: "real/store.json.v0.bak") == 0o600)
    #expect(Self.isLink(directory.file("store.json")))
    #expect(directory.contents() == ["real", "store.json"])
  }

  @Test func updateAndLoad_danglingLink_refusedAndNothingCreated() throws {
    let directory = try TemporaryDirectory()
    let link = directory.file("store.json")
    try Self.link("missing/store.json", at: link)
    let refusal = StoreError.danglingLink(path: link, target: directory.file("missing/store.json"))

    #expect(throws: refusal) { try Self.repository(link).update { $0.profiles = [Self.ann] } }
    #expect(throws: refusal) { try Self.repository(link).load() }
    #expect(directory.contents() == ["store.json"])
    #expect(try Self.linkText(link) == "missing/store.json")
  }

  @Test func update_loopOfLinks_refusedWithELOOP() throws {
    let directory = try TemporaryDirectory()
    try Self.link("b", at: directory.file("a"))
    try Self.link("a", at: directory.file("b"))
    #expect(
      throws: StoreError.unreadable(
        path: directory.file("a"),
        SystemCallError("readlink", path: directory.file("a"), code: ELOOP))
    ) {
      try Self.repository(directory.file("a")).update { $0.profiles = [Self.ann] }
    }
    #expect(directory.contents() == ["a", "b"])
  }
}
