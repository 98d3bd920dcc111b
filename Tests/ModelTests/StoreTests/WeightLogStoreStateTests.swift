import DataSource
import Model
import TestSupport
import Testing

/// `WeightLogStore` on an in-memory file system, its whole state compared after each send.
@MainActor
struct WeightLogStoreStateTests {
  static func tester(_ store: InMemoryStore) -> StoreTester<WeightLogStore, WeightLogStore.State> {
    StoreTester(
      WeightLogStore(dependencies: store.dependencies, location: store.location), state: \.state)
  }

  static var ann: Profile { StoreFixture.sample.profiles[0] }

  @Test func send_logCommandReceived_thenUnlog_addsThenRemovesTheEntry() async throws {
    let store = InMemoryStore(StoreFixture.sample)
    let sut = Self.tester(store)
    let entry = WeightEntry(date: StoreFixture.today, kilograms: 60.4)
    var logged = Self.ann
    logged.entries.append(entry)

    await sut.send(.logCommandReceived(LogRequest(weight: "60.4"))) {
      $0.profile = logged
      $0.logged = .added(entry)
    }
    #expect(try store.document().profiles[0] == logged)

    await sut.send(.unlogCommandReceived(date: StoreFixture.today, profile: nil)) {
      $0.profile = Self.ann
      $0.removed = entry
    }
    #expect(try store.document() == StoreFixture.sample)
  }

  @Test func send_logCommandReceived_nothingGiven_failsBeforeTouchingTheStore() async throws {
    let store = InMemoryStore(StoreFixture.sample)
    let before = store.files.nodes
    let sut = Self.tester(store)
    await sut.send(.logCommandReceived(LogRequest(weight: nil))) {
      $0.failure = .missingMeasurement(option: "weight")
    }
    #expect(store.files.nodes == before)
  }

  /// 600 after about 60 is a slip (a digit too many): refused, and the file left as it was.
  @Test func send_logCommandReceived_farFromTheRecentWeighIns_refusedAndNothingWritten()
    async throws
  {
    let store = InMemoryStore(StoreFixture.sample)
    let bytes = store.files.contents(of: InMemoryStore.path)
    let sut = Self.tester(store)
    await sut.store.send(.logCommandReceived(LogRequest(weight: "600")))
    guard case .implausible? = sut.state.failure else {
      Issue.record("expected an implausible weigh-in, got \(String(describing: sut.state.failure))")
      return
    }
    #expect(sut.state.logged == nil)
    #expect(store.files.contents(of: InMemoryStore.path) == bytes)
  }

  @Test func send_statsCommandReceived_weigh_insSummarisedByMonth() async throws {
    let store = InMemoryStore(StoreFixture.sample)
    let sut = Self.tester(store)
    let query = StatsQuery(period: .month)
    await sut.send(.statsCommandReceived(query)) {
      $0.profile = Self.ann
      $0.periods = query.stats(of: Self.ann)
    }
    #expect(sut.state.periods.count == 1)
  }

  @Test func send_trendCommandReceived_noStore_failsNoProfiles() async throws {
    let store = InMemoryStore()
    let sut = Self.tester(store)
    await sut.send(.trendCommandReceived(profile: nil)) { $0.failure = .noProfiles }
    #expect(store.files.contents(of: InMemoryStore.path) == nil)
  }
}
