import DataSource

/// The state of one `bmi undo`: what it undid, or why it undid nothing.
@MainActor
public final class UndoStore: Composable {
  /// The change undone.
  public private(set) var undone: StoreChange?
  /// True when there was no store before the undone change, so undoing removed the file.
  public private(set) var storeRemoved: Bool
  public private(set) var failure: UndoError?
  private let repository: StoreRepository
  public let action: (Action) async -> Void

  public init(
    dependencies: AppDependencies,
    location: StoreLocation,
    undone: StoreChange? = nil,
    storeRemoved: Bool = false,
    failure: UndoError? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.undone = undone
    self.storeRemoved = storeRemoved
    self.failure = failure
    self.repository = dependencies.storeRepository(at: location)
    self.action = action
  }

  public func reduce(_ action: Action) async {
    switch action {
    case .undoCommandReceived:
      do {
        let outcome = try repository.undo()
        undone = StoreChange.between(outcome.before ?? .empty, outcome.after)
        storeRemoved = outcome.before == nil
      } catch {
        failure = error
      }
    }
  }

  public enum Action: Sendable {
    case undoCommandReceived
  }
}
