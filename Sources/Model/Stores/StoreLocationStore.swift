import DataSource

/// The state of `bmi store path`: where the store file is, and whether it exists yet.
/// (A Store in the `Composable` sense, about the location of the store file.)
@MainActor
public final class StoreLocationStore: Composable {
  public private(set) var exists: Bool?
  public private(set) var failure: TrackingError?
  private let location: StoreLocation
  private let fileSystem: FileSystemClient
  public let action: (Action) async -> Void

  public init(
    dependencies: AppDependencies,
    location: StoreLocation,
    exists: Bool? = nil,
    failure: TrackingError? = nil,
    action: @escaping (Action) async -> Void = { _ in }
  ) {
    self.exists = exists
    self.failure = failure
    self.location = location
    self.fileSystem = dependencies.fileSystem
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
          failure = .store(.unreadable(path: location.path, error))
        }
      }
    }
  }

  public enum Action: Sendable {
    case storePathCommandReceived
  }
}
