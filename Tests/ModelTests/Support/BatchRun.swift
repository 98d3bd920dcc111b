import DataSource
import Model
import TestSupport

/// Runs a `BatchStore` over bytes in memory and collects what it wrote and reported.
@MainActor
struct BatchRun {
  var output: String
  var rejected: [BatchRowError]
  /// What `BatchEvent.whoColumnsWithoutAge` named, each time it came.
  var whoColumnsWithoutAge: [[String]] = []
  var store: BatchStore
  var recorder: ByteStreamRecorder

  /// `readChunk` bytes per read and `chunkSize` windows, small by default so that records
  /// straddle every kind of boundary. With `sliceSize`, windows of at least that many bytes
  /// are shared between two cores (`BatchEngine+Rounds`), on a real second thread unless
  /// `threads` says otherwise; without, every row runs on one.
  static func run(
    _ input: String, request: BatchRequest = BatchRequest(inputPath: "in.csv"),
    readChunk: Int = 7, chunkSize: Int = 64, sliceSize: Int? = nil, closedAfter: Int? = nil,
    threads: ThreadPairClient = .liveValue
  ) async -> BatchRun {
    let recorder = ByteStreamRecorder()
    let byteStream = ByteStreamClient.inMemory(
      recorder, files: ["in.csv": Array(input.utf8)], standardInput: Array(input.utf8),
      chunkSize: readChunk, closedAfter: closedAfter)
    let log = RejectionLog()
    let sut = BatchStore(
      dependencies: .testDependencies(byteStream: byteStream, threads: threads),
      chunkSize: chunkSize,
      sliceSize: sliceSize
    ) { action in
      if case .engineReported(.rowRejected(let error)) = action { log.errors.append(error) }
      if case .engineReported(.whoColumnsWithoutAge(let names)) = action {
        log.ageless.append(names)
      }
    }
    await sut.send(.batchCommandReceived(request))
    let written = recorder.written(to: ByteStreamClient.standardOutput)
    return BatchRun(
      output: String(decoding: written, as: UTF8.self), rejected: log.errors,
      whoColumnsWithoutAge: log.ageless, store: sut, recorder: recorder)
  }
}

@MainActor
private final class RejectionLog {
  var errors: [BatchRowError] = []
  var ageless: [[String]] = []
}
