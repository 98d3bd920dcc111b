import DataSource

/// Batch rows on two cores. A round cuts the front of the input window after the first line
/// feed past its middle; two threads process the halves at once, each into its own output, and
/// the two are written in order, with their bad rows reported in order. Every row is
/// processed exactly as one pass would, so output, messages and counts are the same wherever
/// the cut falls (the stream tests cut at random).
///
/// The cut is a guess: a line feed ends a record unless it lies inside a quoted CSV field.
/// The first half proves it: processed from a record's start, it ends exactly at the cut, on
/// the line the second half was numbered from, only if the cut is a record boundary. When it
/// is not, both halves are dropped and the window runs on one core.
extension BatchEngine {
  struct Round {
    /// Bytes in the first half: up to and including a line feed.
    let cut: Int
    /// Line feeds in the first half: the second half starts that many lines on.
    let lineBreaks: Int
    /// Where the second half ends (inside a record, which then waits for the next round).
    let end: Int
  }

  /// The next round over `input`, or `nil` to take one step on this core alone: running on
  /// one core, or a window too small to be worth sharing or with no line feed past its middle.
  func plannedRound(_ input: ByteBuffer) -> Round? {
    guard let sliceSize, input.count >= sliceSize else { return nil }
    let end = min(input.count, 2 * sliceSize)
    let bytes = input.bytes
    guard let feed = bytes[(end / 2)..<end].firstIndex(of: UInt8(ascii: "\n")), feed + 1 < end
    else {
      return nil
    }
    let lineBreaks = LineFeeds.count(in: UnsafeRawBufferPointer(rebasing: bytes[...feed]))
    return Round(cut: feed + 1, lineBreaks: lineBreaks, end: end)
  }

  /// Runs a round, the first half here and the second on another thread (`ThreadPairClient`);
  /// `nil` when its cut fell inside a record (nothing is written or reported then), else
  /// the two halves, in order.
  func run(
    _ round: Round, on threads: ThreadPairClient.Pair, _ processor: any BatchProcessor,
    _ input: ByteBuffer,
    isFinal: Bool, line: Int, skipsInvalidRows: Bool, capacity: Int
  ) -> (first: BatchSlice, second: BatchSlice)? {
    let second = Array(input.bytes[round.cut..<round.end])
    let secondIsFinal = isFinal && round.end == input.count
    let secondLine = line + round.lineBreaks
    let (one, two) = threads.both {
      BatchSlice.run(
        processor, UnsafeRawBufferPointer(rebasing: input.bytes[..<round.cut]), isFinal: false,
        line: line, skipsInvalidRows: skipsInvalidRows, into: ByteBuffer(capacity: capacity))
    } _: {
      BatchSlice.run(
        processor, copied: second, isFinal: secondIsFinal, line: secondLine,
        skipsInvalidRows: skipsInvalidRows, capacity: capacity)
    }
    // A bad row that stops the run ends it whether or not the cut was right.
    let isBoundary = one.consumed == round.cut && one.cursor.line == secondLine
    guard one.stop != nil || isBoundary else { return nil }
    return (one, two)
  }

  /// Writes a slice's rows and reports its bad rows; `false` when the run ends here (the
  /// reader went away, or a bad row stops it). `cursor` moves past the slice.
  func write(_ slice: BatchSlice, cursor: inout BatchCursor, _ report: BatchReport)
    async throws(BatchError) -> Bool
  {
    cursor.line = slice.cursor.line
    cursor.rows += slice.cursor.rows
    cursor.written += slice.cursor.written
    guard try flush(slice.output) else {
      report.outputClosed()
      return false
    }
    for error in slice.rejected { await report.emit(.rowRejected(error)) }
    guard let stop = slice.stop else { return true }
    await report.emit(.rowsProcessed(read: cursor.rows, written: cursor.written))
    report.failed(.badRow(stop))
    return false
  }
}
