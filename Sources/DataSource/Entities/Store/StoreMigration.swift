/// A store document rewritten from an older schema, and where the old file was kept.
public struct StoreMigration: Sendable, Equatable {
  public let fromVersion: Int
  public let toVersion: Int
  public let backupPath: String

  public init(fromVersion: Int, toVersion: Int, backupPath: String) {
    self.fromVersion = fromVersion
    self.toVersion = toVersion
    self.backupPath = backupPath
  }
}
