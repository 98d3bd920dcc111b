import Testing

/// `profile save --reference`: stored in the profile, used by calc and tracking unless calc
/// is given `--reference`.
@MainActor
struct ProfileReferenceTests {
  @Test func profileSave_referenceWho_storedAndUsedByCalcAndHistory() async throws {
    let session = try TrackingSession()
    await session.given([
      [
        "profile", "save", "leo", "--height", "115", "--sex", "male", "--born", "2020-01-15",
        "--reference", "who", "--weight", "20",
      ]
    ])
    #expect(session.directory.text(of: "store.json")?.contains("\"reference\": \"who\"") == true)
    let calc = await session.run(["calc", "--format", "csv"])
    #expect(calc.status == 0)
    #expect(calc.stdout.contains(",who-2007,"))
    let history = await session.run(["history", "--format", "csv"])
    #expect(history.stdout.contains(",who-2007,"))
    let show = await session.run(["profile", "show", "leo"])
    #expect(show.stdout.contains("Reference  who (WHO standards under 5 years"))
    // calc --reference wins over the profile's.
    let cdc = await session.run(["calc", "--reference", "cdc", "--format", "csv"])
    #expect(cdc.stdout.contains(",cdc-2000,"))
    // cdc is the default, stored as none.
    await session.given([["profile", "save", "leo", "--reference", "cdc"]])
    #expect(session.directory.text(of: "store.json")?.contains("\"reference\": null") == true)
  }

  /// `--reference` applies to every `--input` row, not refused as a one-person option (the
  /// rows' WHO fields: `BatchAgreesWithCalcTests`).
  @Test func calc_referenceWithInput_acceptedForRows() async throws {
    let session = try TrackingSession()
    let sut = await session.run(
      ["calc", "--input", "-", "--reference", "who"],
      stdin: "weight_kg,height_cm,sex,age_months\n20,115,f,72\n")
    #expect(sut.status == 0)
    #expect(!sut.stderr.contains("describes one person"))
  }
}
