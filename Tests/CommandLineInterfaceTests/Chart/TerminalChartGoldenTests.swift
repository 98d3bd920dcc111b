import CommandLineInterface
import Testing

/// The terminal chart of a fixed month of data, pinned at fixed sizes in both character sets.
/// After changing how charts are drawn, look at the new output and update these on purpose.
struct TerminalChartGoldenTests {
  @Test func render_monthOfDiet_unicode_width60Height15_matchesGolden() throws {
    let sut = TerminalChart(width: 60, height: 15, charset: .unicode)
    #expect(
      try sut.render(ChartFixtures.monthOfDiet) == """
        Alice: weight in kg
           │  •
           │•⠒⠒⠒••⠒⠒⠒⠒⠒⠒⠒⠒⠒⠒⠢⠤⣀⣀⣀⣀
        82 ┤       •       •   •  ⠉⠉⠒⠒⠒⠒⠒⠒⠒⠒⠒⠢⠤⢄⣀⣀⣀⡀
           │                 •   • •               ⠈⠉⠒⠒⠤⠤⠤⠤⣀⣀
           │░░░░░░░░░░░░░░░░░░░░░░░░░•░░░░░░░░•░░░•░░░░░░░░░░⠉⠉⠒⠢⠤⢄⣀
        80 ┤░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░•░░░•░•░░░░░•░░░░░░░
           │░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░•░░░░░••░░░•
           │░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░•░░
        78 ┤░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           │░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░
           │────────────────────────────────────────────────────────
           └─────┬─────────────┬────────────┬─────────────┬─────────
            2024-03-04    2024-03-11   2024-03-18    2024-03-25
        • weigh-in  ⠤⠒ trend  ─ goal 77.0 kg  ░ healthy 59.9–80.7 kg

        """)
  }

  @Test func render_monthOfDiet_ascii_width60Height15_matchesGolden() throws {
    let sut = TerminalChart(width: 60, height: 15, charset: .ascii)
    #expect(
      try sut.render(ChartFixtures.monthOfDiet) == """
        Alice: weight in kg
           |  o
           |o***oo****************
        82 +       o       o   o  ******************
           |                 o   o o               **********
           |.........................o........o...o..........*******
        80 +....................................o...o.o.....o.......
           |............................................o.....oo...o
           |.....................................................o..
        78 +........................................................
           |........................................................
           |========================================================
           +-----+-------------+------------+-------------+---------
            2024-03-04    2024-03-11   2024-03-18    2024-03-25
        o weigh-in  ** trend  = goal 77.0 kg  . healthy 59.9-80.7 kg

        """)
  }

  @Test func render_monthOfDiet_unicode_width40Height10_matchesGolden() throws {
    let sut = TerminalChart(width: 40, height: 10, charset: .unicode)
    #expect(
      try sut.render(ChartFixtures.monthOfDiet) == """
        Alice: weight in kg
        82 ┤••••⠤⠤⠤⠤⠤⠤⢄⣀⣀⣀
           │     •    •••••⠉⠉⠉⠉⠉⠉⠉•⠒⠒⠒⠢⠤⠤⠤⣀⣀⣀⣀
        80 ┤░░░░░░░░░░░░░░░░•░░░░░░•••░••░•░••⠉⠉
        78 ┤░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░░••
           │────────────────────────────────────
           └───┬─────────────────┬──────────────
          2024-03-04        2024-03-18
        • weigh-in  ⠤⠒ trend  ─ goal 77.0 kg
        ░ healthy 59.9–80.7 kg

        """)
  }

  @Test func render_monthOfDiet_ascii_width40Height10_matchesGolden() throws {
    let sut = TerminalChart(width: 40, height: 10, charset: .ascii)
    #expect(
      try sut.render(ChartFixtures.monthOfDiet) == """
        Alice: weight in kg
        82 +oooo**********
           |     o    ooooo*******o***********
        80 +................o......ooo.oo.o.oo**
        78 +..................................oo
           |====================================
           +---+-----------------+--------------
          2024-03-04        2024-03-18
        o weigh-in  ** trend  = goal 77.0 kg
        . healthy 59.9-80.7 kg

        """)
  }
}
