import DataSource
import Model
import Testing

@MainActor
struct ProfilesStoreTests {
  static func store(_ fixture: StoreFixture) -> ProfilesStore {
    ProfilesStore(dependencies: fixture.dependencies, location: fixture.location)
  }

  @Test func send_profileSaveCommandReceived_firstProfile_createsItAsDefault() async throws {
    let fixture = try StoreFixture()
    let sut = Self.store(fixture)
    await sut.send(.profileSaveCommandReceived(ProfileDraft(name: "ann", height: "165")))
    #expect(sut.failure == nil)
    #expect(
      sut.change == .saved(created: true, detailsChanged: true, weighIn: nil, madeDefault: true))
    #expect(sut.summaries.map(\.profile.name) == ["ann"])
    #expect(
      try fixture.document()
        == StoreDocument(
          defaultProfile: "ann",
          profiles: [Profile(name: "ann", heightCentimetres: 165, units: .metric)]))
  }

  @Test func send_profileSaveCommandReceived_imperialHeight_remembersImperialUnits() async throws {
    let fixture = try StoreFixture()
    let sut = Self.store(fixture)
    await sut.send(
      .profileSaveCommandReceived(
        ProfileDraft(name: "cy", height: "5ft 9in", weight: "154lb", sex: .set(.male))))
    let saved = try #require(try fixture.document().profiles.first)
    #expect(saved.units == .imperial)
    #expect(saved.heightCentimetres == 175.26)
    #expect(saved.sex == .male)
    #expect(saved.entries == [WeightEntry(date: StoreFixture.today, kilograms: 69.853)])
  }

  @Test func send_profileSaveCommandReceived_existingImperialProfile_readsBareNumbersInPounds()
    async throws
  {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.profileSaveCommandReceived(ProfileDraft(name: "bob", goal: .set("150"))))
    #expect(
      sut.change == .saved(created: false, detailsChanged: true, weighIn: nil, madeDefault: false))
    #expect(try fixture.document().profiles[1].goalKilograms == 68.039)
  }

  @Test func send_profileSaveCommandReceived_weightOnLoggedDay_reportsTheReplacement() async throws
  {
    var seed = StoreFixture.sample
    seed.profiles[0].entries.append(WeightEntry(date: StoreFixture.today, kilograms: 60))
    let fixture = try StoreFixture(seed)
    let sut = Self.store(fixture)
    await sut.send(.profileSaveCommandReceived(ProfileDraft(name: "ann", weight: "59.5")))
    #expect(
      sut.change
        == .saved(
          created: false, detailsChanged: false,
          weighIn: .replaced(
            WeightEntry(date: StoreFixture.today, kilograms: 60),
            by: WeightEntry(date: StoreFixture.today, kilograms: 59.5)),
          madeDefault: false))
  }

  /// `default` is stored as no population; any other field of the profile stays as it was.
  @Test(arguments: [
    (Population?.none, Population?.some(.asian), Population?.some(.asian)),
    (.asian, .default, nil),
    (.asian, nil, .asian),
    (nil, .default, nil),
  ])
  func send_profileSaveCommandReceived_population_setsOrResetsItKeepingTheRest(
    before: Population?, given: Population?, stored: Population?
  ) async throws {
    var seed = StoreFixture.sample
    seed.profiles[0].population = before
    let fixture = try StoreFixture(seed)
    let sut = Self.store(fixture)
    await sut.send(.profileSaveCommandReceived(ProfileDraft(name: "ann", population: given)))
    var expected = seed.profiles[0]
    expected.population = stored
    #expect(try fixture.document().profiles[0] == expected)
    #expect(
      sut.change
        == .saved(
          created: false, detailsChanged: before != stored, weighIn: nil, madeDefault: false))
  }

  @Test func send_profileShowCommandReceived_asianProfile_classesTheLatestBMIWithItsCutPoints()
    async throws
  {
    var seed = StoreFixture.sample
    seed.profiles[0].entries.append(WeightEntry(date: StoreFixture.day(4), kilograms: 65))
    seed.profiles[0].population = .asian
    let fixture = try StoreFixture(seed)
    let sut = Self.store(fixture)
    await sut.send(.profileShowCommandReceived(name: "ann"))
    #expect(sut.summaries.first?.bmi?.description == "23.88")
    #expect(sut.summaries.first?.category == .overweight)
  }

  @Test func send_profileSaveCommandReceived_clearGoalAndSex_removesThem() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(
      .profileSaveCommandReceived(ProfileDraft(name: "ann", sex: .clear, goal: .clear)))
    #expect(try fixture.document().profiles[0].goalKilograms == nil)
  }

  @Test(arguments: [
    (ProfileDraft(name: "new"), TrackingError.newProfileNeedsHeight(name: "new")),
    (ProfileDraft(name: "-x", height: "170"), .invalidProfileName(name: "-x", .leadingDash)),
    (ProfileDraft(name: "", height: "170"), .invalidProfileName(name: "", .empty)),
    (ProfileDraft(name: " x", height: "170"), .invalidProfileName(name: " x", .unprintable)),
    (
      ProfileDraft(name: "x", height: "1.7"),
      .invalidQuantity(option: "height", text: "1.7", .outOfRange(value: 1.7, accepted: 30...300))
    ),
    (
      ProfileDraft(name: "x", height: "170", born: .set(LocalDate(year: 2027, month: 1, day: 1))),
      .dateInFuture(
        option: "born", date: LocalDate(year: 2027, month: 1, day: 1), today: StoreFixture.today)
    ),
  ])
  func send_profileSaveCommandReceived_badDraft_failsAndWritesNothing(
    draft: ProfileDraft, failure: TrackingError
  ) async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let before = fixture.directory.bytes(of: "store.json")
    let sut = Self.store(fixture)
    await sut.send(.profileSaveCommandReceived(draft))
    #expect(sut.failure == failure)
    #expect(fixture.renames == 0)
    #expect(fixture.directory.bytes(of: "store.json") == before)
  }

  @Test func send_profileSaveCommandReceived_corruptStore_failsAndLeavesItAlone() async throws {
    let fixture = try StoreFixture()
    try fixture.directory.write("{\"schema_version\": 1,", to: "store.json")
    let sut = Self.store(fixture)
    await sut.send(.profileSaveCommandReceived(ProfileDraft(name: "ann", height: "165")))
    #expect(
      sut.failure
        == .store(
          .malformed(
            path: fixture.location.path, line: 1, column: 22,
            reason: "expected a member name in quotes")))
    #expect(fixture.directory.text(of: "store.json") == "{\"schema_version\": 1,")
  }

  @Test func send_profileListCommandReceived_missingStore_isEmptyAndCreatesNothing() async throws {
    let fixture = try StoreFixture()
    let sut = Self.store(fixture)
    await sut.send(.profileListCommandReceived)
    #expect(sut.failure == nil)
    #expect(sut.summaries.isEmpty)
    #expect(fixture.directory.contents().isEmpty)
  }

  @Test func send_profileListCommandReceived_profiles_summarisesEach() async throws {
    var seed = StoreFixture.sample
    seed.profiles[0].born = LocalDate(year: 1990, month: 1, day: 16)
    let fixture = try StoreFixture(seed)
    let sut = Self.store(fixture)
    await sut.send(.profileListCommandReceived)
    #expect(sut.summaries.map(\.profile.name) == ["ann", "bob"])
    #expect(sut.summaries.map(\.isDefault) == [true, false])
    #expect(sut.summaries[0].age == 35)
    #expect(sut.summaries[0].bmi?.description == "22.26")
    #expect(sut.summaries[0].category == .normal)
    #expect(sut.summaries[1].bmi == nil)
  }

  @Test(arguments: [
    (String?.none, Result<String, TrackingError>.success("ann")),
    ("bob", .success("bob")),
    ("bbo", .failure(.profileNotFound(name: "bbo", available: ["ann", "bob"]))),
  ])
  func send_profileShowCommandReceived_name_showsThatProfile(
    name: String?, expected: Result<String, TrackingError>
  ) async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.profileShowCommandReceived(name: name))
    switch expected {
    case .success(let shown): #expect(sut.summaries.map(\.profile.name) == [shown])
    case .failure(let failure): #expect(sut.failure == failure)
    }
  }

  @Test func send_profileShowCommandReceived_emptyStore_failsNoProfiles() async throws {
    let sut = Self.store(try StoreFixture())
    await sut.send(.profileShowCommandReceived(name: nil))
    #expect(sut.failure == .noProfiles)
  }

  @Test func send_profileUseCommandReceived_otherProfile_becomesDefault() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.profileUseCommandReceived(name: "bob"))
    #expect(sut.change == .madeDefault(previous: "ann"))
    #expect(sut.summaries.first?.isDefault == true)
    #expect(try fixture.document().defaultProfile == "bob")
  }

  @Test func send_profileUseCommandReceived_alreadyDefault_writesNothing() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.profileUseCommandReceived(name: "ann"))
    #expect(sut.change == .madeDefault(previous: "ann"))
    #expect(fixture.renames == 0)
  }

  @Test func send_profileRenameCommandReceived_default_renamesAndKeepsItDefault() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.profileRenameCommandReceived(from: "ann", to: "zoe"))
    #expect(sut.change == .renamed(from: "ann"))
    let document = try fixture.document()
    #expect(document.profiles.map(\.name) == ["bob", "zoe"])
    #expect(document.defaultProfile == "zoe")
    #expect(document.profiles[1].entries.count == 3)
  }

  @Test func send_profileRenameCommandReceived_takenName_fails() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.profileRenameCommandReceived(from: "ann", to: "bob"))
    #expect(sut.failure == .profileExists(name: "bob"))
    #expect(fixture.renames == 0)
  }

  @Test func send_profileRemoveCommandReceived_default_removesAndClearsDefault() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.profileRemoveCommandReceived(name: "ann"))
    // bob is the one profile left, so bob becomes the default.
    #expect(sut.change == .removed(entries: 3, wasDefault: true, newDefault: "bob"))
    let document = try fixture.document()
    #expect(document.profiles.map(\.name) == ["bob"])
    #expect(document.defaultProfile == "bob")
  }

  @Test func send_profileRemoveCommandReceived_unknown_failsAndWritesNothing() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.profileRemoveCommandReceived(name: "zed"))
    #expect(sut.failure == .profileNotFound(name: "zed", available: ["ann", "bob"]))
    #expect(fixture.renames == 0)
  }

  @Test func send_anyAction_isForwardedToParent() async throws {
    var forwarded = 0
    let fixture = try StoreFixture()
    let sut = ProfilesStore(
      dependencies: fixture.dependencies, location: fixture.location,
      action: { _ in forwarded += 1 })
    await sut.send(.profileListCommandReceived)
    #expect(forwarded == 1)
  }
}
