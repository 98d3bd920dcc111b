import Testing

/// Errors about a user's data point at a place and say what is wrong; they never print a
/// record, and a value they quote is escaped and short.
@MainActor
struct ErrorPrivacyCommandTests {
  static let note = "felt sick after the new medication"

  @Test func import_csvWithoutHeader_saysSoWithoutPrintingTheFirstRecord() async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "ann", "--height", "165"]])
    let sut = await session.run(
      ["import", "-"], stdin: "2026-01-01,61.2,\(Self.note)\n2026-01-02,61,\n")
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: standard input: line 1 looks like data, not a header; add a first line naming the columns, with a 'date' column; nothing was imported\n"
    )
  }

  @Test func import_openQuoteSwallowingTheRestOfTheLine_quotesOnlyTheStartOfTheValue()
    async throws
  {
    let session = try TrackingSession()
    await session.given([["profile", "save", "ann", "--height", "165"]])
    let input =
      "date,weight_kg,note\n2026-01-02,\"61,\(Self.note)\n2026-01-03,60.8,\(Self.note)\"\n"
    let sut = await session.run(["import", "-"], stdin: input)
    #expect(sut.status == 65)
    // The swallowed line leaves the row a field short: its shape is refused, and nothing of
    // the record is printed.
    #expect(
      sut.stderr
        == "bmi: standard input: line 2 has 2 fields where the header has 3 (another delimiter, a missing field, or a delimiter in an unquoted note); fix the row, or pass --skip-invalid to skip such rows and import the rest; nothing was imported\n"
    )
    #expect(!sut.stderr.contains("felt sick"))
  }

  @Test func import_weightRunningIntoANote_showsTheCellAndUnitShortened() async throws {
    let session = try TrackingSession()
    await session.given([["profile", "save", "ann", "--height", "165"]])
    let sut = await session.run(
      ["import", "-"], stdin: "date,weight_kg\n2026-01-01,61.2kgfeltsickafterthenewmedication\n")
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: standard input: line 2, column 2 (weight_kg): '61.2kgfeltsickafterthenewmedica…' is not a weight: unknown unit 'kgfeltsicka…'; expected a weight such as 70, 70kg, 154lb or 11st2lb; fix the row, or pass --skip-invalid to skip such rows and import the rest; nothing was imported\n"
    )
  }

  @Test func anyCommand_damagedStoreWithALongValue_quotesItShortAndEscaped() async throws {
    let session = try TrackingSession()
    let date = "2026-01-01\\u001b[2J" + String(repeating: "x", count: 5_000)
    let document =
      "{\"schema_version\": 1, \"profiles\": [{\"name\": \"ann\", \"height_cm\": 165, \"entries\": [{\"date\": \"\(date)\", \"weight_kg\": 60}]}]}"
    try session.directory.write(document, to: "store.json")
    let sut = await session.run(["history"])
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: the store \(session.storePath) is damaged at line 1, column 91: '2026-01-01\\x1b[2Jxxxxxxxxxxxxxxxxx…' is not a date in the form YYYY-MM-DD; it was left as it is (mend it, or move it aside to start a new one)\n"
    )
  }

  @Test(arguments: ["\u{9B}31m", "\u{202E}gk"])
  func calc_c1ControlOrBidiOverrideInAValue_isShownEscaped(suffix: String) async {
    let sut = await InProcessRunner.run(["calc", "--weight", "70" + suffix, "--height", "175"])
    #expect(sut.status == 64)
    let escaped = suffix.unicodeScalars.first!.value
    #expect(sut.stderr.hasPrefix("bmi: invalid --weight '70\\u{\(String(escaped, radix: 16))}"))
    #expect(!sut.stderr.unicodeScalars.contains(suffix.unicodeScalars.first!))
  }
}
