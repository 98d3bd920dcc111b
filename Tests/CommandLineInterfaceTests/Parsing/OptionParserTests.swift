import CommandLineInterface
import Testing

struct OptionParserTests {
  private static let spec = CommandSpec(
    path: ["demo"], summary: "A demo.",
    arguments: [ArgumentSpec("NAME", help: "A name.", optional: true)],
    options: [
      .value("weight", "W", kind: .weight, help: "Weight."),
      .value("height", "H", kind: .length, help: "Height."),
      .value("units", "SYSTEM", kind: .choice(["metric", "imperial"]), help: "Units."),
      .flag("force", help: "Force."),
    ] + OutputFormat.options([.text, .json]))

  @Test(arguments: [
    (["--weight", "70"], ["weight": "70"]),
    (["--weight=70"], ["weight": "70"]),
    (["--weight=", "--height", "175"], ["weight": "", "height": "175"]),
    (["--height", "175", "--weight", "70"], ["weight": "70", "height": "175"]),
    (["--weight", "70", "--weight", "80"], ["weight": "80"]),
    (["--weight", "-5"], ["weight": "-5"]),
    (["--weight", "11st", "2lb"], ["weight": "11st 2lb"]),
    (["--height", "5ft", "9in"], ["height": "5ft 9in"]),
    (["--height", "5'", "9\""], ["height": "5' 9\""]),
    (["--weight", "8lb", "4oz"], ["weight": "8lb 4oz"]),
    (["--weight", "8lbs", "4.5ounces"], ["weight": "8lbs 4.5ounces"]),
    (["--json"], ["format": "json"]),
    (["--format", "json"], ["format": "json"]),
  ])
  func parse_gnuForms_readValues(tokens: [String], expected: [String: String]) throws {
    let sut = OptionParser(spec: Self.spec)
    let values = try sut.parse(tokens).values
    #expect(Dictionary(uniqueKeysWithValues: values.map { ($0.name, $0.text) }) == expected)
  }

  @Test func parse_doubleDash_endsOptions() throws {
    let sut = OptionParser(spec: Self.spec)
    let parsed = try sut.parse(["--force", "--", "--weight"])
    #expect(parsed.flags == ["force"])
    #expect(parsed.positionals == ["--weight"])
  }

  @Test func parse_loneDash_isPositional() throws {
    let sut = OptionParser(spec: Self.spec)
    #expect(try sut.parse(["-"]).positionals == ["-"])
  }

  @Test(arguments: [
    (["--wieght", "70"], "unknown option '--wieght'; did you mean '--weight'?"),
    (["--frobnicate"], "unknown option '--frobnicate' for 'bmi demo'; see 'bmi demo --help'"),
    (["-x"], "unknown option '-x' for 'bmi demo'; see 'bmi demo --help'"),
    (["--weight"], "option '--weight' needs a value: --weight W"),
    (["--weight", "--height", "1"], "option '--weight' needs a value: --weight W"),
    (["--force=yes"], "option '--force' takes no value"),
    (
      ["--units", "metrik"],
      "invalid value 'metrik' for '--units'; expected metric or imperial (did you mean 'metric'?)"
    ),
    (["--format", "xml"], "invalid value 'xml' for '--format'; expected text or json"),
    (["a", "b"], "unexpected argument 'b' for 'bmi demo'"),
  ])
  func parse_badCommandLine_failsWithUsageMessage(tokens: [String], message: String) {
    let sut = OptionParser(spec: Self.spec)
    #expect(throws: CommandLineError(.usage, message)) { try sut.parse(tokens) }
  }

  @Test func parse_weightValueThenUnrelatedWord_doesNotJoin() {
    let sut = OptionParser(spec: Self.spec)
    #expect(throws: CommandLineError(.usage, "unexpected argument 'extra' for 'bmi demo'")) {
      try sut.parse(["--weight", "70kg", "name", "extra"])
    }
  }
}
