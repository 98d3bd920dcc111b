/// Turns a window of input bytes into output rows: one implementation per input format.
public protocol BatchProcessor: Sendable {
  /// Measures and writes every complete row in `input`, stopping when more input is needed,
  /// when `output` holds `outputLimit` bytes or more, or at a bad row. `isFinal` says no more
  /// bytes will follow, so the last row may lack its line break.
  func process(
    _ input: UnsafeRawBufferPointer, isFinal: Bool, into output: ByteBuffer, outputLimit: Int,
    cursor: inout BatchCursor
  ) -> BatchStep
}

/// How far a batch run has got: the line the next row starts on and the rows so far.
public struct BatchCursor: Sendable, Equatable {
  public var line: Int
  /// Rows read, good and bad (blank lines are not rows).
  public var rows: Int
  /// Rows measured and written.
  public var written: Int

  public init(line: Int, rows: Int = 0, written: Int = 0) {
    self.line = line
    self.rows = rows
    self.written = written
  }
}

/// Why `process` returned, and how many input bytes it is done with.
public enum BatchStep: Sendable, Equatable {
  case needsInput(consumed: Int)
  case outputFull(consumed: Int)
  /// A bad row, already counted in the cursor; `consumed` includes it.
  case rejected(BatchRowError, consumed: Int)
}
