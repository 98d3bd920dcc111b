/// What a batch run reports while it goes, in order: its progress after each window, and each
/// bad row it leaves out.
public enum BatchEvent: Sendable, Equatable {
  /// After each window of input: the running totals, for a progress display.
  case rowsProcessed(read: Int, written: Int)
  /// A bad row was left out (with `skipsInvalidRows`); the run goes on.
  case rowRejected(BatchRowError)
  /// Once, before the rows: the header has columns only a child the WHO scores is read for
  /// (position, oedema, head, arm), named here, but none that gives an age, so no row is
  /// scored by age (`PersonColumns.whoColumnsWithoutAge`): most likely an age column bmi does
  /// not know by name.
  case whoColumnsWithoutAge([String])
}
