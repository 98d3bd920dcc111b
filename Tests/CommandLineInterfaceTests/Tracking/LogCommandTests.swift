import Testing

/// `bmi log` and `bmi unlog` in-process against a temporary store.
@MainActor
struct LogCommandTests {
  @Test func log_newAndRepeatedDate_saysWhatHappened() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    var sut = await session.run(["log", "60.1"])
    #expect(sut.stderr == "Logged 60.1 kg for ann on 2026-01-15.\n")
    sut = await session.run(["log", "60.2", "--date", "2026-01-15"])
    #expect(sut.stderr == "Replaced ann's entry for 2026-01-15: 60.1 kg → 60.2 kg.\n")
    sut = await session.run(["log", "60.2"])
    #expect(sut.stderr == "ann already has 60.2 kg on 2026-01-15; nothing changed.\n")
    #expect(sut.stdout.isEmpty)
  }

  @Test func log_jsonFormat_printsTheEntryRecord() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["log", "60.5", "--date", "2026-01-12", "--json"])
    #expect(
      sut.stdout == """
        {
          "profile": "ann",
          "date": "2026-01-12",
          "weight_kg": 60.50,
          "weight_lb": 133.38,
          "note": "after run",
          "action": "replaced",
          "previous_weight_kg": 60.60,
          "waist_cm": null,
          "waist_in": null,
          "previous_waist_cm": null,
          "previous_weight_lb": 133.60,
          "previous_waist_in": null,
          "height_cm": null,
          "height_in": null,
          "head_cm": null,
          "head_in": null,
          "arm_cm": null,
          "arm_in": null
        }

        """)
  }

  @Test func log_twoWordWeightUnquoted_isOneWeight() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["log", "9st", "7lb", "--format", "csv", "-q"])
    #expect(
      sut.stdout
        == "profile,date,weight_kg,weight_lb,note,action,previous_weight_kg,waist_cm,waist_in,previous_waist_cm,previous_weight_lb,previous_waist_in,height_cm,height_in,head_cm,head_in,arm_cm,arm_in\nann,2026-01-15,60.33,133.00,,added,,,,,,,,,,,,\n"
    )
  }

  @Test(arguments: [
    (
      ["log", "sixty"],
      "bmi: invalid weight 'sixty': not a number; expected a weight such as 70, 70kg, 154lb or 11st2lb"
    ),
    (
      ["log", "60", "--date", "15/01/2026"],
      "bmi: invalid --date '15/01/2026': expected a date as YYYY-MM-DD, 'today', 'yesterday' or -N (N days ago)"
    ),
    (["log", "60", "--profile", "an"], "bmi: no profile named 'an'; did you mean 'ann'?"),
    (
      ["log"],
      "bmi: missing W (a weight), --waist WAIST, --height H, --head HEAD, --arm ARM or --note TEXT for 'bmi log'; see 'bmi log --help'"
    ),
    (["log", "--waist", "8"], "bmi: invalid --waist '8': 8.00 cm is outside 20–300 cm"),
    (
      ["log", "--waist", "90kg"],
      "bmi: invalid --waist '90kg': unknown unit 'kg'; expected a length such as 80, 80cm or 32in"
    ),
    (["unlog", "2026-01-11"], "bmi: ann has no weigh-in on 2026-01-11"),
    (
      ["unlog", "14/01/2026"],
      "bmi: invalid DATE '14/01/2026': expected a date as YYYY-MM-DD, 'today', 'yesterday' or -N (N days ago)"
    ),
  ])
  func log_badRequest_oneLineExit64AndStoreUntouched(arguments: [String], message: String)
    async throws
  {
    let session = try TrackingSession()
    await session.givenAnn()
    let before = session.directory.bytes(of: "store.json")
    let sut = await session.run(arguments)
    #expect(sut.status == 64)
    #expect(sut.stderr == message + "\n")
    #expect(session.directory.bytes(of: "store.json") == before)
  }

  @Test func log_noProfiles_pointsToProfileSave() async throws {
    let session = try TrackingSession()
    let sut = await session.run(["log", "70"])
    #expect(sut.status == 64)
    #expect(
      sut.stderr == "bmi: no profiles yet; create one with 'bmi profile save NAME --height H'\n")
    #expect(session.directory.contents().isEmpty)
  }

  @Test func unlog_loggedDate_removesIt() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["unlog", "2026-01-12"])
    #expect(sut.status == 0)
    #expect(sut.stderr == "Removed ann's entry for 2026-01-12 (60.6 kg).\n")
    let history = await session.run(["history", "--format", "csv"])
    #expect(!history.stdout.contains("2026-01-12"))
  }

  @Test func log_quiet_printsNothing() async throws {
    let session = try TrackingSession()
    await session.givenAnn()
    let sut = await session.run(["log", "60", "--quiet"])
    #expect(sut.status == 0)
    #expect(sut.stdout.isEmpty)
    #expect(sut.stderr.isEmpty)
  }
}
