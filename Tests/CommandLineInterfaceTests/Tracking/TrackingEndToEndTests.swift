import Foundation
import TestSupport
import Testing

/// The tracking commands through the built binary, as separate processes: file modes under
/// different umasks, and the default store location. (Concurrency: CrashAndConcurrencyTests.)
struct TrackingEndToEndTests {
  @Test(arguments: ["022", "277", "000"])
  func profileSave_anyUmask_directory0700AndStore0600AfterCreateAndRewrite(umask: String) throws {
    let home = try TemporaryDirectory()
    let bmi = BinaryRunner.executable.path
    let script = """
      umask \(umask)
      "\(bmi)" profile save ann --height 165 && "\(bmi)" log 61 && "\(bmi)" log 60.5
      """
    let sut = try BinaryRunner.runShell(script, environment: ["HOME": home.path])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(home.permissions(of: ".local") == 0o700)
    #expect(home.permissions(of: ".local/share/bmi") == 0o700)
    #expect(home.permissions(of: ".local/share/bmi/store.json") == 0o600)
    #expect(home.permissions(of: ".local/share/bmi/store.json.lock") == 0o600)
  }

  @Test func profileSave_xdgDataHome_isUsedWhenAbsolute() throws {
    let home = try TemporaryDirectory()
    let environment = ["HOME": home.path, "XDG_DATA_HOME": home.file("data")]
    let save = try BinaryRunner.run(
      ["profile", "save", "ann", "--height", "165"], environment: environment)
    #expect(save.status == 0)
    #expect(
      home.contents(of: "data/bmi") == ["store.json", "store.json.lock", "store.json.undo"])
    let path = try BinaryRunner.run(["store", "path"], environment: environment)
    #expect(path.stdout == home.file("data/bmi/store.json") + "\n")
  }

  @Test func readingCommands_noStore_createNothing() throws {
    let home = try TemporaryDirectory()
    let environment = ["HOME": home.path]
    let list = try BinaryRunner.run(["profile", "list", "--json"], environment: environment)
    #expect(list.status == 0)
    #expect(list.stdout == "[]\n")
    // Nothing to show (1), as with no weigh-ins, and a list's empty form in a data format.
    let history = try BinaryRunner.run(["history"], environment: environment)
    #expect(history.status == 1)
    #expect(
      history.stderr == "bmi: no profiles yet; create one with 'bmi profile save NAME --height H'\n"
    )
    let json = try BinaryRunner.run(["history", "--json"], environment: environment)
    #expect(json.status == 1)
    #expect(json.stdout == "[]\n")
    for command in [["trend"], ["stats"], ["chart"], ["profile", "show"]] {
      #expect(try BinaryRunner.run(command, environment: environment).status == 1, "\(command)")
    }
    // A change needs a profile to change: a usage error.
    let log = try BinaryRunner.run(["log", "70"], environment: environment)
    #expect(log.status == 64)
    #expect(home.contents().isEmpty)
  }

  @Test func session_saveLogHistory_dataOnStdoutMessagesOnStderr() throws {
    let directory = try TemporaryDirectory()
    let environment = ["BMI_STORE": directory.file("store.json")]
    _ = try BinaryRunner.run(
      ["profile", "save", "ann", "--height", "165"], environment: environment)
    let log = try BinaryRunner.run(["log", "61", "--date", "2026-01-10"], environment: environment)
    #expect(log.stdout.isEmpty)
    #expect(log.stderr == "Logged 61.0 kg for ann on 2026-01-10.\n")
    let history = try BinaryRunner.run(["history"], environment: environment)
    #expect(
      history.stdout == """
        DATE        WEIGHT   TREND    BMI    CATEGORY       NOTE
        2026-01-10  61.0 kg  61.0 kg  22.41  Normal weight

        """)
    #expect(history.stderr.isEmpty)
  }

  @Test func log_damagedStore_exit65AndBytesUntouched() throws {
    let directory = try TemporaryDirectory()
    try directory.write("{\"schema_version\": 1, \"profiles\": [", to: "store.json")
    let before = directory.bytes(of: "store.json")
    let sut = try BinaryRunner.run(
      ["log", "60"], environment: ["BMI_STORE": directory.file("store.json")])
    #expect(sut.status == 65)
    #expect(sut.stderr.contains("is damaged at line 1, column 36"))
    #expect(directory.bytes(of: "store.json") == before)
  }
}
