import DataSource

/// The state of one `bmi profile ...` command: the profiles it reports and what it changed.
@MainActor
public final class ProfilesStore: Composable {
  /// `list`: every profile; `show`, `save`, `use`, `rename`: the one concerned; `remove`: the
  /// one removed, as it was.
  public private(set) var summaries: [ProfileSummary]
  public private(set) var change: ProfileChange?
  public private(set) var migration: StoreMigration?
  public private(set) var failure: TrackingError?
  private let repository: StoreRepository
  private let date: DateClient
  public let action: (Action) async -> Void

  public init(
    dependencies: AppDependencies,
    location: StoreLocation,
    summaries: [ProfileSummary] = [],
    change: ProfileChange? = nil,
    migration: StoreMigration? = nil,
    failure: TrackingError? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.summaries = summaries
    self.change = change
    self.migration = migration
    self.failure = failure
    self.repository = dependencies.storeRepository(at: location)
    self.date = dependencies.date
    self.action = action
  }

  public func reduce(_ action: Action) async {
    do throws(TrackingError) {
      switch action {
      case .profileSaveCommandReceived(let draft):
        let today = date.today()
        try changeProfile(named: draft.name) { document throws(TrackingError) in
          let change = try ProfileEditor(today: today).save(draft, in: &document)
          if !draft.force, let index = ProfileLookup.position(of: draft.name, in: document) {
            let problems = Self.datingProblems(
              of: draft, in: document.profiles[index], today: today)
            if !problems.isEmpty { throw .implausible(problems) }
          }
          if !draft.force, case .saved(_, _, let weighIn?, _, _) = change,
            let index = ProfileLookup.position(of: draft.name, in: document)
          {
            let profile = document.profiles[index]
            let bareUnits = draft.units ?? profile.units ?? .metric
            // A height typed with an adult's weight: an implausible BMI names their slips
            // (imperial numbers, swapped) as `calc --save` does, at the height of the weigh-in's
            // day (`--date`); a child's is judged by its reference in the weigh-in's checks.
            let day = weighIn.entry.date
            let (entry, found) = WeightLog.search(day, in: profile.entries)
            let centimetres =
              (found ? profile.entries[entry].heightCentimetres : nil) ?? profile.heightCentimetres
            if draft.height != nil, weighIn != .unchanged(weighIn.entry),
              !Assessor().isChild(profile, on: day), let kilograms = weighIn.entry.kilograms,
              let problem = TypedMeasurement(
                weight: draft.weight, height: draft.height, bareUnits: bareUnits
              ).problem(kilograms: kilograms, centimetres: centimetres)
            {
              throw .implausible([problem])
            }
            try WeighInCheck(today: today).refuse(
              weighIn, in: profile, typed: draft.weight, bareUnits: bareUnits)
          }
          return change
        }
      case .profileListCommandReceived:
        let document = try repository.read()
        summaries = document.profiles.map { summary($0, in: document) }
      case .profileShowCommandReceived(let name):
        let document = try repository.read()
        let index = try ProfileLookup.index(of: name, in: document)
        summaries = [summary(document.profiles[index], in: document)]
      case .profileUseCommandReceived(let name):
        try changeProfile(named: name) { document throws(TrackingError) in
          let index = try ProfileLookup.index(of: name, in: document)
          let previous = document.defaultProfile
          document.defaultProfile = document.profiles[index].name
          return .madeDefault(previous: previous)
        }
      case .profileRenameCommandReceived(let old, let new):
        try changeProfile(named: new) { document throws(TrackingError) in
          try Self.rename(old, to: new, in: &document)
        }
      case .profileRemoveCommandReceived(let name):
        try remove(name)
      }
    } catch {
      failure = error
    }
  }

  /// The entries a save could leave dated before the birth date, by the check `log` makes
  /// (`WeighInCheck`): a height saved with its day alone (`--date` before birth), and with a
  /// new birth date the earliest entry. A weigh-in's own checks come with it (`refuse`).
  private static func datingProblems(
    of draft: ProfileDraft, in profile: Profile, today: LocalDate
  ) -> [Implausibility] {
    var checked: [Int] = []
    if draft.weight == nil, draft.height != nil, let day = draft.measuredOn {
      let (index, found) = WeightLog.search(day, in: profile.entries)
      if found { checked.append(index) }
    }
    if case .set = draft.born, !profile.entries.isEmpty, !checked.contains(0) { checked.append(0) }
    let check = WeighInCheck(today: today, accepting: [.jump, .bmi])
    return checked.flatMap { check.problems(profile.entries[$0], at: $0, of: profile) }
      .filter { if case .beforeBirth = $0 { true } else { false } }
  }

  /// Runs `body` under the lock, then reports the profile called `name` as it now is.
  private func changeProfile(
    named name: String, _ body: (inout StoreDocument) throws(TrackingError) -> ProfileChange
  ) throws(TrackingError) {
    var saved: ProfileSummary?
    let today = date.today()
    let result = try repository.change { document throws(TrackingError) in
      let change = try body(&document)
      if let index = ProfileLookup.position(of: name, in: document) {
        saved = ProfileSummary(
          profile: document.profiles[index], isDefault: document.defaultProfile == name,
          today: today)
      }
      return change
    }
    change = result.value
    migration = result.migration
    summaries = saved.map { [$0] } ?? []
  }

  private func remove(_ name: String) throws(TrackingError) {
    let today = date.today()
    let result = try repository.change { document throws(TrackingError) in
      let index = try ProfileLookup.index(of: name, in: document)
      let profile = document.profiles.remove(at: index)
      let wasDefault = document.defaultProfile == profile.name
      // With one profile left there is no choice to make: it becomes the default.
      if wasDefault {
        document.defaultProfile = document.profiles.count == 1 ? document.profiles[0].name : nil
      }
      return (profile, wasDefault, wasDefault ? document.defaultProfile : nil)
    }
    let (profile, wasDefault, newDefault) = result.value
    summaries = [ProfileSummary(profile: profile, isDefault: wasDefault, today: today)]
    change = .removed(
      entries: profile.entries.count, wasDefault: wasDefault, newDefault: newDefault)
    migration = result.migration
  }

  private static func rename(_ old: String, to new: String, in document: inout StoreDocument)
    throws(TrackingError) -> ProfileChange
  {
    let index = try ProfileLookup.index(of: old, in: document)
    try ProfileLookup.validate(new)
    guard ProfileLookup.position(of: new, in: document) == nil else {
      throw .profileExists(name: new)
    }
    var profile = document.profiles.remove(at: index)
    profile.name = new
    document.profiles.insert(profile, at: ProfileLookup.insertionIndex(of: new, in: document))
    if document.defaultProfile == old { document.defaultProfile = new }
    return .renamed(from: old)
  }

  private func summary(_ profile: Profile, in document: StoreDocument) -> ProfileSummary {
    ProfileSummary(
      profile: profile, isDefault: document.defaultProfile == profile.name, today: date.today())
  }

  public enum Action: Sendable {
    case profileSaveCommandReceived(ProfileDraft)
    case profileListCommandReceived
    /// `nil`: the default profile.
    case profileShowCommandReceived(name: String?)
    case profileUseCommandReceived(name: String)
    case profileRenameCommandReceived(from: String, to: String)
    case profileRemoveCommandReceived(name: String)
  }
}
