import DataSource
import Model

/// Batch mode's opening and row processor driven over bytes in memory, the way `BatchEngine`
/// drives them over a stream (same buffers, same steps), but synchronously: libFuzzer's
/// callback cannot await the store's actions.
struct BatchDriver {
  /// What a run wrote and how it ended, to compare runs that cut the input differently.
  struct Outcome: Equatable {
    var output: [UInt8] = []
    var cursor = BatchCursor(line: 1)
    var rejected: [BatchRowError] = []
    var failure: BatchError?
  }

  let request: BatchRequest
  /// Bytes handed over per read, and the window size (`BatchEngine.chunkSize`).
  let readSize: Int
  let windowSize: Int

  func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
    var outcome = Outcome()
    let input = ByteBuffer(capacity: windowSize)
    let output = ByteBuffer(capacity: windowSize)
    var fed = 0
    // Appends the next read; returns whether the input has ended.
    func feed() -> Bool {
      let end = min(bytes.count, fed + readSize)
      input.append(contentsOf: bytes[fed..<end])
      fed = end
      return fed == bytes.count
    }
    func drain() {
      outcome.output += output.bytes
      output.count = 0
    }
    var isFinal = false
    let processor: any BatchProcessor
    do throws(BatchError) {
      while true {
        let opening = try BatchOpening.open(input.bytes, isFinal: isFinal, request: request)
        if case .ready(let ready, let header, let consumed, let start) = opening {
          (processor, outcome.cursor) = (ready, start)
          outcome.output += header
          input.removeFirst(consumed)
          break
        }
        precondition(!isFinal, "the opening asked for more input after the end")
        isFinal = feed()
      }
    } catch {
      outcome.failure = error
      return outcome
    }
    while true {
      let step = processor.process(
        input.bytes, isFinal: isFinal, into: output, outputLimit: windowSize,
        cursor: &outcome.cursor)
      switch step {
      case .needsInput(let consumed):
        input.removeFirst(consumed)
        drain()
        if isFinal { return outcome }
        isFinal = feed()
      case .outputFull(let consumed):
        input.removeFirst(consumed)
        drain()
      case .rejected(let error, let consumed):
        input.removeFirst(consumed)
        guard request.skipsInvalidRows else {
          drain()
          outcome.failure = .badRow(error)
          return outcome
        }
        outcome.rejected.append(error)
      }
    }
  }
}
