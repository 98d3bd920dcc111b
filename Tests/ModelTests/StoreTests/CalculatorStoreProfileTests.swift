import DataSource
import Model
import Testing

/// `bmi calc` with values from a profile, and `--save`.
@MainActor
struct CalculatorStoreProfileTests {
  static func store(_ fixture: StoreFixture, located: Bool = true) -> CalculatorStore {
    CalculatorStore(
      dependencies: fixture.dependencies, location: located ? fixture.location : nil)
  }

  @Test func send_profileCalcCommandReceived_nothingGiven_usesTheDefaultProfile() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.profileCalcCommandReceived(ProfileCalcRequest()))
    #expect(sut.assessment?.weightKilograms == 60.6)
    #expect(sut.assessment?.heightCentimetres == 165)
    #expect(sut.calculation?.profile?.name == "ann")
    #expect(fixture.renames == 0)
  }

  /// The profile's population decides the cut points unless the request names one; the
  /// calculation says when the profile supplied it.
  @Test(arguments: [
    (Population?.none, AssessmentThresholds.whoAsian, true),
    (.default, .who, false),
    (.asian, .whoAsian, false),
  ])
  func send_profileCalcCommandReceived_asianProfile_usesItsPopulationUnlessGiven(
    given: Population?, thresholds: AssessmentThresholds, fromProfile: Bool
  ) async throws {
    var seed = StoreFixture.sample
    seed.profiles[0].population = .asian
    let fixture = try StoreFixture(seed)
    let sut = Self.store(fixture)
    await sut.send(
      .profileCalcCommandReceived(ProfileCalcRequest(person: Person(population: given))))
    #expect(sut.result?.thresholds == thresholds)
    #expect(
      sut.calculation?.supplied
        == ProfileSupplied(
          population: fromProfile, height: true, weighInOn: LocalDate(year: 2026, month: 1, day: 3)
        ))
  }

  /// A bare `--waist` is read in the profile's units (Bob is imperial); without one, a waist
  /// logged in the 30 days before the measurement is used and reported as the profile's.
  @Test(arguments: [
    (ProfileCalcRequest(profile: "bob", waist: "35"), 88.9, nil),
    (ProfileCalcRequest(profile: "bob", waist: "90cm"), 90, nil),
    (ProfileCalcRequest(profile: "ann", waist: "90"), 90, nil),
    (ProfileCalcRequest(profile: "ann"), 80, StoreFixture.day(3)),
    (ProfileCalcRequest(profile: "ann", measuredOn: StoreFixture.day(2)), nil, nil),
  ])
  func send_profileCalcCommandReceived_waist_readInProfileUnitsOrLogged(
    request: ProfileCalcRequest, centimetres: Double?, loggedOn: LocalDate?
  ) async throws {
    var seed = StoreFixture.sample
    seed.profiles[0].entries[2].waistCentimetres = 80
    seed.profiles[1].entries = [WeightEntry(date: StoreFixture.day(1), kilograms: 80)]
    let fixture = try StoreFixture(seed)
    let sut = Self.store(fixture)
    await sut.send(.profileCalcCommandReceived(request))
    #expect(sut.failure == nil)
    #expect(sut.result?.waist?.waistCentimetres == centimetres)
    #expect(sut.calculation?.supplied.waistLoggedOn == loggedOn)
  }

  @Test func send_profileCalcCommandReceived_waistOutOfRangeInProfileUnits_fails() async throws {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(
      .profileCalcCommandReceived(ProfileCalcRequest(height: "70", profile: "bob", waist: "200")))
    #expect(
      sut.failure
        == .tracking(
          .invalidQuantity(
            option: "waist", text: "200", .outOfRange(value: 508, accepted: 20...300))))
  }

  @Test func send_profileCalcCommandReceived_weightOnlyForImperialProfile_readsPounds() async throws
  {
    var seed = StoreFixture.sample
    seed.profiles[1].entries = [WeightEntry(date: StoreFixture.day(1), kilograms: 80)]
    let fixture = try StoreFixture(seed)
    let sut = Self.store(fixture)
    await sut.send(.profileCalcCommandReceived(ProfileCalcRequest(weight: "176", profile: "bob")))
    #expect(sut.assessment?.weightKilograms == 176 * 0.453_592_37)
    #expect(sut.assessment?.heightCentimetres == 180)
  }

  @Test(arguments: [
    (ProfileCalcRequest(weight: "70"), TrackingError.missingMeasurement(option: "height")),
    (ProfileCalcRequest(height: "170"), .missingMeasurement(option: "weight")),
    (
      ProfileCalcRequest(weight: "70", profile: "ann"), .profileNotFound(name: "ann", available: [])
    ),
  ])
  func send_profileCalcCommandReceived_emptyStore_failsWithWhatIsMissing(
    request: ProfileCalcRequest, failure: TrackingError
  ) async throws {
    let fixture = try StoreFixture()
    let sut = Self.store(fixture)
    await sut.send(.profileCalcCommandReceived(request))
    #expect(sut.failure == .tracking(request.profile == nil ? failure : .noProfiles))
    #expect(fixture.directory.contents().isEmpty)
  }

  @Test func send_profileCalcCommandReceived_noStoreLocation_failsWithTheMissingValue() async throws
  {
    let sut = Self.store(try StoreFixture(), located: false)
    await sut.send(.profileCalcCommandReceived(ProfileCalcRequest(height: "170")))
    #expect(sut.failure == .tracking(.missingMeasurement(option: "weight")))
  }

  @Test func send_profileCalcCommandReceived_saveNewPerson_createsProfileAndLogsToday() async throws
  {
    let fixture = try StoreFixture()
    let sut = Self.store(fixture)
    await sut.send(
      .profileCalcCommandReceived(ProfileCalcRequest(weight: "70", height: "175", save: "dee")))
    #expect(sut.assessment?.bmi.description == "22.86")
    #expect(
      sut.calculation?.saved
        == .saved(
          created: true, detailsChanged: true,
          weighIn: .added(WeightEntry(date: StoreFixture.today, kilograms: 70)), madeDefault: true))
    #expect(
      try fixture.document()
        == StoreDocument(
          defaultProfile: "dee",
          profiles: [
            Profile(
              name: "dee", heightCentimetres: 175, units: .metric,
              entries: [WeightEntry(date: StoreFixture.today, kilograms: 70)])
          ]))
  }

  @Test func send_profileCalcCommandReceived_saveWithHeightOnly_keepsWeightAndLogsNothing()
    async throws
  {
    let fixture = try StoreFixture(StoreFixture.sample)
    let sut = Self.store(fixture)
    await sut.send(.profileCalcCommandReceived(ProfileCalcRequest(height: "166", save: "ann")))
    #expect(sut.assessment?.weightKilograms == 60.6)
    let ann = try fixture.document().profiles[0]
    #expect(ann.heightCentimetres == 166)
    #expect(ann.entries.count == 3)
  }
}
