import DataSource

/// What one run of whole records made when processed on its own, to be written after the
/// records before it: its rows (in its own output buffer), the bad rows it left out, and the
/// bad row it stopped at. Two slices of a window run at once, one on each core, and are
/// written in order, so the output is what one pass would have written (`BatchEngine+Rounds`).
struct BatchSlice {
  /// The slice's rows, ready to write.
  let output: ByteBuffer
  /// Counted from zero, with the line the slice's next row starts on.
  let cursor: BatchCursor
  /// Input bytes done with.
  let consumed: Int
  /// Bad rows left out (with `skipsInvalidRows`), in order.
  let rejected: [BatchRowError]
  /// The bad row that ends the run (without `skipsInvalidRows`).
  let stop: BatchRowError?

  /// Processes `input`, whose first row starts on `line`, into `output` (which grows as the
  /// rows need). `isFinal` as for `BatchProcessor.process`.
  static func run(
    _ processor: any BatchProcessor, _ input: UnsafeRawBufferPointer, isFinal: Bool, line: Int,
    skipsInvalidRows: Bool, into output: ByteBuffer
  ) -> BatchSlice {
    var cursor = BatchCursor(line: line)
    var position = 0
    var rejected: [BatchRowError] = []
    while true {
      let rest = UnsafeRawBufferPointer(rebasing: input[position...])
      let step = processor.process(
        rest, isFinal: isFinal, into: output, outputLimit: .max, cursor: &cursor)
      switch step {
      case .needsInput(let consumed):
        return BatchSlice(
          output: output, cursor: cursor, consumed: position + consumed, rejected: rejected,
          stop: nil)
      case .outputFull(let consumed):
        position += consumed
        output.reserveCapacity(output.capacity * 2)
      case .rejected(let error, let consumed):
        position += consumed
        guard skipsInvalidRows else {
          return BatchSlice(
            output: output, cursor: cursor, consumed: position, rejected: rejected, stop: error)
        }
        rejected.append(error)
      }
    }
  }

  /// `run` over a copy of the bytes, on another core, into an output of its own.
  static func run(
    _ processor: any BatchProcessor, copied input: [UInt8], isFinal: Bool, line: Int,
    skipsInvalidRows: Bool, capacity: Int
  ) -> sending BatchSlice {
    let output = ByteBuffer(capacity: capacity)
    return input.withUnsafeBytes { input in
      run(
        processor, input, isFinal: isFinal, line: line, skipsInvalidRows: skipsInvalidRows,
        into: output)
    }
  }
}
