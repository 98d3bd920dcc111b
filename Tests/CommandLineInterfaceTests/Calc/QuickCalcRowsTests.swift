import Testing

@testable import CommandLineInterface

/// The start-up path knows calc's options only by the names of calc's own rows, and those
/// rows are the ones calc's table holds and `CalcCommand` reads.
struct QuickCalcRowsTests {
  @Test(arguments: [
    (CalcOptions.Name.weight, CalcOptions.weight),
    (CalcOptions.Name.height, CalcOptions.height),
  ])
  func quickCalcName_isTheNameOfCalcsRow(name: String, row: OptionSpec) {
    #expect(row.name == name)
    #expect(CalcCommand.spec.option(named: name) == row)
  }

  @Test func quickCalcFormat_isCalcsFormatRowWithTheValueChoice() throws {
    let row = try #require(CalcCommand.spec.option(named: OutputFormat.optionName))
    #expect(row.choices.contains(OutputFormat.value.rawValue))
  }
}
