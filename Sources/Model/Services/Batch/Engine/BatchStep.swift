import DataSource

/// Why `process` returned, and how many input bytes it is done with.
public enum BatchStep: Sendable, Equatable {
  case needsInput(consumed: Int)
  case outputFull(consumed: Int)
  /// A bad row, already counted in the cursor; `consumed` includes it.
  case rejected(BatchRowError, consumed: Int)
}
