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

  @Test func calc_referenceWithInput_refusedForRows() async throws {
    let session = try TrackingSession()
    let sut = await session.run(["calc", "--input", "-", "--reference", "who"], stdin: "")
    #expect(sut.status == 64)
    #expect(sut.stderr.contains("--reference describes one person"))
  }
}
