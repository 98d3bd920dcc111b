import DataSource

/// Finds the store file: `--store PATH`, else `$BMI_STORE`, else
/// `$XDG_DATA_HOME/bmi/store.json` (only when that is an absolute path, as the XDG base
/// directory specification requires), else `$HOME/.local/share/bmi/store.json`.
public struct StoreLocator: Sendable {
  /// How long a change waits for another `bmi` to finish with the store.
  public static let defaultLockTimeoutSeconds = 5.0

  private let environment: EnvironmentClient

  public init(dependencies: AppDependencies) {
    self.environment = dependencies.environment
  }

  /// `nil` when nothing names a place (no option and no usable variable).
  public func locate(option: String?) -> StoreLocation? {
    if let option, !option.isEmpty { return StoreLocation(path: option, source: .option) }
    if let path = variable("BMI_STORE") { return StoreLocation(path: path, source: .environment) }
    let empty = environment.getenv("BMI_STORE") == "" ? "BMI_STORE" : nil
    if let dataHome = variable("XDG_DATA_HOME"), dataHome.hasPrefix("/") {
      return StoreLocation(
        path: joined(dataHome, "bmi/store.json"), source: .dataHome, passedOverEmpty: empty)
    }
    if let home = variable("HOME") {
      return StoreLocation(
        path: joined(home, ".local/share/bmi/store.json"), source: .home, passedOverEmpty: empty)
    }
    return nil
  }

  /// The seconds `BMI_LOCK_TIMEOUT` may give.
  public static let lockTimeoutRange = 0.0...600.0

  /// `$BMI_LOCK_TIMEOUT` in seconds when it is a number from 0 to 600, else 5 (and a change
  /// is refused: `lockTimeoutProblem`).
  public var lockTimeoutSeconds: Double {
    variable("BMI_LOCK_TIMEOUT").flatMap(Self.seconds) ?? Self.defaultLockTimeoutSeconds
  }

  /// Seconds written as decimal digits with at most one point (`5`, `0.5`), from 0 to 600;
  /// not a sign, an exponent or hexadecimal (`+5`, `1e2`, `0x10`), which `Double` reads.
  private static func seconds(_ text: String) -> Double? {
    guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      text.count(where: { $0 == "." }) <= 1, let seconds = Double(text),
      lockTimeoutRange.contains(seconds)
    else { return nil }
    return seconds
  }

  /// Why `$BMI_LOCK_TIMEOUT` cannot be used, when it is set to something that is not a
  /// number of seconds from 0 to 600 (`30s`, `-1`, `1e9`): as git with a bad number in its
  /// config, a change then stops with a usage error instead of waiting 5 seconds unasked.
  public var lockTimeoutProblem: StoreError? {
    guard let text = variable("BMI_LOCK_TIMEOUT"), Self.seconds(text) == nil else { return nil }
    return .unusableVariable(
      name: "BMI_LOCK_TIMEOUT", value: text, expected: "a number of seconds from 0 to 600")
  }

  private func variable(_ name: String) -> String? {
    guard let value = environment.getenv(name), !value.isEmpty else { return nil }
    return value
  }

  private func joined(_ directory: String, _ rest: String) -> String {
    directory.hasSuffix("/") ? directory + rest : directory + "/" + rest
  }
}

extension AppDependencies {
  /// The repository of the store at `location`, with this environment's lock timeout.
  /// The store's repository as commands use it: every change keeps one undo snapshot.
  public func storeRepository(at location: StoreLocation) -> StoreRepository {
    let locator = StoreLocator(dependencies: self)
    var repository = StoreRepository(
      path: location.path, fileSystem: fileSystem, fileLock: fileLock,
      lockTimeoutSeconds: locator.lockTimeoutSeconds,
      refusesChangesBecause: location.passedOverEmpty.map { .emptyVariable(name: $0) }
        ?? locator.lockTimeoutProblem)
    repository.keepsUndoSnapshot = true
    return repository
  }
}
