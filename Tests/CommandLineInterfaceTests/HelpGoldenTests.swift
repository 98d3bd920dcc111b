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
          calc     Calculate BMI from a weight and a height.
          log      Record a weigh-in (one per date; logging a date again replaces it).
          unlog    Remove the weigh-in of a date.
          history  List weigh-ins with their trend, BMI and category.
          trend    Show the weight trend, weekly rate, energy balance and goal forecast.
          export   Write every profile and weigh-in as JSON or CSV.
          import   Merge weigh-ins from a bmi export or another tracker's CSV.
          profile  Save, list, show, choose, rename and remove profiles.
          store    Where the store file is.

        Options:
          -h, --help     Show this help.
              --version  Print the version.

        Run 'bmi help <command>' for a command's options.

        """)
  }

  @Test func help_calcHelp_width80_matchesGolden() async {
    let sut = await InProcessRunner.run(["calc", "--help"], columns: 80)
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        bmi calc: Calculate BMI from a weight and a height.

        Usage: bmi calc [options]

        Bare numbers are kg and cm (lb and in with --units imperial); a unit may be
        written after the number: kg, lb, st, cm, m, in, ft, ' and ". The category is
        decided on the BMI as printed, rounded half away from zero to 2 decimals. A
        weight or height not given comes from a profile (see --profile).

        Options:
              --weight W       Body weight: 70, 70kg, 154lb, 11st, 11st2lb or "11st
                               2lb". Accepted: 1–1000 kg.
              --height H       Height: 175, 175cm, 1.75m, 69in, 5ft9in or 5'9".
                               Accepted: 30–300 cm.
              --units SYSTEM   What a bare number means: metric (kg, cm) or imperial
                               (lb, in). [default: metric; one of: metric, imperial]
              --profile NAME   Where a weight (the latest weigh-in) or height not given
                               comes from. Default: the default profile.
              --save NAME      Save the person as profile NAME (created or updated) and
                               log the weight for today.
              --format FORMAT  How to print the result. [default: text; one of: text,
                               json, csv, value]
              --json           Same as --format json.
              --store PATH     Use this store file instead of the usual one (see 'bmi
                               store path').
          -q, --quiet          Print only data: no confirmations or progress on stderr.
          -h, --help           Show this help.

        Examples:
          bmi calc --weight 70 --height 175
          bmi calc --weight 11st2lb --height 5ft9in
          bmi calc --weight 154 --height 69 --units imperial --json
          bmi calc --weight 70 --height 1.75m --format value
          bmi calc --weight 70 --height 175 --save ann
          bmi calc --weight 69.5

        """)
  }

  @Test func help_calcHelp_width60_matchesGolden() async {
    let sut = await InProcessRunner.run(["help", "calc"], columns: 60)
    #expect(sut.status == 0)
    #expect(
      sut.stdout == """
        bmi calc: Calculate BMI from a weight and a height.

        Usage: bmi calc [options]

        Bare numbers are kg and cm (lb and in with --units
        imperial); a unit may be written after the number: kg, lb,
        st, cm, m, in, ft, ' and ". The category is decided on the
        BMI as printed, rounded half away from zero to 2 decimals. A
        weight or height not given comes from a profile (see
        --profile).

        Options:
              --weight W       Body weight: 70, 70kg, 154lb, 11st,
                               11st2lb or "11st 2lb". Accepted:
                               1–1000 kg.
              --height H       Height: 175, 175cm, 1.75m, 69in,
                               5ft9in or 5'9". Accepted: 30–300 cm.
              --units SYSTEM   What a bare number means: metric (kg,
                               cm) or imperial (lb, in). [default:
                               metric; one of: metric, imperial]
              --profile NAME   Where a weight (the latest weigh-in)
                               or height not given comes from.
                               Default: the default profile.
              --save NAME      Save the person as profile NAME
                               (created or updated) and log the
                               weight for today.
              --format FORMAT  How to print the result. [default:
                               text; one of: text, json, csv, value]
              --json           Same as --format json.
              --store PATH     Use this store file instead of the
                               usual one (see 'bmi store path').
          -q, --quiet          Print only data: no confirmations or
                               progress on stderr.
          -h, --help           Show this help.

        Examples:
          bmi calc --weight 70 --height 175
          bmi calc --weight 11st2lb --height 5ft9in
          bmi calc --weight 154 --height 69 --units imperial --json
          bmi calc --weight 70 --height 1.75m --format value
          bmi calc --weight 70 --height 175 --save ann
          bmi calc --weight 69.5

        """)
  }
}
