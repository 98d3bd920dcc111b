import DataSource
import Model
import Testing

@MainActor
struct TransferStoreTests {
  static func store(_ fixture: StoreFixture) -> TransferStore {
    TransferStore(dependencies: fixture.dependencies, location: fixture.location)
  }

  @Test func send_exportCommandReceived_noProfile_exportsEverything() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.exportCommandReceived(profile: nil))
    #expect(sut.exported == StoreFixture.sample)
  }

  @Test func send_exportCommandReceived_oneProfile_exportsOnlyIt() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.exportCommandReceived(profile: "bob"))
    #expect(sut.exported == StoreDocument(profiles: [StoreFixture.sample.profiles[1]]))
  }

  @Test func send_importCommandReceived_exportIntoEmptyStore_rebuildsEveryProfile() async throws {
    let fixture = try StoreFixture()
    try fixture.directory.write(
      String(decoding: StoreDocumentEncoder.encode(StoreFixture.sample), as: UTF8.self),
      to: "export.json")
    let sut = Self.store(fixture)
    await sut.send(
      .importCommandReceived(ImportRequest(source: .file(fixture.directory.file("export.json")))))
    #expect(sut.failure == nil)
    #expect(sut.format == .json)
    #expect(sut.summary?.createdProfiles == ["ann", "bob"])
    #expect(sut.summary?.added == 3)
    #expect(sut.written)
    #expect(try fixture.document() == StoreFixture.sample)
  }

  /// A long file is read a step of rows at a time, each step reported through `action`.
  @Test func send_importCommandReceived_manyRows_reportsRowsReadAfterEachStep() async throws {
    let first = LocalDate(year: 1900, month: 1, day: 1).dayNumber
    let rows = (0..<25_000).map { "\(LocalDate(dayNumber: first + $0)),70\n" }.joined()
    let fixture = try StoreFixture(
      StoreFixture.sample, standardInput: Array(("Date,Weight (kg)\n" + rows).utf8))
    var reported: [[Int]] = []
    let sut = TransferStore(dependencies: fixture.dependencies, location: fixture.location) {
      action in
      if case .importRowsRead(let count, let total) = action { reported.append([count, total]) }
    }
    await sut.send(.importCommandReceived(ImportRequest(source: .standardInput, dryRun: true)))
    #expect(reported == [[10_000, 25_000], [20_000, 25_000], [25_000, 25_000]])
    #expect(sut.rowsRead == 25_000)
    #expect(sut.summary?.added == 25_000)
  }

  @Test func send_importCommandReceived_trackerCSV_mergesIntoTheDefaultProfile() async throws {
    let csv = "Date,Weight (kg)\n2026-01-03,60.6\n2026-01-02,60.5\n2026-01-04,60.1\n"
    let fixture = try StoreFixture(StoreFixture.sample, standardInput: Array(csv.utf8))
    let sut = Self.store(fixture)
    await sut.send(.importCommandReceived(ImportRequest(source: .standardInput)))
    #expect(sut.summary?.added == 1)
    #expect(sut.summary?.replaced == 1)
    #expect(sut.summary?.unchanged == 1)
    let entries = try fixture.document().profiles[0].entries
    #expect(entries.map(\.kilograms) == [61, 60.5, 60.6, 60.1])
    #expect(entries[1].note == "run")
  }

  @Test func send_importCommandReceived_dryRun_reportsButWritesNothing() async throws {
    let csv = "Date,Weight (kg)\n2026-01-04,60.1\n"
    let fixture = try StoreFixture(StoreFixture.sample, standardInput: Array(csv.utf8))
    let sut = Self.store(fixture)
    await sut.send(.importCommandReceived(ImportRequest(source: .standardInput, dryRun: true)))
    #expect(sut.summary?.added == 1)
    #expect(!sut.written)
    #expect(fixture.renames == 0)
  }

  @Test func send_importCommandReceived_badRow_failsAndWritesNothing() async throws {
    let csv = "Date,Weight (kg)\n2026-01-04,60.1\n2026-01-05,6o\n"
    let fixture = try StoreFixture(StoreFixture.sample, standardInput: Array(csv.utf8))
    let sut = Self.store(fixture)
    await sut.send(.importCommandReceived(ImportRequest(source: .standardInput)))
    #expect(
      sut.failure
        == .importFailed(
          .row(line: 3, column: 2, name: "Weight (kg)", .badWeight("6o", .unknownUnit("o")))))
    #expect(fixture.renames == 0)
  }

  @Test func send_importCommandReceived_missingFile_fails() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    let path = fixture.directory.file("nope.csv")
    await sut.send(.importCommandReceived(ImportRequest(source: .file(path))))
    #expect(sut.failure == .importFailed(.fileMissing(path: path)))
  }

  @Test func send_importCommandReceived_exportProfileMissingFromFile_fails() async throws {
    let fixture = try StoreFixture()
    try fixture.directory.write(
      String(decoding: StoreDocumentEncoder.encode(StoreFixture.sample), as: UTF8.self),
      to: "export.json")
    let sut = Self.store(fixture)
    await sut.send(
      .importCommandReceived(
        ImportRequest(source: .file(fixture.directory.file("export.json")), profile: "cy")))
    #expect(sut.failure == .importFailed(.profileNotInFile(name: "cy", available: ["ann", "bob"])))
  }
}
