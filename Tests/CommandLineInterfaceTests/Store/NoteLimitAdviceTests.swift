import DataSource
import TestSupport
import Testing

@testable import CommandLineInterface

/// A note over the limit gives only the advice that works where it was refused: `log`'s
/// --note is a usage error; an imported JSON document shortened in the file (it is
/// taken whole: --skip-invalid does not help, and is not offered); a note an older bmi kept
/// shortened in the store with the `log` the message gives, after which the change goes in.
@MainActor
struct NoteLimitAdviceTests {
  static let long = String(repeating: "z", count: 1001)

  /// An option's value out of its range is a usage error, a --note's length too.
  @Test func log_noteOverTheLimit_usageErrorNamingTheLimit() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    let sut = await session.run(["log", "60", "--note", Self.long])
    #expect(sut.status == 64)
    #expect(
      sut.stderr == "bmi: invalid --note: 1001 characters, more than the 1000 bmi keeps\n")
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  /// bmi's JSON export is taken whole, with --skip-invalid too, and in a dry run alike.
  @Test(arguments: [[String](), ["--skip-invalid"], ["--dry-run"]])
  func import_jsonDocumentWithALongNote_advisesShorteningItInTheFile(options: [String])
    async throws
  {
    let session = try TrackingSession()
    await session.givenAnn()
    let document =
      #"{"schema_version": 3, "default_profile": "ann", "profiles": [{"name": "ann", "height_cm": 165, "entries": [{"date": "2026-01-11", "weight_kg": 60.8, "note": "\#(Self.long)"}]}]}"#
    try session.directory.write(document, to: "backup.json")
    let before = session.directory.bytes(of: "store.json")
    let sut = await session.run(["import", session.directory.file("backup.json")] + options)
    #expect(sut.status == 65)
    #expect(
      sut.stderr.contains(
        "ann: a note of 1001 characters on 2026-01-11, more than the 1000 bmi keeps, which breaks the store's rules (bmi help topic store) (shorten it in the file: bmi takes a JSON document whole, so --skip-invalid cannot leave it out); the store was left as it is"
      ), "\(sut.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  /// A store an older bmi wrote with a long note: every change names it and the one `log`
  /// that shortens it; that `log` goes in, and then the change does.
  @Test func anyChange_noteAnOlderBmiKept_advisesTheLogThatShortensIt() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let store = session.directory.file("store.json")
    let document = try StoreRepository(
      path: store, fileSystem: .liveValue, fileLock: .liveValue, lockTimeoutSeconds: 5
    ).load()
    var old = document
    old.profiles[0].entries[0].note = Self.long + "z"
    try session.directory.write(bytes: StoreDocumentEncoder.encode(old), to: "store.json")
    let advice =
      "(an older bmi kept it; shorten it first with bmi log --note TEXT --date 2026-01-10 --profile ann); the store was left as it is\n"
    for change in [
      ["log", "60", "--date", "2026-01-13"], ["profile", "save", "ann", "--goal", "57"],
      // Refused, the rename leaves the note under ann, the name the advice gives.
      ["profile", "rename", "ann", "bea"],
    ] {
      let sut = await session.run(change)
      #expect(sut.status == 65, "\(change)")
      #expect(sut.stderr.hasSuffix(advice), "\(change): \(sut.stderr)")
      #expect(!sut.stderr.contains("skip-invalid"))
    }
    let mend = await session.run(["log", "--note", "shortened", "--date", "2026-01-10"])
    #expect(mend.status == 0, "\(mend.stderr)")
    #expect(await session.run(["log", "60", "--date", "2026-01-13"]).status == 0)
  }

  /// The profile in the advice's command is one shell word however it is named.
  @Test(arguments: [
    ("ann", "ann"), ("Ann Lee", "'Ann Lee'"), ("O'Neil", #"'O'\''Neil'"#), ("zoë", "'zoë'"),
    ("a.b_c-1", "a.b_c-1"), ("$HOME", "'$HOME'"),
  ])
  func shellWord_profileName_isOneWord(name: String, word: String) {
    #expect(StoreError.shellWord(name) == word)
  }
}
