/// Where the store file is, and what said so.
public struct StoreLocation: Sendable, Equatable {
  public enum Source: String, Sendable, Equatable {
    /// `--store PATH`.
    case option
    /// `$BMI_STORE`.
    case environment
    /// `$XDG_DATA_HOME/bmi/store.json`.
    case dataHome
    /// `$HOME/.local/share/bmi/store.json`.
    case home
  }

  public let path: String
  public let source: Source

  public init(path: String, source: Source) {
    self.path = path
    self.source = source
  }
}
