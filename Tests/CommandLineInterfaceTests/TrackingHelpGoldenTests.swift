import Testing

/// Help pages of the tracking commands, pinned at a fixed width like the calc pages.
@MainActor
struct TrackingHelpGoldenTests {
  @Test func help_profileGroup_width80_matchesGolden() async {
    let sut = await InProcessRunner.run(["help", "profile"], columns: 80)
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        bmi profile: Save, list, show, choose, rename and remove profiles.

        Usage: bmi profile <command> [options]

        Commands:
          save    Create a profile, or update the details given.
          list    List the profiles; * marks the default one.
          show    Show a profile's details and latest weigh-in.
          use     Make a profile the default one.
          rename  Rename a profile, keeping its weigh-ins.
          remove  Remove a profile and all its weigh-ins.

        Run 'bmi help profile <command>' for a command's options.

        """)
  }

  @Test func help_log_width80_matchesGolden() async {
    let sut = await InProcessRunner.run(["log", "--help"], columns: 80)
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        bmi log: Record a weigh-in (one per date; logging a date again replaces it).

        Usage: bmi log W [options]

        A bare number is read in the profile's units unless --units says otherwise.
        Replacing an entry keeps its note unless --note is given (--note '' removes it).
        To remove an entry: bmi unlog DATE.

        Arguments:
          W  The weight: 70, 70kg, 154lb, 11st2lb or "11st 2lb".

        Options:
              --date DATE      The day of the weigh-in, YYYY-MM-DD. Default: today.
              --note TEXT      A note kept with the entry.
              --profile NAME   The profile to use. Default: the default profile (see
                               'bmi profile use').
              --units SYSTEM   What a bare number means: metric (kg, cm) or imperial
                               (lb, in). Default: the profile's units. [one of: metric,
                               imperial]
              --format FORMAT  How to print the result. [default: text; one of: text,
                               json, csv]
              --json           Same as --format json.
              --store PATH     Use this store file instead of the usual one (see 'bmi
                               store path').
          -q, --quiet          Print only data: no confirmations or progress on stderr.
          -h, --help           Show this help.

        Examples:
          bmi log 70.2
          bmi log 154lb --date 2026-01-14 --note 'after holiday'
          bmi log 11st 2lb --profile bob

        """)
  }
}
