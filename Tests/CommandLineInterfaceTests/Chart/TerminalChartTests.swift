import CommandLineInterface
import DataSource
import Testing

struct TerminalChartTests {
  /// Every kind of data the renderer must cope with, by name for readable failures.
  static let datasets: [String: ChartData] = {
    var farGoal = ChartFixtures.monthOfDiet
    farGoal.goalKilograms = 60
    var bandBelow = ChartFixtures.monthOfDiet
    bandBelow.healthyKilograms = 50...60
    var imperial = ChartFixtures.monthOfDiet
    imperial.units = .imperial
    let sameDay = ChartData(
      title: "Same day",
      weighIns: [70, 71].map { ChartPoint(date: ChartFixtures.start, kilograms: $0) },
      trend: [ChartPoint(date: ChartFixtures.start, kilograms: 70.5)], goalKilograms: 68)
    let years = (0..<1200).map { day -> Double in
      let wobble = Double((day * 7919) % 13) / 10
      return 95 - Double(day) / 100 + wobble
    }
    return [
      "month": ChartFixtures.monthOfDiet, "farGoal": farGoal, "bandBelow": bandBelow,
      "imperial": imperial, "sameDay": sameDay, "flat": ChartFixtures.daily([70, 70, 70]),
      "years": ChartFixtures.daily(years), "two": ChartFixtures.daily([80, 79]),
    ]
  }()

  @Test(
    arguments: datasets.keys.sorted(),
    [(30, 10), (40, 10), (60, 15), (80, 24), (200, 50)])
  func render_anyDataAndSize_fillsExactlyTheRequestedCells(name: String, size: (Int, Int)) throws {
    for charset in [TerminalChart.Charset.unicode, .ascii] {
      let sut = TerminalChart(width: size.0, height: size.1, charset: charset)
      let lines = try sut.render(Self.datasets[name]!).split(
        separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.count == size.1 + 1, "\(name) \(charset)")
      #expect(lines.last == "")
      #expect(lines.allSatisfy { $0.count <= size.0 }, "\(name) \(charset)")
    }
  }

  @Test(arguments: datasets.keys.sorted())
  func render_ascii_printsOnlyPrintableASCII(name: String) throws {
    let sut = TerminalChart(width: 60, height: 15, charset: .ascii)
    let output = try sut.render(Self.datasets[name]!)
    #expect(output.unicodeScalars.allSatisfy { $0 == "\n" || (0x20..<0x7F).contains($0.value) })
  }

  @Test(arguments: [(29, 10), (30, 9), (0, 0), (-5, 20)])
  func render_belowMinimumSize_throwsTooSmall(width: Int, height: Int) {
    let sut = TerminalChart(width: width, height: height)
    #expect(
      throws: ChartError.tooSmall(width: width, height: height, minimumWidth: 30, minimumHeight: 10)
    ) { try sut.render(ChartFixtures.monthOfDiet) }
  }

  @Test(arguments: [0, 1])
  func render_fewerThanTwoWeighIns_throwsNotEnoughData(count: Int) {
    let sut = TerminalChart(width: 60, height: 15)
    #expect(throws: ChartError.notEnoughData(count: count)) {
      try sut.render(ChartFixtures.daily(Array(repeating: 70, count: count)))
    }
  }

  @Test func render_tooSmallAndNoData_reportsTheSizeFirst() {
    let sut = TerminalChart(width: 10, height: 15)
    #expect(throws: ChartError.tooSmall(width: 10, height: 15, minimumWidth: 30, minimumHeight: 10))
    {
      try sut.render(ChartFixtures.daily([]))
    }
  }

  @Test func render_goalFarBelowData_drawsGoalLineAndLabelsBelowIt() throws {
    let sut = TerminalChart(width: 60, height: 15)
    let lines = try sut.render(Self.datasets["farGoal"]!).split(separator: "\n")
    #expect(lines.contains { $0.hasPrefix("60 ┤" + String(repeating: "─", count: 56)) })
    #expect(lines.last?.contains("goal 60.0 kg") == true)
  }

  @Test func render_bandOutsideRange_notShadedButInLegend() throws {
    let sut = TerminalChart(width: 60, height: 15)
    let output = try sut.render(Self.datasets["bandBelow"]!)
    #expect(output.components(separatedBy: "░").count == 2)  // the legend's sample only
    #expect(output.contains("░ healthy 50.0–60.0 kg"))
  }

  @Test func render_flat_drawsOneRowWithTheWeightLabelled() throws {
    let sut = TerminalChart(width: 40, height: 10, charset: .ascii)
    let plotted = try sut.render(Self.datasets["flat"]!).split(separator: "\n")
      .filter { $0.contains("o*") }
    #expect(plotted.count == 1)
    #expect(plotted.first?.hasPrefix("70 +") == true)
  }

  @Test func render_sameDay_labelsThatDayOnce() throws {
    let sut = TerminalChart(width: 40, height: 10)
    let output = try sut.render(Self.datasets["sameDay"]!)
    #expect(output.components(separatedBy: "2024-03-01").count == 2)
  }

  @Test func render_yearsOfDailyData_labelsMonthsAndKeepsTheTrendVisible() throws {
    let sut = TerminalChart(width: 80, height: 24)
    let output = try sut.render(Self.datasets["years"]!)
    #expect(output.contains("2025-01"))
    #expect(!output.contains("2025-01-"))
    let braille = output.unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }
    #expect(braille.count > 50)
  }

  @Test func render_titleWithEscapeSequence_printsItHarmlessly() throws {
    var data = ChartFixtures.monthOfDiet
    data.title = "Al\u{1B}[2Jice ☺"
    let unicode = try TerminalChart(width: 60, height: 15).render(data)
    let ascii = try TerminalChart(width: 60, height: 15, charset: .ascii).render(data)
    #expect(unicode.hasPrefix("Al?[2Jice ☺: weight in kg\n"))
    #expect(ascii.hasPrefix("Al?[2Jice ?: weight in kg\n"))
  }

  @Test func render_longTitle_isCutToTheWidth() throws {
    var data = ChartFixtures.monthOfDiet
    data.title = String(repeating: "x", count: 100)
    let output = try TerminalChart(width: 30, height: 10).render(data)
    #expect(output.hasPrefix(String(repeating: "x", count: 27) + "...\n"))
  }

  @Test func render_colour_paintsMarksAndOtherwiseMatchesPlainOutput() throws {
    let plain = TerminalChart(width: 60, height: 15)
    let sut = TerminalChart(width: 60, height: 15, style: TerminalStyle(isEnabled: true))
    let output = try sut.render(ChartFixtures.monthOfDiet)
    for code in ["\u{1B}[36m•", "\u{1B}[33m⠒", "\u{1B}[31m─", "\u{1B}[32m░"] {
      #expect(output.contains(code))
    }
    let stripped = output.replacing(#/\x1B\[[0-9;]*m/#, with: "")
    #expect(stripped == (try plain.render(ChartFixtures.monthOfDiet)))
  }
}
