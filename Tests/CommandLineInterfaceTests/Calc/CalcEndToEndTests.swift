import Testing

/// `bmi calc` through the built binary: stdout, stderr and exit status as a user sees them.
struct CalcEndToEndTests {
  @Test func calc_metricDefaults_printsBMIAndCategory() throws {
    let sut = try BinaryRunner.run(["calc", "--weight", "70", "--height", "175"])
    #expect(sut.status == 0)
    #expect(sut.stdout.hasPrefix("BMI 22.86  Normal weight\n"))
    #expect(sut.stderr.isEmpty)
  }

  @Test func calc_formatValue_printsBareNumber() throws {
    let sut = try BinaryRunner.run(["calc", "--weight=70", "--height=1.75m", "--format", "value"])
    #expect(sut.status == 0)
    #expect(sut.stdout == "22.86\n")
  }

  @Test func calc_misspelledOption_suggestsAndExits64WithNothingOnStdout() throws {
    let sut = try BinaryRunner.run(["calc", "--wieght", "70", "--height", "175"])
    #expect(sut.status == 64)
    #expect(sut.stdout.isEmpty)
    #expect(sut.stderr == "bmi: unknown option '--wieght'; did you mean '--weight'?\n")
  }
}
