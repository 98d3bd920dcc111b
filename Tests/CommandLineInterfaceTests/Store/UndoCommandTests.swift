import DataSource
import Glibc
import TestSupport
import Testing

/// `bmi undo`: one level, byte for byte, refusing rather than losing anything.
@MainActor
struct UndoCommandTests {
  static let migrating = "log migrating a version 0 store"

  @Test(arguments: WriteCommandCase.all)
  func writingCommandThenUndo_restoresTheStoreByteForByte(command: WriteCommandCase) async throws {
    let session = try TrackingSession()
    if let seedText = command.seedText { try session.directory.write(seedText, to: "store.json") }
    await session.given(command.setup)
    let before = session.directory.bytes(of: "store.json")
    let changed = await session.run(command.arguments, stdin: command.stdin)
    #expect(changed.status == 0, "\(changed.stderr)")
    let after = session.directory.bytes(of: "store.json")
    #expect(after != before)

    let sut = await session.run(["undo"])

    if command.name == Self.migrating {
      // The snapshot holds the version 0 document: refused, the migrated store kept.
      #expect(sut.status == 65)
      #expect(sut.stderr.contains("holds a store of schema version 0, not 3"))
      #expect(session.directory.bytes(of: "store.json") == after)
      return
    }
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stderr.hasPrefix("undid: "))
    #expect(session.directory.bytes(of: "store.json") == before)
    #expect(!session.directory.contents().contains("store.json.undo"))
    let again = await session.run(["undo"])
    #expect(again.status == 1)
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  @Test(arguments: [
    (["log", "59.5", "--date", "2026-01-11"], "undid: log 59.5 kg on 2026-01-11 for ann\n"),
    (
      ["log", "60.2", "--date", "2026-01-12"],
      "undid: log on 2026-01-12 for ann: 60.6 kg → 60.2 kg\n"
    ),
    (["log", "--note", "x", "--date", "2026-01-12"], "undid: log --note on 2026-01-12 for ann\n"),
    (
      ["log", "--waist", "80", "--date", "2026-01-11"],
      "undid: log waist 80.0 cm on 2026-01-11 for ann\n"
    ),
    (["unlog", "2026-01-10"], "undid: unlog 2026-01-10 for ann (61.0 kg)\n"),
    (["profile", "save", "ann", "--goal", "57"], "undid: profile save ann\n"),
    (["profile", "save", "bob", "--height", "180"], "undid: profile save bob (a new profile)\n"),
    (["profile", "rename", "ann", "bea"], "undid: profile rename ann bea\n"),
    (["profile", "remove", "ann", "--force"], "undid: profile remove ann\n"),
  ])
  func undo_afterACommand_saysWhatItUndid(arguments: [String], message: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    await session.given([arguments])
    let sut = await session.run(["undo"])
    #expect(sut.status == 0)
    #expect(sut.stderr == message)
    #expect(sut.stdout.isEmpty)
  }

  @Test func undo_json_printsTheRecord() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["undo", "--json"])
    #expect(
      sut.stdout == """
        {
          "undone": "log 60.3 kg on 2026-01-14 for ann",
          "store_removed": false
        }

        """)
  }

  @Test func undo_ofTheChangeThatCreatedTheStore_removesIt() async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "ann", "--height", "165"]])
    let sut = await session.run(["undo"])
    #expect(sut.status == 0)
    #expect(
      sut.stderr
        == "undid: profile save ann (a new profile) (there was no store before it, so it was removed)\n"
    )
    #expect(session.directory.contents() == ["store.json.lock"])
  }

  @Test func undo_noStoreAtAll_nothingToUndoAndCreatesNothing() async throws {
    let session = try TrackingSession()
    let sut = await session.run(["undo"])
    #expect(sut.status == 1)
    #expect(
      sut.stderr
        == "bmi: nothing to undo: bmi keeps one change, and it was undone already or none was made since\n"
    )
    #expect(session.directory.contents().isEmpty)
  }

  @Test func undo_storeChangedByHandSince_refusesAndKeepsBoth() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    var text = try #require(session.directory.text(of: "store.json"))
    text = text.replacingOccurrences(of: "60.3", with: "60.4")
    try session.directory.write(text, to: "store.json")
    let snapshot = session.directory.bytes(of: "store.json.undo")
    let sut = await session.run(["undo"])
    #expect(sut.status == 65)
    #expect(sut.stderr.contains("is not the one the undo snapshot was kept for"))
    #expect(session.directory.text(of: "store.json") == text)
    #expect(session.directory.bytes(of: "store.json.undo") == snapshot)
  }

  @Test(arguments: [
    ("garbage", "is not one bmi wrote (it has no undo header)"),
    ("", "is not one bmi wrote (it has no undo header)"),
  ])
  func undo_unreadableSnapshot_refuses(content: String, reason: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    try session.directory.write(content, to: "store.json.undo")
    let sut = await session.run(["undo"])
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: cannot undo: the undo snapshot \(session.storePath).undo \(reason); the store was left as it is\n"
    )
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  @Test func undo_snapshotOfANewerSchema_refuses() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = try #require(session.directory.bytes(of: "store.json"))
    let snapshot = try #require(session.directory.bytes(of: "store.json.undo"))
    // The snapshot's trailer (`bmi-undo 3 <fingerprint>`) after another document.
    let trailer = snapshot.suffix(28)
    #expect(String(decoding: trailer, as: UTF8.self).hasPrefix("bmi-undo 3 "))
    try session.directory.write(
      bytes: Array(#"{"schema_version": 99}"#.utf8) + trailer, to: "store.json.undo")
    let sut = await session.run(["undo"])
    #expect(sut.status == 65)
    #expect(sut.stderr.contains("holds a store of schema version 99, not 3"))
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  @Test func undo_throughASymbolicLink_restoresTheTargetAndKeepsTheLink() async throws {
    var session = try TrackingSession()
    await session.givenAnn()
    let link = session.directory.file("link.json")
    #expect(symlink("store.json", link) == 0)
    session.environment["BMI_STORE"] = link
    let before = session.directory.bytes(of: "store.json")
    await session.given([["log", "59"]])
    let sut = await session.run(["undo"])
    #expect(sut.status == 0)
    #expect(session.directory.bytes(of: "store.json") == before)
    #expect(try FileSystemClient.liveValue.readlink(link) == "store.json")
  }
}
