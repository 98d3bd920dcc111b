import Model
import Testing

/// Sends actions to a store and, after each, compares the store's whole state with the one
/// the test expects, as the Composable Architecture's `TestStore` does: the test writes what
/// an action changes (`await sut.send(.action) { $0.field = value }`), and any change it did
/// not write, or a write that did not happen, fails the test with both states shown.
@MainActor
final class StoreTester<Store: Composable, State: Equatable> {
  let store: Store
  private let snapshot: (Store) -> State
  /// The state the store should be in now.
  private(set) var expected: State

  /// Starts from the store's state as it is (set through its `init`).
  init(_ store: Store, state snapshot: @escaping (Store) -> State) {
    self.store = store
    self.snapshot = snapshot
    self.expected = snapshot(store)
  }

  /// The store's state now.
  var state: State { snapshot(store) }

  /// Sends `action`, applies `update` to the expected state, and expects the store's whole
  /// state to equal it.
  func send(
    _ action: Store.Action, sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout State) throws -> Void
  ) async rethrows {
    await store.send(action)
    try update(&expected)
    #expect(snapshot(store) == expected, sourceLocation: sourceLocation)
    // The next send starts from what the store holds, so one miss is reported once.
    expected = snapshot(store)
  }

  /// Sends `action` and expects it to change nothing at all.
  func send(_ action: Store.Action, sourceLocation: SourceLocation = #_sourceLocation) async {
    await send(action, sourceLocation: sourceLocation) { _ in }
  }
}
