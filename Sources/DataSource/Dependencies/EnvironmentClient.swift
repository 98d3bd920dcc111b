/// The process environment (`getenv`) and the machine it runs on.
public struct EnvironmentClient: DependencyClient {
  /// The value of an environment variable, `nil` when unset.
  public var getenv: @Sendable (_ name: String) -> String?
  /// The CPUs this process may run on (its affinity: `taskset`, a container's CPU set), at
  /// least 1: how many slices of a batch run can go at once.
  public var processorCount: @Sendable () -> Int

  public init(
    getenv: @escaping @Sendable (_ name: String) -> String?,
    processorCount: @escaping @Sendable () -> Int = { 1 }
  ) {
    self.getenv = getenv
    self.processorCount = processorCount
  }
}

extension EnvironmentClient {
  public static let liveValue = EnvironmentClient(
    getenv: { name in SystemCalls.getenv(name) },
    processorCount: { SystemCalls.usableProcessorCount() })

  /// An empty environment on one core: tests say which variables they need.
  public static let testValue = EnvironmentClient.fixed([:])

  /// An environment holding exactly `variables`, on one core.
  public static func fixed(_ variables: [String: String]) -> EnvironmentClient {
    EnvironmentClient(getenv: { variables[$0] })
  }
}
