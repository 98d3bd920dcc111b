import Model

/// `bmi help charts`: what `bmi chart` draws and how, with the marks taken from `ChartGlyphs`
/// and the sizes from `TerminalChart` and `SVGChart`.
enum ChartsTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "charts",
      summary: "What bmi chart draws, in the terminal and as SVG.",
      blocks: [
        .literal([
          "bmi chart [--profile NAME] [--since DATE] [--until DATE]",
          "    [--width N] [--height N] [--ascii]",
          "    [--format text|svg] [--output FILE]",
          "    [--indicator NAME] [--reference cdc|who]",
        ]),
        .paragraph(
          "bmi chart draws a profile's weight history: each weigh-in as a point, the trend as a line, the goal (if the profile has one) as a horizontal line, and the healthy weight range for the profile's height (BMI 18.5-24.9, or 18.5-22.9 for a profile with --population asian) as a shaded band. Dates run along the bottom and weights up the side, in the profile's units, with ticks at round numbers and calendar dates (days, Mondays, first of the month or new year, whichever fit). A legend underneath names each mark and gives the goal and the range."
        ),
        .heading("Marks"),
        .table(
          header: ["Mark", "Unicode", "ASCII"],
          rows: [
            ["weigh-in", String(ChartGlyphs.unicode.weighIn), String(ChartGlyphs.ascii.weighIn)],
            [
              "trend", "braille (\(ChartGlyphs.unicode.trendSample))",
              String(ChartGlyphs.ascii.trend(dots: 0)),
            ],
            ["goal", String(ChartGlyphs.unicode.goal), String(ChartGlyphs.ascii.goal)],
            ["healthy band", String(ChartGlyphs.unicode.band), String(ChartGlyphs.ascii.band)],
          ]),
        .paragraph(
          "On a UTF-8 terminal (the first of LC_ALL, LC_CTYPE, LANG that is set names UTF-8) the trend is drawn in braille dots, four times finer vertically and twice finer horizontally than a character, so a slow loss reads as a slope rather than a staircase. --ascii, or a locale that is not UTF-8, draws with plain ASCII. On a terminal, weigh-ins are cyan, the trend yellow, the goal red and the band green, under the same rules as all colour: never with NO_COLOR, TERM=dumb or --no-color."
        ),
        .heading("Range and size"),
        .paragraph(
          "--since and --until (YYYY-MM-DD, both inclusive) chart part of the history; by default all of it. The weight axis always includes the goal, so the distance still to go shows; the band is cut off where it leaves the chart, and the legend gives its numbers."
        ),
        .paragraph(
          "--width defaults to the terminal width ($COLUMNS, else 80) and --height to \(TerminalChart.defaultHeight) lines; both count the whole chart, title and legend included. The smallest chart is \(TerminalChart.minimumWidth)x\(TerminalChart.minimumHeight) and the largest \(TerminalChart.maximumWidth)x\(TerminalChart.maximumHeight); a size outside them (from the options or $COLUMNS) is a usage error (exit 64). When there are more days than columns, the trend's days are averaged into each column, and each column marks its lightest and heaviest weigh-in, so years of data show as a line with its day-to-day spread around it."
        ),
        .heading("SVG"),
        .paragraph(
          "--format svg writes the same chart as a self-contained SVG document instead, to standard output or to --output FILE (-o; '-' is standard output; a FILE ending in .svg implies --format svg, and --svg FILE is the same as --format svg --output FILE). An --output name whose extension says another format (chart.png, or chart.svg with --format text) is refused with status 64 before anything is written. The SVG has a title, both axes with ticks and labels, legend, weigh-in points (hover one for its date and weight), trend line, dashed goal line and shaded band. It has a fixed \(SVGChart.viewBoxWidth)x\(SVGChart.viewBoxHeight) view box, scales to any window, links no fonts, scripts or images, and opens in any browser. --width, --height and --ascii do not apply to it."
        ),
        .heading("Children: growth charts"),
        .paragraph(
          "A child (a profile with a sex and a birth date) gets a growth chart instead: the child's measures as points over a reference's curves, each curve in a colour of its own and named at its right end. Under 5 years at the latest weigh-in it is the WHO Child Growth Standards (2006): the curves at z -3, -2, 0 (the median), +2 and +3, SDk = M(1 + L·S·k)^(1/L) from the WHO's own tables (L, M and S by day of age, or by tenth of a centimetre). --indicator picks the chart: \(indicators). BMI-for-age is the default. --indicator, or the WHO's references (--reference who, or a profile saved with --reference who), also draws a WHO chart for an older child, over the WHO Reference 2007 from 5 years (BMI- and height-for-age to 19, weight-for-age to 10); weight-for-length exists only under 5. Otherwise a child of 5 or older gets BMI-for-age over the CDC 2000 curves (P5, P50, P85, P95 and 120% of P95; see bmi help growth), and so does a child from 2 years with --reference cdc given to chart: a child of 2 to 5 the CDC's charts class is drawn over the WHO curves by default, with a note saying so. A growth chart is in kg, cm and kg/m², as the WHO's and the CDC's own charts are, whatever the profile's units."
        ),
        .paragraph(
          "The age axis covers whole years around the weigh-ins, at least one (in months up to two years, else in years; the title names the unit, as in BMI against age in months); weight-for-length covers whole 5 cm around the child's length, at least 20 cm. Each weigh-in is drawn with the height it is assessed with (bmi help tracking): measured that day or within 3 months of it (a baby's: a quarter of its age), before it first (bmi log --height; bmi help tracking). height-for-age draws every height logged, with a weigh-in or alone (a baby measured but not yet weighed gets this chart), and the profile's at the latest weigh-in when that weigh-in takes it; weight-for-length draws each weigh-in at its height. A weigh-in a chart cannot place (no height within 3 months, a length outside the table, or the other side of the second birthday on weight-for-length) is named on standard error, at most three with the count of the rest: kid: 1 weigh-in not drawn on weight-for-length: 2025-06-02 (length 44.0 cm, outside 45–110 cm). --indicator for a profile without a sex or a birth date, for an age the WHO has no curves for, or weight-for-length with a height outside its table (45-110 cm lying under 2 years, 65-120 cm standing from 2) is a usage error (status \(ExitStatus.usage.rawValue))."
        ),
        .heading("Too little data"),
        .paragraph(
          "A weight chart needs at least two weigh-ins in the range (a growth chart draws even one point over its curves, and needs one). With fewer, bmi chart draws nothing and says so, with status \(ExitStatus.nothingToShow.rawValue) (nothing to show), so a script using --svg notices that no file was written. An SVG file that cannot be written (a missing directory, no permission) is status \(ExitStatus.cannotCreate.rawValue)."
        ),
      ])
  }

  /// Each `--indicator` name with what it draws.
  private static var indicators: String {
    WHOGrowthCurves.Indicator.allCases.map { indicator in
      switch indicator {
      case .weightForAge: "weight-for-age (kg against age)"
      case .heightForAge:
        "height-for-age or length-for-age (length lying under 2 years, height standing from 2)"
      case .bmiForAge: "bmi-for-age"
      case .headForAge: "head-circumference-for-age (head circumference against age, to 5 years)"
      case .armForAge:
        "arm-circumference-for-age (mid-upper arm circumference against age, 3 months to 5 years)"
      case .weightForLength:
        "weight-for-length (kg against length, the weigh-ins under 2 years) or weight-for-height (against height, from 2 years); asked for as weight-for-length or weight-for-height, the chart is the one named, and through the default the latest weigh-in's age picks it"
      }
    }.joined(separator: ", ")
  }
}
