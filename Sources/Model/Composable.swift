/// A store of one invocation's state, changed only by reducing `Action`s.
///
/// `send` reduces an action and then hands it to `action`, the callback through which a
/// parent store hears what its children did.
@MainActor
public protocol Composable: AnyObject {
  associatedtype Action: Sendable

  var action: (Action) async -> Void { get }

  func reduce(_ action: Action) async
}

extension Composable {
  public func send(_ action: Action) async {
    await reduce(action)
    await self.action(action)
  }
}
