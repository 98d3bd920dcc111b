import DataSource
import Model

extension CommandContext {
  /// Says that the store was upgraded, and where the old file is.
  func inform(_ migration: StoreMigration?) {
    guard let migration else { return }
    saved.record("the store's upgrade", output: "the output")
    inform(
      "Upgraded the store from schema version \(migration.fromVersion) to \(migration.toVersion); the old file is kept as \(migration.backupPath).\n"
    )
  }
}
