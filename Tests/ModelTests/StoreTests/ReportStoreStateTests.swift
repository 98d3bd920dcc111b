import DataSource
import Model
import TestSupport
import Testing

/// `ReportStore` on an in-memory file system, its whole state compared after each send.
@MainActor
struct ReportStoreStateTests {
  struct State: Equatable {
    var report: Report?
    var failure: TrackingError?
  }

  static func tester(_ store: InMemoryStore) -> StoreTester<ReportStore, State> {
    StoreTester(ReportStore(dependencies: store.dependencies, location: store.location)) {
      State(report: $0.report, failure: $0.failure)
    }
  }

  @Test func send_reportCommandReceived_defaultProfile_reportOfItAsOfToday() async throws {
    let store = InMemoryStore(StoreFixture.sample)
    let bytes = store.files.contents(of: InMemoryStore.path)
    let sut = Self.tester(store)
    let query = ReportQuery(from: StoreFixture.day(2))

    await sut.send(.reportCommandReceived(query)) {
      $0.report = ReportBuilder(today: StoreFixture.today).report(
        of: StoreFixture.sample.profiles[0], query)
    }
    #expect(sut.state.report?.rows.count == 2)
    #expect(store.files.contents(of: InMemoryStore.path) == bytes)
  }

  @Test func send_reportCommandReceived_unknownProfile_failsProfileNotFound() async throws {
    let sut = Self.tester(InMemoryStore(StoreFixture.sample))

    await sut.send(.reportCommandReceived(ReportQuery(profile: "zed"))) {
      $0.failure = .profileNotFound(name: "zed", available: ["ann", "bob"])
    }
  }

  @Test func send_reportCommandReceived_noStore_failsNoProfiles() async throws {
    let store = InMemoryStore()
    let sut = Self.tester(store)

    await sut.send(.reportCommandReceived(ReportQuery())) { $0.failure = .noProfiles }
    #expect(store.files.contents(of: InMemoryStore.path) == nil)
  }
}
