import DataSource
import Model
import TestSupport
import Testing

/// `ProfilesStore` on an in-memory file system, its whole state compared after each send:
/// one profile's life from its creation to its removal.
@MainActor
struct ProfilesStoreStateTests {
  @Test func send_profileActions_saveUseRenameRemove_eachStateWhole() async throws {
    let store = InMemoryStore()
    let sut = StoreTester(
      ProfilesStore(dependencies: store.dependencies, location: store.location), state: \.state)
    let today = StoreFixture.today
    let ann = Profile(name: "ann", heightCentimetres: 165, units: .metric)

    await sut.send(.profileSaveCommandReceived(ProfileDraft(name: "ann", height: "165"))) {
      $0.summaries = [ProfileSummary(profile: ann, isDefault: true, today: today)]
      $0.change = .saved(created: true, detailsChanged: true, weighIn: nil, madeDefault: true)
    }
    #expect(store.files.list("/home/ann/.local/share/bmi").contains("store.json"))
    if case .file(_, let mode, _, _)? = store.files.nodes[InMemoryStore.path] {
      #expect(mode == 0o600)
    }

    let bob = Profile(name: "bob", heightCentimetres: 180, units: .metric)
    await sut.send(.profileSaveCommandReceived(ProfileDraft(name: "bob", height: "180"))) {
      $0.summaries = [ProfileSummary(profile: bob, isDefault: false, today: today)]
      $0.change = .saved(created: true, detailsChanged: true, weighIn: nil, madeDefault: false)
    }

    await sut.send(.profileUseCommandReceived(name: "bob")) {
      $0.summaries = [ProfileSummary(profile: bob, isDefault: true, today: today)]
      $0.change = .madeDefault(previous: "ann")
    }

    var rob = bob
    rob.name = "rob"
    await sut.send(.profileRenameCommandReceived(from: "bob", to: "rob")) {
      $0.summaries = [ProfileSummary(profile: rob, isDefault: true, today: today)]
      $0.change = .renamed(from: "bob")
    }

    await sut.send(.profileRemoveCommandReceived(name: "rob")) {
      $0.summaries = [ProfileSummary(profile: rob, isDefault: true, today: today)]
      $0.change = .removed(entries: 0, wasDefault: true, newDefault: "ann")
    }
    #expect(try store.document() == StoreDocument(defaultProfile: "ann", profiles: [ann]))

    await sut.send(.profileShowCommandReceived(name: "rob")) {
      $0.failure = .profileNotFound(name: "rob", available: ["ann"])
    }
  }
}
