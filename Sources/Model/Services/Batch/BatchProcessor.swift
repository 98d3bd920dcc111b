import DataSource

/// Turns a window of input bytes into output rows: one implementation per input format.
public protocol BatchProcessor: Sendable {
  /// Measures and writes every complete row in `input`, stopping when more input is needed,
  /// when `output` holds `outputLimit` bytes or more, or at a bad row. `isFinal` says no more
  /// bytes will follow, so the last row may lack its line break.
  func process(
    _ input: UnsafeRawBufferPointer, isFinal: Bool, into output: ByteBuffer, outputLimit: Int,
    cursor: inout BatchCursor
  ) -> BatchStep

  /// The WHO's columns of a header that gives no age (`BatchEvent.whoColumnsWithoutAge`).
  var whoColumnsWithoutAge: [String] { get }
}

extension BatchProcessor {
  /// None, for input whose columns vary by row (NDJSON).
  public var whoColumnsWithoutAge: [String] { [] }
}
