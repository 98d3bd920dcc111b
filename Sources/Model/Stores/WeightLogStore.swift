import DataSource

/// The state of one `bmi log`, `unlog`, `history` or `trend`: the profile concerned and what
/// the command logged, removed or computed.
@MainActor
public final class WeightLogStore: Composable {
  /// The profile the command was about, as it is after the command.
  public private(set) var profile: Profile?
  /// `log`: the entry logged, and the one it replaced if any.
  public private(set) var logged: EntryChange?
  /// `unlog`: the entry removed.
  public private(set) var removed: WeightEntry?
  public private(set) var history: HistoryRows
  /// `chart`: the trend on every day of the charted range.
  public private(set) var dailyTrend: [DailyTrend]
  public private(set) var trend: TrendReport?
  public private(set) var migration: StoreMigration?
  public private(set) var failure: TrackingError?
  private let repository: StoreRepository
  private let date: DateClient
  public let action: (Action) async -> Void

  public init(
    dependencies: AppDependencies,
    location: StoreLocation,
    profile: Profile? = nil,
    logged: EntryChange? = nil,
    removed: WeightEntry? = nil,
    history: HistoryRows = .empty,
    dailyTrend: [DailyTrend] = [],
    trend: TrendReport? = nil,
    migration: StoreMigration? = nil,
    failure: TrackingError? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.profile = profile
    self.logged = logged
    self.removed = removed
    self.history = history
    self.dailyTrend = dailyTrend
    self.trend = trend
    self.migration = migration
    self.failure = failure
    self.repository = dependencies.storeRepository(at: location)
    self.date = dependencies.date
    self.action = action
  }

  public func reduce(_ action: Action) async {
    do throws(TrackingError) {
      switch action {
      case .logCommandReceived(let request):
        try log(request)
      case .unlogCommandReceived(let day, let name):
        let result = try repository.change { document throws(TrackingError) in
          let index = try ProfileLookup.index(of: name, in: document)
          guard let entry = WeightLog.remove(day, from: &document.profiles[index].entries) else {
            throw .entryNotFound(profile: document.profiles[index].name, date: day)
          }
          return (document.profiles[index], entry)
        }
        (profile, removed) = result.value
        migration = result.migration
      case .historyCommandReceived(let query):
        let found = try read(query.profile)
        profile = found
        history = query.rows(of: found)
      case .chartCommandReceived(let query):
        let found = try read(query.profile)
        profile = found
        history = query.rows(of: found)
        // The whole log feeds the trend, so a range shows the same line as the full chart.
        dailyTrend = TrendCalculator().dailyTrend(found.entries).filter { day in
          (query.since.map { day.date >= $0 } ?? true)
            && (query.until.map { day.date <= $0 } ?? true)
        }
      case .trendCommandReceived(let name):
        let found = try read(name)
        profile = found
        trend = TrendCalculator().report(
          entries: found.entries, heightCentimetres: found.heightCentimetres,
          goalKilograms: found.goalKilograms, cutPoints: .forPopulation(found.population),
          profile: found, today: date.today())
        if trend == nil { throw .noEntries(profile: found.name) }
      }
    } catch {
      failure = error
    }
  }

  private func log(_ request: LogRequest) throws(TrackingError) {
    let today = date.today()
    let day = request.date ?? today
    // A note alone edits the note of an entry already logged on that date.
    let noteOnly = request.weight == nil && request.waist == nil
    guard !noteOnly || request.note != nil else {
      throw .missingMeasurement(option: "weight")
    }
    // A date after today is refused by `WeighInCheck` like import's (65, unless --force).
    let result = try repository.change { document throws(TrackingError) in
      let index = try ProfileLookup.index(of: request.profile, in: document)
      if noteOnly, !WeightLog.search(day, in: document.profiles[index].entries).found {
        throw .entryNotFound(profile: document.profiles[index].name, date: day)
      }
      let parser = QuantityParser(
        bareUnits: request.units ?? document.profiles[index].units ?? .metric)
      let weight = try request.weight.map { text throws(TrackingError) in
        try parser.weight(text, option: "weight")
      }
      let waist = try request.waist.map { text throws(TrackingError) in
        try parser.waist(text, option: "waist")
      }
      let note = request.note?.isEmpty == true ? nil : request.note
      let entry = WeightEntry(
        date: day, kilograms: weight.map { StoredMeasure.kilograms($0.value) },
        waistCentimetres: waist.map { StoredMeasure.centimetres($0.value) }, note: note)
      let change = WeightLog.log(
        entry, in: &document.profiles[index].entries, keepingNote: request.note == nil)
      if !request.force {
        try Self.check(
          change, in: document.profiles[index], today: today, typed: request.weight,
          bareUnits: parser.bareUnits)
      }
      return (document.profiles[index], change)
    }
    (profile, logged) = result.value
    migration = result.migration
  }

  /// Refuses a changed entry `WeighInCheck` finds implausible (the change is then not saved).
  static func check(
    _ change: EntryChange, in profile: Profile, today: LocalDate, typed: String?,
    bareUnits: UnitSystem
  ) throws(TrackingError) {
    var previous: WeightEntry?
    if case .replaced(let old, _) = change { previous = old }
    if case .unchanged = change { return }
    let index = WeightLog.search(change.entry.date, in: profile.entries).index
    if let problem = WeighInCheck(today: today).problem(
      change.entry, at: index, of: profile, previous: previous, typed: typed,
      bareUnits: bareUnits)
    {
      throw .implausible(problem)
    }
  }

  private func read(_ name: String?) throws(TrackingError) -> Profile {
    let document = try repository.read()
    return document.profiles[try ProfileLookup.index(of: name, in: document)]
  }

  public enum Action: Sendable {
    case logCommandReceived(LogRequest)
    /// The date of the entry to remove; the profile (`nil`: the default one).
    case unlogCommandReceived(date: LocalDate, profile: String?)
    case historyCommandReceived(HistoryQuery)
    /// The weigh-ins in the query's range and the daily trend over the same days.
    case chartCommandReceived(HistoryQuery)
    /// The profile (`nil`: the default one).
    case trendCommandReceived(profile: String?)
  }
}
