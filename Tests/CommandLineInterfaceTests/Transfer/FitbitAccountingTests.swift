import Testing

/// Fitbit's weight JSON is accounted for like a CSV: an element without a weight is counted,
/// not a reason to refuse the file; an element whose date or weight cannot be read refuses it
/// unless `--skip-invalid`, which counts it with the line it starts on.
@MainActor
struct FitbitAccountingTests {
  /// Pretty-printed as Fitbit's data export writes it: element 2 has no weight, element 3 a
  /// date that is not one (its `{` on line 11), element 4 a weight the store cannot hold (line 17).
  static let file = """
    [
      {"bmi": 21.8, "date": "01/11/26", "logId": 1, "source": "Aria", "time": "07:12:33",
       "weight": 60.9},
      {
        "bmi": 21.9,
        "date": "01/12/26",
        "logId": 2,
        "source": "API",
        "time": "07:01:00"
      },
      {
        "bmi": 21.9,
        "date": "13/45/26",
        "logId": 3,
        "weight": 61.0
      },
      {
        "bmi": 21.9,
        "date": "01/13/26",
        "logId": 4,
        "weight": 9000
      }
    ]

    """

  @Test func import_elementWithoutAWeight_countedNotRefused() async throws {
    let session = try await ImportAccountingCommandTests.session(
      writing: """
        [{"bmi": 21.8, "date": "01/11/26", "logId": 1, "weight": 60.9},
         {"bmi": 21.9, "date": "01/12/26", "logId": 2}]
        """, as: "weight-2026-01-11.json")
    let sut = await session.run([
      "import", session.directory.file("weight-2026-01-11.json"), "--units", "metric",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stderr.hasSuffix(
        "weight-2026-01-11.json: 1 added, 0 replaced, 0 already there; 1 row skipped: 1 without a weight.\n"
      ), "\(sut.stderr)")
  }

  @Test func import_unreadableDate_refusedUnlessSkipInvalid() async throws {
    let session = try await ImportAccountingCommandTests.session(
      writing: Self.file, as: "weight-2026-01-11.json")
    let path = session.directory.file("weight-2026-01-11.json")
    let refused = await session.run(["import", path, "--units", "metric"])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("weigh-in 3 of the JSON array has date '13/45/26'"))
    #expect(
      refused.stderr.contains(
        "; fix the weigh-in, or pass --skip-invalid to skip such weigh-ins and import the rest; nothing was imported"
      ), "\(refused.stderr)")
    let skipped = await session.run([
      "import", path, "--units", "metric", "--skip-invalid", "--dry-run",
    ])
    #expect(skipped.status == 0, "\(skipped.stderr)")
    #expect(
      skipped.stderr.hasSuffix(
        "3 rows skipped: 1 without a weight, 1 with an unreadable 'date' (line 11), 1 with an unreadable 'weight' (line 17).\n"
      ), "\(skipped.stderr)")
  }
}
