import DataSource

/// The state of one `bmi stats`: the profile and its weigh-ins summarised by period.
@MainActor
public final class StatsStore: Composable {
  public private(set) var profile: Profile?
  public private(set) var periods: [PeriodStats]
  public private(set) var failure: TrackingError?
  private let repository: StoreRepository
  public let action: (Action) async -> Void

  public init(
    dependencies: AppDependencies,
    location: StoreLocation,
    profile: Profile? = nil,
    periods: [PeriodStats] = [],
    failure: TrackingError? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.profile = profile
    self.periods = periods
    self.failure = failure
    self.repository = dependencies.storeRepository(at: location)
    self.action = action
  }

  public func reduce(_ action: Action) async {
    switch action {
    case .statsCommandReceived(let query):
      do throws(TrackingError) {
        let document = try repository.read()
        let found = document.profiles[try ProfileLookup.index(of: query.profile, in: document)]
        profile = found
        periods = query.stats(of: found)
      } catch {
        failure = error
      }
    }
  }

  public enum Action: Sendable {
    case statsCommandReceived(StatsQuery)
  }
}
