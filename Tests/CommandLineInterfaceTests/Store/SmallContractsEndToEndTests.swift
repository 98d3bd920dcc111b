import Foundation
import TestSupport
import Testing

/// Small promises of the command line, through the built binary as a script meets them:
/// exit statuses from the published table, what `bmi help NAME` shows, and what `calc` says
/// about values it took from a profile.
struct SmallContractsEndToEndTests {
  private static func store() throws -> (TemporaryDirectory, [String: String]) {
    let directory = try TemporaryDirectory()
    return (directory, ["BMI_STORE": directory.file("store.json")])
  }

  /// Nothing to undo is an empty answer (1), not a missing input file (66).
  @Test func undo_secondUndo_exits1NothingToShow() throws {
    let (directory, environment) = try Self.store()
    _ = try BinaryRunner.run(
      ["profile", "save", "ann", "--height", "165"], environment: environment)
    let first = try BinaryRunner.run(["undo"], environment: environment)
    #expect(first.status == 0, "\(first.stderr)")
    let sut = try BinaryRunner.run(["undo"], environment: environment)
    #expect(sut.status == 1)
    #expect(sut.stdout.isEmpty)
    #expect(sut.stderr.hasPrefix("bmi: nothing to undo: "))
    #expect(!directory.contents().contains("store.json"))
  }

  /// Without a terminal no one can confirm: the removal is declined (1, as the exit-code
  /// table says), the line says to pass --force, and the profile stays.
  @Test func profileRemove_noTerminalNoForce_exits1SaysPassForceAndKeepsTheProfile() throws {
    let (directory, environment) = try Self.store()
    _ = try BinaryRunner.run(
      ["profile", "save", "ann", "--height", "165"], environment: environment)
    let before = directory.bytes(of: "store.json")
    let sut = try BinaryRunner.run(["profile", "remove", "ann"], environment: environment)
    #expect(sut.status == 1)
    #expect(
      sut.stderr
        == "bmi: refusing to remove profile 'ann' without confirmation; pass --force to remove it and all its weigh-ins\n"
    )
    #expect(directory.bytes(of: "store.json") == before)
    let help = try BinaryRunner.run(
      ["profile", "remove", "--help"], environment: ["COLUMNS": "200"])
    #expect(help.stdout.contains("the exit status is 1"))
  }

  /// A height not given comes from the default profile, and calc says so on stderr (an
  /// informational line: --quiet silences it, stdout keeps only the value).
  @Test(arguments: [
    ([String](), "Used the height (165.0 cm) of the default profile ann.\n"),
    (["--quiet"], ""),
  ])
  func calc_weightWithoutHeight_saysItUsedTheDefaultProfilesHeight(
    options: [String], stderr: String
  ) throws {
    let (_, environment) = try Self.store()
    _ = try BinaryRunner.run(
      ["profile", "save", "ann", "--height", "165"], environment: environment)
    let sut = try BinaryRunner.run(
      ["calc", "--weight", "70", "--format", "value"] + options, environment: environment)
    #expect(sut.status == 0)
    #expect(sut.stdout == "25.71\n")
    #expect(sut.stderr == stderr)
  }

  /// A child's BMI-for-age from a profile is of the weigh-in's day: her age then (72 months,
  /// 71.98 by the CDC's days per month), not today's, and her height then (logged with it),
  /// as history assesses it.
  @Test func calcProfile_childWeighedYearsAgo_assessedAtHerAgeOnTheWeighInsDate() throws {
    let (_, environment) = try Self.store()
    _ = try BinaryRunner.run(
      ["profile", "save", "kid", "--height", "115", "--born", "2018-01-01", "--sex", "female"],
      environment: environment)
    _ = try BinaryRunner.run(
      ["log", "20", "--height", "115", "--date", "2024-01-01"], environment: environment)
    let sut = try BinaryRunner.run(
      ["calc", "--profile", "kid", "--json"], environment: environment)
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.contains("\"age_months\": 71.98,\n"))
    #expect(sut.stdout.contains("\"percentile\": 47.51,\n"))
    #expect(
      sut.stderr
        == "Used the height logged on 2024-01-01 (115.0 cm) and the weigh-in of 2024-01-01 (20.0 kg) of profile kid.\n"
    )
    // Without a height near that day, nothing that needs one is scored, as in history.
    _ = try BinaryRunner.run(["log", "21", "--date", "2024-06-01"], environment: environment)
    let later = try BinaryRunner.run(
      ["calc", "--profile", "kid", "--json"], environment: environment)
    #expect(later.status == 0, "\(later.stderr)")
    #expect(later.stdout.contains("\"bmi\": null"), "\(later.stdout)")
    #expect(
      later.stderr.hasSuffix(
        "Used the weigh-in of 2024-06-01 (21.0 kg) of profile kid; no height of profile kid was logged within 91 days of 2024-06-01: only what needs none is scored (give --height H for the rest).\n"
      ), "\(later.stderr)")
  }

  /// `bmi help import` and `bmi help store` are the commands' help; the reference topics of
  /// the same names are `bmi help topic import` and `bmi help topic store`.
  @Test(arguments: [
    (["help", "import"], "bmi import: "),
    (["help", "store"], "bmi store: "),
    (["help", "topic", "import"], "bmi help topic import: "),
    (["help", "topic", "store"], "bmi help topic store: "),
  ])
  func help_commandAndTopicOfOneName_eachHasItsWay(arguments: [String], prefix: String) throws {
    let sut = try BinaryRunner.run(arguments)
    #expect(sut.status == 0)
    #expect(sut.stdout.hasPrefix(prefix))
  }
}
