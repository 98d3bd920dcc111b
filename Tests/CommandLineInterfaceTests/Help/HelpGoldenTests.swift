import Testing

/// Help pages generated from the option tables, pinned at fixed terminal widths.
/// After changing an option table, compare the new output and update these on purpose.
@MainActor
struct HelpGoldenTests {
  @Test func help_overview_width80_matchesGolden() async {
    let sut = await InProcessRunner.run([String](), columns: 80)
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        bmi: body-mass index calculator and weight tracker

        Usage: bmi <command> [options]

        Commands:
          calc         Calculate BMI from a weight and a height.
          log          Record a weigh-in or measures (one entry per date; logging a date
                       again updates it).
          unlog        Remove the log entry (weigh-in and measures) of a date.
          history      List weigh-ins with their trend, BMI and category, and waists.
          trend        Show the weight trend, weekly rate, energy balance and goal
                       forecast.
          stats        Summarise weigh-ins per week, month or year: count, mean, min,
                       max, change.
          undo         Undo the last change to the store (one level), and say what it
                       was.
          export       Write every profile and weigh-in as JSON, CSV or FHIR.
          import       Merge weigh-ins from a bmi export or another tracker's file.
          chart        Draw the weight history: weigh-ins, trend, goal and healthy band.
          report       Write a profile's HTML report to read, print or show a doctor.
          completions  Print a shell completion script (bash, zsh or fish).
          manual       Print the bmi(1) manual page (roff).
          profile      Save, list, show, choose, rename and remove profiles.
          store        Where the store file is.

        Options:
          -h, --help     Show this help.
          -V, --version  Print the version.

        Topics:
          units, method, growth, tracking, formats, fields, plausibility, batch, import,
          store, security, charts, exit-codes, environment, files

        Run 'bmi help <command>' for a command's options, 'bmi help topic <topic>' for a
        reference topic, and 'bmi help topics' for the list of topics with summaries.

        """)
  }
}
