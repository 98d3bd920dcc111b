import DataSource
import Model
import TestSupport
import Testing

/// `store path` and `undo`, against an in-memory file system, comparing the whole state
/// after each action.
@MainActor
struct StoreFileStoreTests {
  @Test(arguments: [false, true])
  func send_storePathCommandReceived_store_saysWhetherItExists(exists: Bool) async throws {
    let store = InMemoryStore(exists ? StoreFixture.sample : nil)
    let before = store.files.nodes
    let sut = StoreTester(
      StoreFileStore(dependencies: store.dependencies, location: store.location), state: \.state)
    await sut.send(.storePathCommandReceived) { $0.exists = exists }
    #expect(store.files.nodes == before)
  }

  @Test func send_undoCommandReceived_afterALog_restoresTheStoreThenHasNothingToUndo()
    async throws
  {
    let store = InMemoryStore(StoreFixture.sample)
    let log = WeightLogStore(dependencies: store.dependencies, location: store.location)
    await log.send(.logCommandReceived(LogRequest(weight: "60.4")))
    let logged = try store.document()
    #expect(logged != StoreFixture.sample)
    let sut = StoreTester(
      StoreFileStore(dependencies: store.dependencies, location: store.location), state: \.state)

    await sut.send(.undoCommandReceived) {
      $0.undone = StoreChange.between(StoreFixture.sample, logged)
    }
    #expect(try store.document() == StoreFixture.sample)

    await sut.send(.undoCommandReceived) {
      $0.failure = .undo(.nothingToUndo(path: InMemoryStore.path))
    }
  }

  @Test func send_undoCommandReceived_noStoreAtAll_nothingToUndoAndNothingCreated() async {
    let store = InMemoryStore()
    let sut = StoreTester(
      StoreFileStore(dependencies: store.dependencies, location: store.location), state: \.state)
    await sut.send(.undoCommandReceived) {
      $0.failure = .undo(.nothingToUndo(path: InMemoryStore.path))
    }
    // At most the lock: no store and no snapshot appear.
    #expect(store.files.list("/home/ann/.local/share/bmi").allSatisfy { $0.hasSuffix(".lock") })
  }
}
