import Testing

@testable import CommandLineInterface

/// The scripting contract, checked over every registered command so a new command cannot
/// quietly break it: data commands take --format with snake_case-safe choices, every
/// command takes --quiet, and usage errors exit with the published status.
@MainActor
struct ScriptingContractTests {
  /// Commands whose output is a document in its own format, not data records.
  private static let documentCommands: Set<String> = ["completions", "manual", "chart", "report"]

  @Test func everyDataCommand_takesFormatWithJSON() {
    for spec in CommandRegistry.specs where !Self.documentCommands.contains(spec.name) {
      let format = spec.option(named: "format")
      #expect(format != nil, "bmi \(spec.name) has no --format")
      #expect(format?.choices.contains("json") == true, "bmi \(spec.name) has no json format")
      #expect(
        spec.option(named: "json")?.shorthand?.value == "json", "bmi \(spec.name) lacks --json")
    }
  }

  /// Item 5 of issue 12: every command that prints records takes all four row formats.
  @Test func everyDataCommand_takesTextJSONCSVAndNDJSON() {
    for spec in CommandRegistry.specs where !Self.documentCommands.contains(spec.name) {
      let choices = spec.option(named: "format")?.choices ?? []
      for format in ["text", "json", "csv", "ndjson"] {
        #expect(choices.contains(format), "bmi \(spec.name) lacks --format \(format)")
      }
    }
  }

  /// `value` is offered exactly where `bmi help fields` says what it prints.
  @Test func valueFormat_offeredWhereTheFieldsTopicSaysWhatItPrints() {
    let offering = CommandRegistry.specs.filter {
      $0.option(named: "format")?.choices.contains("value") == true
    }.map(\.name)
    #expect(offering.sorted() == FieldsTopic.valueMeanings.map(\.command).sorted())
  }

  @Test func chart_takesFormatTextOrSVG() {
    let chart = CommandRegistry.command(at: ["chart"])?.spec
    #expect(chart?.option(named: "format")?.choices == ["text", "svg"])
    #expect(chart?.option(short: "o")?.name == "output")
  }

  @Test func everyCommand_takesQuietAndHelp() {
    for spec in CommandRegistry.specs {
      #expect(spec.option(named: "quiet") != nil, "bmi \(spec.name) has no --quiet")
      #expect(spec.option(short: "h")?.name == "help", "bmi \(spec.name): -h is not help")
    }
  }

  @Test func everyCommand_unknownOption_exits64WithOneLineAndNoData() async {
    for spec in CommandRegistry.specs {
      let sut = await InProcessRunner.run(spec.path + ["--no-such-option"])
      #expect(sut.status == 64, "bmi \(spec.name)")
      #expect(sut.stdout.isEmpty, "bmi \(spec.name)")
      #expect(sut.stderr.hasPrefix("bmi: unknown option '--no-such-option'"), "bmi \(spec.name)")
    }
  }

  /// `x=$(bmi calc -w 70 -h 175 --format value)` must not put help into `$x` and exit 0.
  @Test func everyCommand_unknownOptionBesideHelp_exits64WithNoHelpText() async {
    for spec in CommandRegistry.specs {
      for help in ["-h", "--help"] {
        let sut = await InProcessRunner.run(spec.path + ["--no-such-option", help])
        #expect(sut.status == 64, "bmi \(spec.name) \(help)")
        #expect(sut.stdout.isEmpty, "bmi \(spec.name) \(help)")
        #expect(
          sut.stderr.hasPrefix("bmi: unknown option '--no-such-option'"), "bmi \(spec.name)")
      }
    }
  }

  @Test(arguments: [["-V"], ["--version"]])
  func version_shortAndLong_printTheVersion(arguments: [String]) async {
    let sut = await InProcessRunner.run(arguments)
    #expect(sut.status == 0)
    #expect(sut.stdout == "bmi \(CommandLineApp.version)\n")
  }

  @Test func dashHAndANumber_isRefusedThroughTheBinary() throws {
    let sut = try BinaryRunner.run(["calc", "--weight", "70", "-h", "175", "--format", "value"])
    #expect(sut.status == 64)
    #expect(sut.stdout.isEmpty)
    #expect(sut.stderr == "bmi: -h means help; did you mean --height 175?\n")
  }
}
