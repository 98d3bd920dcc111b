import DataSource
import Testing

/// What commands do with a store they must not touch: damaged or too new. (Busy: see
/// CrashAndConcurrencyTests.)
@MainActor
struct StoreFailureCommandTests {
  @Test(arguments: [
    ["history"], ["trend"], ["profile", "list"], ["export"], ["log", "60"],
    ["profile", "save", "x", "--height", "170"], ["calc", "--weight", "70"],
  ])
  func anyCommand_damagedStore_exit65NamingThePlaceAndLeavesItAlone(arguments: [String])
    async throws
  {
    let session = try TrackingSession()
    let damaged =
      "{\n  \"schema_version\": 1,\n  \"profiles\": [\n    {\"name\": \"ann\", \"height_cm\": 165,}\n  ]\n}\n"
    try session.directory.write(damaged, to: "store.json")
    let sut = await session.run(arguments)
    #expect(sut.status == 65)
    #expect(sut.stdout.isEmpty)
    #expect(
      sut.stderr
        == "bmi: the store \(session.storePath) is damaged at line 4, column 38: expected a member name in quotes; it was left as it is (mend it, or move it aside to start a new one)\n"
    )
    #expect(session.directory.text(of: "store.json") == damaged)
    // A writing command takes the lock before it reads; it leaves no temporary file or backup.
    #expect(Set(session.directory.contents()).isSubset(of: ["store.json", "store.json.lock"]))
  }

  @Test(arguments: [["history"], ["log", "60"]])
  func anyCommand_newerSchema_exit65AndLeavesItAlone(arguments: [String]) async throws {
    let session = try TrackingSession()
    let newer = "{\"schema_version\": 2, \"people\": []}"
    try session.directory.write(newer, to: "store.json")
    let sut = await session.run(arguments)
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: the store \(session.storePath) has schema version 2, newer than this bmi reads (1); it was left as it is: upgrade bmi\n"
    )
    #expect(session.directory.text(of: "store.json") == newer)
  }

  @Test func log_version0Store_upgradesAndSaysWhereTheOldFileIs() async throws {
    let session = try TrackingSession()
    try session.directory.write(
      #"{"current": "ann", "profiles": {"ann": {"height": 165, "weights": {"2026-01-01": 61}}}}"#,
      to: "store.json")
    let sut = await session.run(["log", "60"])
    #expect(sut.status == 0)
    #expect(
      sut.stderr == """
        Upgraded the store from schema version 0 to 1; the old file is kept as \(session.storePath).v0.bak.
        Logged 60.0 kg for ann on 2026-01-15.

        """)
  }
}
