import Model

/// What a running command needs from its surroundings: the clients and the global options.
@MainActor
public struct CommandContext {
  public let dependencies: AppDependencies
  /// `--quiet`: only data is printed.
  public let isQuiet: Bool
  /// `--store PATH`, when given.
  public let storeOption: String?

  public init(dependencies: AppDependencies, isQuiet: Bool, storeOption: String? = nil) {
    self.dependencies = dependencies
    self.isQuiet = isQuiet
    self.storeOption = storeOption
  }

  /// Where the store is, or `nil` when neither `--store` nor the environment says.
  public var storeLocation: StoreLocation? {
    StoreLocator(dependencies: dependencies).locate(option: storeOption)
  }

  /// Where the store is, for commands that cannot run without it.
  public func requireStoreLocation() throws(CommandLineError) -> StoreLocation {
    guard let location = storeLocation else {
      throw TrackingError.storeLocationUnknown.commandLineError(command: "")
    }
    return location
  }

  /// Data, for people or scripts: always on stdout.
  public func emit(_ text: String) {
    dependencies.console.write(.output, text)
  }

  /// A message about what happened: stderr, unless `--quiet`.
  public func inform(_ text: String) {
    guard !isQuiet else { return }
    dependencies.console.write(.error, text)
  }
}
