import DataSource

/// The state of `bmi store path` and `bmi undo`, the commands about the store file itself:
/// whether it exists, what an undo put back, or why neither could answer.
@MainActor
public final class StoreFileStore: Composable {
  /// `store path`: whether the file exists yet.
  public private(set) var exists: Bool?
  /// `undo`: the change undone.
  public private(set) var undone: StoreChange?
  /// `undo`: true when there was no store before the undone change, so undoing removed it.
  public private(set) var storeRemoved: Bool
  public private(set) var failure: StoreFileFailure?
  private let location: StoreLocation
  private let fileSystem: FileSystemClient
  private let repository: StoreRepository
  public let action: (Action) async -> Void

  public init(
    dependencies: AppDependencies,
    location: StoreLocation,
    exists: Bool? = nil,
    undone: StoreChange? = nil,
    storeRemoved: Bool = false,
    failure: StoreFileFailure? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.exists = exists
    self.undone = undone
    self.storeRemoved = storeRemoved
    self.failure = failure
    self.location = location
    self.fileSystem = dependencies.fileSystem
    self.repository = dependencies.storeRepository(at: location)
    self.action = action
  }

  public func reduce(_ action: Action) async {
    switch action {
    case .storePathCommandReceived:
      do {
        _ = try fileSystem.stat(location.path)
        exists = true
      } catch {
        if error.isNotFound {
          exists = false
        } else {
          failure = .location(.store(.unreadable(path: location.path, error)))
        }
      }
    case .undoCommandReceived:
      do {
        let outcome = try repository.undo()
        undone = StoreChange.between(outcome.before ?? .empty, outcome.after)
        storeRemoved = outcome.before == nil
      } catch {
        failure = .undo(error)
      }
    }
  }

  public enum Action: Sendable {
    case storePathCommandReceived
    case undoCommandReceived
  }
}
