import Foundation
import TestSupport
import Testing

/// Every writing command, run by the built binary under umasks that would make files world
/// readable (000) or read-only to their owner (277): the directories `bmi` made are 0700
/// and every file beside the store (the store, its lock, a migration's backup) is 0600.
struct StoreModesEndToEndTests {
  @Test(arguments: WriteCommandCase.all, ["000", "277"])
  func writingCommand_anyUmask_directories0700AndFiles0600(command: WriteCommandCase, umask: String)
    throws
  {
    let home = try TemporaryDirectory()
    if let seedText = command.seedText {
      try FileManager.default.createDirectory(
        atPath: home.file("data/bmi"), withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])
      try home.write(seedText, to: "data/bmi/store.json")
    }
    try home.write(command.stdin, to: "stdin")
    let bmi = "'" + BinaryRunner.executable.path + "'"
    let line = { (arguments: [String]) in
      ([bmi] + arguments.map { "'\($0)'" }).joined(separator: " ")
    }
    let script =
      (["set -e", "umask 022"] + command.setup.map(line) + [
        "umask \(umask)", line(command.arguments) + " < '\(home.file("stdin"))'",
      ]).joined(separator: "\n")

    let sut = try BinaryRunner.runShell(
      script, environment: ["BMI_STORE": home.file("data/bmi/store.json")])

    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(home.permissions(of: "data") == 0o700)
    #expect(home.permissions(of: "data/bmi") == 0o700)
    let files = home.contents(of: "data/bmi")
    #expect(files.contains("store.json") && files.contains("store.json.lock"))
    #expect(files.contains("store.json.v0.bak") == (command.seedText != nil))
    for name in files {
      #expect(home.permissions(of: "data/bmi/" + name) == 0o600, "\(name)")
    }
  }
}
