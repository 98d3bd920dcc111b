import DataSource

extension BatchEngine {
  /// Reads the input a window at a time, writes each window's rows before reading the next
  /// (so `| head` sees rows at once), and keeps only one window of each in memory.
  func stream(_ request: BatchRequest, _ report: BatchReport) async {
    let descriptor: Int32
    if let path = request.inputPath {
      do {
        descriptor = try byteStream.open(path)
      } catch {
        return report.failed(.cannotOpen(path: path, error))
      }
    } else {
      descriptor = ByteStreamClient.standardInput
    }
    defer { if request.inputPath != nil { byteStream.close(descriptor) } }
    // From `malloc`, as every window buffer is: under a memory limit the run ends with
    // `outOfMemory` and one line, not the runtime's trap.
    guard let input = ByteBuffer(orNilCapacity: chunkSize),
      let output = ByteBuffer(orNilCapacity: chunkSize + chunkSize / 4)
    else { return report.failed(.outOfMemory(bytes: 2 * chunkSize + chunkSize / 4)) }
    var isFinal = false
    var processor: any BatchProcessor
    var cursor = BatchCursor(line: 1)
    do throws(BatchError) {
      while true {
        let opening = try BatchOpening.open(input.bytes, isFinal: isFinal, request: request)
        if case .ready(let ready, let header, let consumed, let start) = opening {
          (processor, cursor) = (ready, start)
          output.append(contentsOf: header)
          input.removeFirst(consumed)
          guard ReferenceTables.load() else { throw .outOfMemory(bytes: ReferenceTables.bytes) }
          let ageless = processor.whoColumnsWithoutAge
          if !ageless.isEmpty { await report.emit(.whoColumnsWithoutAge(ageless)) }
          break
        }
        isFinal = try fill(input, from: descriptor, line: cursor.line)
      }
      // What a core's output needed last round, to allocate it once a round.
      var sliceCapacity = output.capacity
      // The second thread, started at the first round (an input too small to share, or a
      // run on one core, never starts it) and kept for the rest of the run.
      var threads: ThreadPairClient.Pair?
      // Off after a cut fell inside a quoted field, until the next read.
      var sharesWindow = true
      while true {
        if sharesWindow, let round = plannedRound(input), let pair = threads ?? self.threads.start()
        {
          threads = pair
          // The header, and rows before, go out before the round's.
          guard try flush(output) else { return report.outputClosed() }
          let isWholeWindow = round.end == input.count
          if let (first, second) = run(
            round, on: pair, processor, input, isFinal: isFinal, line: cursor.line,
            skipsInvalidRows: request.skipsInvalidRows, capacity: sliceCapacity)
          {
            sliceCapacity = max(sliceCapacity, first.output.capacity, second.output.capacity)
            guard try await write(first, cursor: &cursor, report),
              try await write(second, cursor: &cursor, report)
            else { return }
            input.removeFirst(round.cut + second.consumed)
            await report.emit(.rowsProcessed(read: cursor.rows, written: cursor.written))
            // Rows left in the window go on at once; else, as after `needsInput`, read on.
            if !isWholeWindow { continue }
            if isFinal { return }
            isFinal = try fill(input, from: descriptor, line: cursor.line)
            continue
          }
          sharesWindow = false
        }
        let step = processor.process(
          input.bytes, isFinal: isFinal, into: output, outputLimit: chunkSize, cursor: &cursor)
        switch step {
        case .needsInput(let consumed):
          input.removeFirst(consumed)
          guard try flush(output) else { return report.outputClosed() }
          await report.emit(.rowsProcessed(read: cursor.rows, written: cursor.written))
          if isFinal { return }
          isFinal = try fill(input, from: descriptor, line: cursor.line)
          sharesWindow = true
        case .outputFull(let consumed):
          input.removeFirst(consumed)
          guard try flush(output) else { return report.outputClosed() }
        case .rejected(let error, let consumed):
          input.removeFirst(consumed)
          guard request.skipsInvalidRows else {
            // The rows before the bad one are good: they go out before the run stops.
            guard try flush(output) else { return report.outputClosed() }
            await report.emit(.rowsProcessed(read: cursor.rows, written: cursor.written))
            return report.failed(.badRow(error))
          }
          await report.emit(.rowRejected(error))
        }
      }
    } catch {
      _ = try? flush(output)
      await report.emit(.rowsProcessed(read: cursor.rows, written: cursor.written))
      report.failed(error)
    }
  }

  /// Reads into the free end of `buffer`, first growing it if one row fills it; returns
  /// whether the input has ended. `line` is where the unfinished row in `buffer` starts.
  ///
  /// After each fill the processor scans the unfinished row again from its start. For a long
  /// row, one short read per scan (a pipe hands over 64 KiB at most, a slow writer a few
  /// bytes) would make that quadratic: a 2 MB row took seconds. So once the unfinished row
  /// passes `longRow` bytes, reading goes on until a line break arrives (the row may have
  /// ended: it goes out without waiting for more input) or the buffer is full; as the buffer
  /// doubles each time, the scans add up to linear time.
  private func fill(_ buffer: ByteBuffer, from descriptor: Int32, line: Int) throws(BatchError)
    -> Bool
  {
    if buffer.count == buffer.capacity {
      guard buffer.capacity < longestRow else {
        throw .rowTooLong(line: line, limit: longestRow)
      }
      let grown = min(buffer.capacity * 2, longestRow)
      guard buffer.reserveCapacity(orFail: grown) else { throw .outOfMemory(bytes: grown) }
    }
    let isLongRow = buffer.count >= Self.longRow
    repeat {
      let start = buffer.count
      let count: Int
      do {
        count = try byteStream.read(descriptor, buffer.spare)
      } catch {
        throw .readFailed(error)
      }
      buffer.count += count
      if count == 0 { return true }
      if !isLongRow || buffer.bytes[start...].contains(UInt8(ascii: "\n")) { break }
    } while buffer.count < buffer.capacity
    return false
  }

  /// Past this many bytes an unfinished row is read on to its line break before it is
  /// scanned again; shorter rows are scanned after every read, which costs little.
  static let longRow = 4_096

  /// Writes out and empties `buffer`; `false` when the reader has gone away.
  func flush(_ buffer: ByteBuffer) throws(BatchError) -> Bool {
    guard buffer.count > 0 else { return true }
    defer { buffer.count = 0 }
    do {
      try byteStream.write(ByteStreamClient.standardOutput, buffer.bytes)
      return true
    } catch .brokenPipe {
      return false
    } catch {
      throw .writeFailed(error)
    }
  }
}
