import DataSource

/// The state of one `bmi report`: the report gathered for the profile and range asked for,
/// or why there is none.
@MainActor
public final class ReportStore: Composable {
  public private(set) var report: Report?
  public private(set) var failure: TrackingError?
  private let repository: StoreRepository
  private let date: DateClient
  public let action: (Action) async -> Void

  public init(
    dependencies: AppDependencies,
    location: StoreLocation,
    report: Report? = nil,
    failure: TrackingError? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.report = report
    self.failure = failure
    self.repository = dependencies.storeRepository(at: location)
    self.date = dependencies.date
    self.action = action
  }

  public func reduce(_ action: Action) async {
    do throws(TrackingError) {
      switch action {
      case .reportCommandReceived(let query):
        let document = try repository.read()
        let profile = document.profiles[try ProfileLookup.index(of: query.profile, in: document)]
        report = ReportBuilder(today: date.today()).report(of: profile, query)
      }
    } catch {
      failure = error
    }
  }

  public enum Action: Sendable {
    /// The profile and range of a `bmi report` command line.
    case reportCommandReceived(ReportQuery)
  }
}
