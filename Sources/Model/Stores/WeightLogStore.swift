import DataSource

/// The state of one `bmi log`, `unlog`, `history`, `chart`, `trend` or `stats`: the profile
/// concerned and what the command logged, removed or computed.
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
  /// `stats`: the weigh-ins summarised by period.
  public private(set) var periods: [PeriodStats]
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
    periods: [PeriodStats] = [],
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
    self.periods = periods
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
        let logger = WeighInLogger(today: date.today())
        try logger.validate(request)
        let result = try repository.change { document throws(TrackingError) in
          try logger.log(request, in: &document)
        }
        (profile, logged) = result.value
        migration = result.migration
      case .unlogCommandReceived(let day, let name):
        let logger = WeighInLogger(today: date.today())
        let result = try repository.change { document throws(TrackingError) in
          try logger.unlog(day, profile: name, in: &document)
        }
        (profile, removed) = result.value
        migration = result.migration
      case .historyCommandReceived(let query):
        let found = try read(query.profile)
        profile = found
        history = query.rows(of: found, today: date.today())
      case .chartCommandReceived(let query):
        var found = try read(query.profile)
        if let reference = query.reference { found.reference = reference }
        profile = found
        history = query.rows(of: found, today: date.today())
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
      case .statsCommandReceived(let query):
        let found = try read(query.profile)
        profile = found
        periods = query.stats(of: found, today: date.today())
      }
    } catch {
      failure = error
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
    /// The weigh-ins of the query's profile summarised by its period.
    case statsCommandReceived(StatsQuery)
  }
}
