import DataSource
import Model
import Testing

/// An Apple Health export several windows long streams through the store: every body mass
/// record is found wherever a window ends, and other records are only scanned past.
@MainActor
struct AppleHealthStreamTests {
  /// `days` body mass records (70 kg + day/100), each after `filler` step records.
  static func export(days: Int, filler: Int) -> String {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<HealthData locale=\"en_US\">\n"
    let first = LocalDate(year: 2020, month: 1, day: 1).dayNumber
    for day in 0..<days {
      let date = LocalDate(dayNumber: first + day)
      for minute in 0..<filler {
        text +=
          " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"Phone\" unit=\"count\" creationDate=\"\(date) 08:\(minute % 60):00 +0100\" startDate=\"\(date) 08:00:00 +0100\" endDate=\"\(date) 08:01:00 +0100\" value=\"\(minute)\"/>\n"
      }
      text +=
        " <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Scale\" unit=\"kg\" creationDate=\"\(date) 07:00:00 +0100\" startDate=\"\(date) 07:00:00 +0100\" endDate=\"\(date) 07:00:00 +0100\" value=\"\(70 + Double(day % 100) / 100)\"/>\n"
    }
    return text + "</HealthData>\n"
  }

  @Test func send_importCommandReceived_longAppleHealthExport_findsEveryBodyMassRecord()
    async throws
  {
    let fixture = try StoreFixture(StoreFixture.sample)
    // About 4 MiB: the reader's 1 MiB window ends inside records several times.
    let days = 400
    try fixture.directory.write(Self.export(days: days, filler: 40), to: "export.xml")
    let sut = TransferStore(dependencies: fixture.dependencies, location: fixture.location)
    await sut.send(
      .importCommandReceived(
        ImportRequest(source: .file(fixture.directory.file("export.xml")), dryRun: true)))
    #expect(sut.failure == nil)
    #expect(sut.format == .appleHealth)
    #expect(sut.summary?.added == days)
  }

  @Test func send_importCommandReceived_appleHealthOnStandardInput_streamsToo() async throws {
    let days = 300
    let fixture = try StoreFixture(
      StoreFixture.sample, standardInput: Array(Self.export(days: days, filler: 40).utf8))
    let sut = TransferStore(dependencies: fixture.dependencies, location: fixture.location)
    await sut.send(.importCommandReceived(ImportRequest(source: .standardInput, dryRun: true)))
    #expect(sut.failure == nil)
    #expect(sut.summary?.added == days)
  }
}
