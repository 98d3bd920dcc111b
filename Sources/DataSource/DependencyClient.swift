/// A wrapper around an API with side effects outside our control, as `@Sendable` closures.
///
/// `liveValue` talks to the real world; `testValue` must never silently succeed at a side
/// effect a test did not ask for, so clients either record what they did or fail loudly.
public protocol DependencyClient: Sendable {
  static var liveValue: Self { get }
  static var testValue: Self { get }
}

/// A client's `testValue` with some closures replaced, for one test.
public func testDependency<Client: DependencyClient>(
  of type: Client.Type,
  injection: (inout Client) -> Void
) -> Client {
  var client = type.testValue
  injection(&client)
  return client
}
