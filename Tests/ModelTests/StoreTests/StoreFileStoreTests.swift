import DataSource
import Model
import Testing

@MainActor
struct StoreLocationStoreTests {
  @Test(arguments: [false, true])
  func send_storePathCommandReceived_store_saysWhetherItExists(exists: Bool) async throws {
    let fixture = try StoreFixture(exists ? StoreFixture.sample : nil)
    let sut = StoreLocationStore(dependencies: fixture.dependencies, location: fixture.location)
    await sut.send(.storePathCommandReceived)
    #expect(sut.exists == exists)
    #expect(fixture.log.calls.isEmpty)
  }
}
