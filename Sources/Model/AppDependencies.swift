import DataSource

/// Every client the app talks to the world through, in one value passed down explicitly.
public struct AppDependencies: Sendable {
  public var console: ConsoleClient
  public var environment: EnvironmentClient
  public var date: DateClient

  public init(console: ConsoleClient, environment: EnvironmentClient, date: DateClient) {
    self.console = console
    self.environment = environment
    self.date = date
  }

  /// The real terminal, environment and clock.
  public static let live = AppDependencies(
    console: .liveValue, environment: .liveValue, date: .liveValue)

  /// Test values for every client, with the ones a test cares about replaced.
  public static func testDependencies(
    console: ConsoleClient = .testValue,
    environment: EnvironmentClient = .testValue,
    date: DateClient = .testValue
  ) -> AppDependencies {
    AppDependencies(console: console, environment: environment, date: date)
  }
}
