import DataSource
import Model
import Testing

@MainActor
struct WeightLogStoreTests {
  static func store(_ fixture: StoreFixture) -> WeightLogStore {
    WeightLogStore(dependencies: fixture.dependencies, location: fixture.location)
  }

  /// The store under a `StoreTester`: its whole state is compared after each send.
  static func tester(_ fixture: StoreFixture) -> StoreTester<WeightLogStore, WeightLogStore.State> {
    StoreTester(store(fixture), state: \.state)
  }

  @Test func send_logCommandReceived_newDate_addsTheEntry() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.logCommandReceived(LogRequest(weight: "60.4", note: "after holiday")))
    let entry = WeightEntry(date: StoreFixture.today, kilograms: 60.4, note: "after holiday")
    #expect(sut.logged == .added(entry))
    #expect(sut.profile?.name == "ann")
    #expect(try fixture.document().profiles[0].entries.last == entry)
    #expect(fixture.renames == 1)
  }

  @Test func send_logCommandReceived_loggedDate_replacesAndKeepsTheNote() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.logCommandReceived(LogRequest(weight: "60.7", date: StoreFixture.day(2))))
    #expect(
      sut.logged
        == .replaced(
          WeightEntry(date: StoreFixture.day(2), kilograms: 60.8, note: "run"),
          by: WeightEntry(date: StoreFixture.day(2), kilograms: 60.7, note: "run")))
  }

  @Test func send_logCommandReceived_emptyNote_removesTheNote() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(
      .logCommandReceived(LogRequest(weight: "60.8", date: StoreFixture.day(2), note: "")))
    #expect(try fixture.document().profiles[0].entries[1].note == nil)
  }

  nonisolated static let unitCases: [(LogRequest, Double)] = [
    (LogRequest(weight: "154", profile: "bob"), 69.853),
    (LogRequest(weight: "70kg", profile: "bob"), 70),
    (LogRequest(weight: "154", units: .metric, profile: "bob"), 154),
    (LogRequest(weight: "11st 2lb"), 70.76),
  ]

  @Test(arguments: unitCases)
  func send_logCommandReceived_units_followTheProfileUnlessGiven(
    request: LogRequest, kilograms: Double
  )
    async throws
  {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.logCommandReceived(request))
    #expect(sut.logged?.entry.kilograms == kilograms)
  }

  /// A bare waist is read in the profile's units (inches for imperial Bob), like a bare weight.
  @Test(arguments: [
    (LogRequest(weight: nil, waist: "90", profile: "ann"), 90.0),
    (LogRequest(weight: nil, waist: "35", profile: "bob"), 88.9),
    (LogRequest(weight: nil, waist: "90cm", profile: "bob"), 90.0),
    (LogRequest(weight: nil, waist: "35", units: .metric, profile: "bob"), 35.0),
    (LogRequest(weight: "60", waist: "2ft 11in", profile: "ann"), 88.9),
  ])
  func send_logCommandReceived_waist_followsTheProfileUnitsUnlessGiven(
    request: LogRequest, centimetres: Double
  ) async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.logCommandReceived(request))
    #expect(sut.failure == nil)
    #expect(sut.logged?.entry.waistCentimetres == centimetres)
    #expect(sut.logged?.entry.kilograms == (request.weight == nil ? nil : 60))
    let profile = try fixture.document().profiles.first { $0.name == request.profile }
    #expect(profile?.entries.last?.waistCentimetres == centimetres)
  }

  @Test(arguments: [
    (
      LogRequest(weight: nil, waist: "15"),
      TrackingError.invalidQuantity(
        option: "waist", text: "15", .outOfRange(value: 15, accepted: 20...300))
    ),
    (LogRequest(weight: nil), .missingMeasurement(option: "weight")),
    (
      LogRequest(weight: "60", date: StoreFixture.day(16)),
      // Refused like an import row dated after today: implausible, unless --force.
      TrackingError.implausible([.inFuture(date: StoreFixture.day(16), today: StoreFixture.today)])
    ),
    (LogRequest(weight: "sixty"), .invalidQuantity(option: "weight", text: "sixty", .notANumber)),
    (
      LogRequest(weight: "60", profile: "ana"),
      .profileNotFound(name: "ana", available: ["ann", "bob"])
    ),
  ])
  func send_logCommandReceived_badRequest_failsAndWritesNothing(
    request: LogRequest, failure: TrackingError
  ) async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.tester(fixture)
    await sut.send(.logCommandReceived(request)) { $0.failure = failure }
    #expect(fixture.renames == 0)
  }

  @Test func send_logCommandReceived_noStore_failsNoProfilesAndCreatesNothing() async throws {
    let fixture = try StoreFixture()
    let sut = Self.tester(fixture)
    await sut.send(.logCommandReceived(LogRequest(weight: "60"))) { $0.failure = .noProfiles }
    #expect(fixture.directory.contents().isEmpty)
  }

  @Test func send_logCommandReceived_version0Store_migratesKeepingABackup() async throws {
    let fixture = try StoreFixture()
    let old =
      #"{"current": "ann", "profiles": {"ann": {"height": 165, "weights": {"2026-01-01": 61}}}}"#
    try fixture.directory.write(old, to: "store.json")
    let sut = Self.store(fixture)
    await sut.send(.logCommandReceived(LogRequest(weight: "60")))
    #expect(
      sut.migration
        == StoreMigration(
          fromVersion: 0, toVersion: 3, backupPath: fixture.directory.file("store.json.v0.bak")))
    #expect(fixture.directory.text(of: "store.json.v0.bak") == old)
    #expect(try fixture.document().profiles[0].entries.count == 2)
  }

  @Test func send_unlogCommandReceived_loggedDate_removesIt() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.tester(fixture)
    var ann = StoreFixture.sample.profiles[0]
    let removed = ann.entries.remove(at: 1)
    await sut.send(.unlogCommandReceived(date: StoreFixture.day(2), profile: nil)) {
      $0.profile = ann
      $0.removed = removed
    }
    #expect(removed == WeightEntry(date: StoreFixture.day(2), kilograms: 60.8, note: "run"))
    #expect(try fixture.document().profiles[0].entries.map(\.date.day) == [1, 3])
  }

  @Test func send_unlogCommandReceived_dateNotLogged_failsAndWritesNothing() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.tester(fixture)
    await sut.send(.unlogCommandReceived(date: StoreFixture.day(9), profile: "ann")) {
      $0.failure = .entryNotFound(profile: "ann", date: StoreFixture.day(9))
    }
    #expect(fixture.renames == 0)
  }

  @Test func send_historyCommandReceived_query_rowsWithTrendAndBMI() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.historyCommandReceived(HistoryQuery(since: StoreFixture.day(2))))
    #expect(sut.history.map(\.entry.date.day) == [2, 3])
    // 61, then 61 + 0.1(60.8 − 61) = 60.98, then 60.98 + 0.1(60.6 − 60.98) = 60.942.
    #expect(abs(try #require(sut.history[1].trendKilograms) - 60.942) < 1e-9)
    #expect(sut.history[1].bmi?.description == "22.26")
    #expect(fixture.renames == 0)
  }

  @Test func send_historyCommandReceived_missingStore_failsNoProfiles() async throws {
    let fixture = try StoreFixture()
    let sut = Self.tester(fixture)
    await sut.send(.historyCommandReceived(HistoryQuery())) { $0.failure = .noProfiles }
    #expect(fixture.directory.contents().isEmpty)
  }

  @Test func send_trendCommandReceived_entries_reportsTheTrend() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.trendCommandReceived(profile: nil))
    let trend = try #require(sut.trend)
    #expect(abs(trend.trendKilograms - 60.942) < 1e-9)
    // Three weigh-ins are too few for a forecast (GoalForecaster's minimum is five).
    #expect(trend.goal?.status == .needsMoreData)
  }

  @Test func send_trendCommandReceived_noEntries_failsNoEntries() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.tester(fixture)
    // The profile is found before the trend is: the state says whose log was empty.
    await sut.send(.trendCommandReceived(profile: "bob")) {
      $0.profile = StoreFixture.sample.profiles[1]
      $0.failure = .noEntries(profile: "bob")
    }
  }
}
