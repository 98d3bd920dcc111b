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
  /// A variable that was set but empty (`BMI_STORE=`), and so passed over: reading the
  /// store found this way is allowed, changing it is refused, since an unset variable in a
  /// script must not make a destructive command act on the user's real store.
  public let passedOverEmpty: String?

  public init(path: String, source: Source, passedOverEmpty: String? = nil) {
    self.path = path
    self.source = source
    self.passedOverEmpty = passedOverEmpty
  }
}
