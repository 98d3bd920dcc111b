#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process environment (`getenv`).
public struct EnvironmentClient: DependencyClient {
  /// The value of an environment variable, `nil` when unset.
  public var getenv: @Sendable (_ name: String) -> String?

  public init(getenv: @escaping @Sendable (_ name: String) -> String?) {
    self.getenv = getenv
  }
}

extension EnvironmentClient {
  public static let liveValue = EnvironmentClient(getenv: { name in
    SystemCalls.getenv(name)
  })

  /// An empty environment: tests say which variables they need.
  public static let testValue = EnvironmentClient.fixed([:])

  /// An environment holding exactly `variables`.
  public static func fixed(_ variables: [String: String]) -> EnvironmentClient {
    EnvironmentClient(getenv: { variables[$0] })
  }
}
