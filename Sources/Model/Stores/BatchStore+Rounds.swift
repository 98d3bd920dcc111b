import DataSource

/// Batch rows on two cores. A round cuts the front of the input window at a record boundary
/// near its middle; another core processes the first half while this one processes the second,
/// each into its own output, and the two are written in order with their bad rows reported in
/// order. Every row is processed exactly as one pass would process it, so the output, the
/// messages and the counts are the same whatever the cut (the stream tests cut at random).
extension BatchStore {
  /// Where a round cuts the window, and where it ends (the second slice may end inside a
  /// record, which then waits for the next round).
  struct Round {
    let split: BatchBoundary
    let end: Int
  }

  /// The next round over `input`, or `nil` to take one step on this core alone: running on
  /// one core, a window too small to be worth sharing, or no record ending in its first half.
  func plannedRound(_ processor: any BatchProcessor, _ input: ByteBuffer) -> Round? {
    guard let sliceSize, input.count >= sliceSize else { return nil }
    let end = min(input.count, 2 * sliceSize)
    let front = UnsafeRawBufferPointer(rebasing: input.bytes[..<end])
    guard let split = processor.recordBoundary(in: front, atOrAfter: max(end / 2, 1)),
      split.offset < end
    else { return nil }
    return Round(split: split, end: end)
  }

  /// Writes a slice's rows and reports its bad rows; `false` when the run ends here (the
  /// reader went away, or a bad row stops it). `cursor` moves past the slice.
  func write(_ slice: BatchSlice, cursor: inout BatchCursor) async throws(BatchError) -> Bool {
    cursor.line = slice.cursor.line
    cursor.rows += slice.cursor.rows
    cursor.written += slice.cursor.written
    guard try flush(slice.output) else {
      await send(.outputClosed)
      return false
    }
    for error in slice.rejected { await send(.rowRejected(error)) }
    guard let stop = slice.stop else { return true }
    await send(.rowsProcessed(read: cursor.rows, written: cursor.written))
    await send(.streamFailed(.badRow(stop)))
    return false
  }
}
