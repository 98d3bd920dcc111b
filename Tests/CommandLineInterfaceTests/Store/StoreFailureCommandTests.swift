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
    let newer = "{\"schema_version\": 4, \"people\": []}"
    try session.directory.write(newer, to: "store.json")
    let sut = await session.run(arguments)
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: the store \(session.storePath) has schema version 4, newer than this bmi reads (3); it was left as it is: upgrade bmi\n"
    )
    #expect(session.directory.text(of: "store.json") == newer)
  }

  @Test(arguments: [
    (
      0, #"{"current": "ann", "profiles": {"ann": {"height": 165, "weights": {"2026-01-01": 61}}}}"#
    ),
    (
      1,
      #"{"schema_version": 1, "default_profile": "ann", "profiles": [{"name": "ann", "height_cm": 165, "entries": [{"date": "2026-01-01", "weight_kg": 61}]}]}"#
    ),
  ])
  func log_olderStore_upgradesAndSaysWhereTheOldFileIs(version: Int, old: String) async throws {
    let session = try TrackingSession()
    try session.directory.write(old, to: "store.json")
    let sut = await session.run(["log", "60"])
    #expect(sut.status == 0)
    #expect(
      sut.stderr == """
        Upgraded the store from schema version \(version) to 3; the old file is kept as \(session.storePath).v\(version).bak.
        Logged 60.0 kg for ann on 2026-01-15.

        """)
    #expect(session.directory.text(of: "store.json.v\(version).bak") == old)
    let history = await session.run(["history", "--format", "csv"])
    #expect(
      history.stdout.hasSuffix(
        "2026-01-01,61.00,134.48,61.00,134.48,22.41,normal,,,,,,,,,,who-adult,,,,,,,,,,,,,,,,,,,,,165.00,64.96\n"
          + "2026-01-15,60.00,132.28,60.50,133.37,22.04,normal,,,,,,,,,,who-adult,,,,,,,,,,,,,,,,,,,,,165.00,64.96\n"
      ))
  }
}
