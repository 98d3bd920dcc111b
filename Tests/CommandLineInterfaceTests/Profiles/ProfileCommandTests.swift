import Testing

/// The profile commands in-process against a temporary store.
@MainActor
struct ProfileCommandTests {
  @Test func profileSave_newProfile_confirmsOnStderrAndPrintsNothing() async throws {
    let session = try TrackingSession()
    let sut = await session.run(
      ["profile", "save", "ann", "--height", "5ft 5in", "--weight", "134lb", "--sex", "female"])
    #expect(sut.status == 0)
    #expect(sut.stdout.isEmpty)
    #expect(
      sut.stderr == """
        Created profile ann (5 ft 5.0 in (165.1 cm)).
        Logged 134.0 lb for ann on 2026-01-15.
        ann is the default profile.

        """)
  }

  @Test func profileSave_jsonFormat_printsTheProfileRecord() async throws {
    let session = try TrackingSession()
    let sut = await session.run(
      [
        "profile", "save", "ann", "--height", "165", "--weight", "61.2", "--born", "1990-04-01",
        "--json", "-q",
      ])
    #expect(sut.stderr.isEmpty)
    #expect(
      sut.stdout == """
        {
          "profile": "ann",
          "default": true,
          "height_cm": 165.00,
          "height_in": 64.96,
          "sex": null,
          "born": "1990-04-01",
          "age": 35,
          "goal_kg": null,
          "goal_lb": null,
          "units": "metric",
          "entries": 1,
          "first_date": "2026-01-15",
          "latest_date": "2026-01-15",
          "latest_weight_kg": 61.20,
          "latest_weight_lb": 134.92,
          "bmi": 22.48,
          "category": "normal",
          "population": null,
          "latest_waist_date": null,
          "latest_waist_cm": null,
          "latest_waist_in": null,
          "waist_to_height": null,
          "growth_references": null,
          "reference": "who-adult",
          "age_months": 429.50,
          "percentile": null,
          "z_score": null,
          "percent_of_p95": null,
          "reason": null
        }

        """)
  }

  @Test(arguments: [
    (
      ["profile", "save", "bob"],
      "bmi: missing --height H: 'bob' is a new profile; see 'bmi profile save --help'"
    ),
    (
      ["profile", "save", "bob", "--height", "1.8"],
      "bmi: invalid --height '1.8': 1.80 cm is outside 30–300 cm; did you mean '1.8m'?"
    ),
    (
      ["profile", "save", "bob", "--height", "180", "--goal", "heavy"],
      "bmi: invalid --goal 'heavy': not a number; expected a weight such as 70, 70kg, 154lb or 11st2lb"
    ),
    (
      ["profile", "save", "bob", "--height", "180", "--born", "1990-02-30"],
      "bmi: invalid --born '1990-02-30': 1990-02 has 28 days"
    ),
    (
      ["profile", "save", "bob", "--height", "180", "--born", "2027-01-01"],
      "bmi: invalid --born 2027-01-01: it is after today (2026-01-15)"
    ),
    (
      ["profile", "save", "--height", "180", "--", "-bob"],
      "bmi: invalid profile name '-bob': it cannot start with '-'"
    ),
    (["profile", "show", "anne"], "bmi: no profile named 'anne'; did you mean 'ann'?"),
    (["profile", "use", "zed"], "bmi: no profile named 'zed'; profiles: ann"),
    (["profile", "rename", "ann", "ann"], "bmi: a profile named 'ann' already exists"),
  ])
  func profileCommands_badRequest_oneLineExit64(arguments: [String], message: String) async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    let sut = await session.run(arguments)
    #expect(sut.status == 64)
    #expect(sut.stdout.isEmpty)
    #expect(sut.stderr == message + "\n")
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  @Test func profileList_twoProfiles_marksTheDefault() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    await session.given([["profile", "save", "bob", "--height", "5ft11in"]])
    let sut = await session.run(["profile", "list"])
    #expect(
      sut.stdout == """
          NAME  HEIGHT        LATEST   ON          BMI    WEIGH-INS
        * ann   165.0 cm      60.3 kg  2026-01-14  22.15  3
          bob   5 ft 11.0 in  -        -           -      0

        """)
  }

  @Test func profileList_noStore_saysSoAndCreatesNothing() async throws {
    let session = try TrackingSession()
    let sut = await session.run(["profile", "list"])
    #expect(sut.status == 0)
    #expect(sut.stdout.isEmpty)
    #expect(sut.stderr == "No profiles yet; create one with 'bmi profile save NAME --height H'.\n")
    #expect(session.directory.contents().isEmpty)
    let csv = await session.run(["profile", "list", "--format", "csv"])
    #expect(
      csv.stdout.hasPrefix(
        "profile,default,height_cm,height_in,sex,born,age,goal_kg,goal_lb,units,"))
  }

  @Test func profileShow_default_printsTheCard() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["profile", "show"])
    #expect(
      sut.stdout == """
        ann (default profile)
          Height     165.0 cm
          Goal       58.0 kg
          Units      metric
          Weigh-ins  3, from 2026-01-10 to 2026-01-14
          Latest     60.3 kg on 2026-01-14: BMI 22.15, Normal weight

        """)
  }

  @Test func profileSave_populationAsian_showsItAndClassesByIt() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    await session.given([["log", "63.7", "--date", "2026-01-15"]])
    let save = await session.run(["profile", "save", "ann", "--population", "asian"])
    #expect(save.stderr == "Updated profile ann.\n")
    let card = await session.run(["profile", "show"])
    #expect(
      card.stdout == """
        ann (default profile)
          Height      165.0 cm
          Goal        58.0 kg
          Units       metric
          Population  asian (WHO 2004 and NICE: overweight from 23, obesity from 27.5)
          Weigh-ins   4, from 2026-01-10 to 2026-01-15
          Latest      63.7 kg on 2026-01-15: BMI 23.40, Overweight

        """)
    let csv = await session.run(["profile", "list", "--format", "csv"])
    #expect(csv.stdout.hasSuffix(",23.40,overweight,asian,,,,,,who-adult-asian,,,,,\n"))
    // Text names cut points other than the usual adult ones, as calc does.
    let history = await session.run(["history"])
    #expect(
      history.stdout.hasSuffix(
        "\nClasses: WHO 2004 and NICE cut points for Asian and other backgrounds"
          + " (2026-01-10 to 2026-01-15)\n"))
    let trend = await session.run(["trend"])
    #expect(
      trend.stdout.contains(
        "\nClasses         WHO 2004 and NICE cut points for Asian and other backgrounds\n"))
    let reset = await session.run(["profile", "save", "ann", "--population", "default", "--json"])
    // Not set reads null, as in `export`: the store keeps `default` as no population.
    #expect(reset.stdout.contains("\"category\": \"normal\",\n  \"population\": null,\n"))
    #expect(session.directory.text(of: "store.json")?.contains("\"population\": null") == true)
  }

  /// `profile show` takes `--profile NAME` as the tracking commands do; two names disagree.
  @Test func profileShow_profileOption_sameAsThePositionalName() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    await session.given([["profile", "save", "bob", "--height", "180"]])
    let option = await session.run(["profile", "show", "--profile", "bob"])
    #expect(option.status == 0)
    #expect(option.stdout == (await session.run(["profile", "show", "bob"])).stdout)
    let both = await session.run(["profile", "show", "ann", "--profile", "bob"])
    #expect(both.status == 64)
    #expect(both.stderr == "bmi: two profiles named: 'ann' and --profile 'bob'; give one\n")
  }

  @Test func profileUseRenameRemove_sequence_movesTheDefault() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    await session.given([["profile", "save", "bob", "--height", "180"]])
    var sut = await session.run(["profile", "use", "bob"])
    #expect(sut.stderr == "bob is now the default profile.\n")
    sut = await session.run(["profile", "rename", "bob", "rob"])
    #expect(sut.stderr == "Renamed profile bob to rob.\n")
    sut = await session.run(["profile", "remove", "rob", "--force"])
    #expect(
      sut.stderr == """
        Removed profile rob and its 0 weigh-ins.
        ann, the one profile left, is now the default profile.

        """)
    // ann is the default again, so a bare log is hers.
    sut = await session.run(["log", "60"])
    #expect(sut.status == 0)
  }

  @Test(arguments: [("y\n", 0, true), ("yes\n", 0, true), ("n\n", 1, false), ("", 1, false)])
  func profileRemove_atTerminal_asksFirst(answer: String, status: Int32, removed: Bool) async throws
  {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["profile", "remove", "ann"], stdin: answer, terminal: true)
    #expect(sut.status == status)
    #expect(sut.stderr.hasPrefix("Remove profile 'ann' and all its weigh-ins? [y/N] "))
    let list = await session.run(["profile", "list", "--format", "csv"])
    #expect(list.stdout.contains("\nann,") != removed)
  }
}
