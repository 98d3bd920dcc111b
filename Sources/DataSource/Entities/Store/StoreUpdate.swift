/// What `StoreRepository.update` did: the change's own result, whether the file was
/// rewritten, and the schema migration that came with the rewrite, if any.
public struct StoreUpdate<Outcome> {
  public let outcome: Outcome
  public let written: Bool
  public let migration: StoreMigration?

  public init(outcome: Outcome, written: Bool, migration: StoreMigration? = nil) {
    self.outcome = outcome
    self.written = written
    self.migration = migration
  }
}

extension StoreUpdate: Sendable where Outcome: Sendable {}
