import DataSource
import Model
import TestSupport
import Testing

/// `BatchEngine.run`, the batch engine's one entry, with its second thread and its core
/// count substituted: the CPUs the process may use decide whether a second thread starts,
/// and the events and summary say what happened, in order.
@MainActor
struct BatchEngineTests {
  static let input: String = {
    var text = "weight_kg,height_cm\n"
    for row in 0..<3_000 { text += row % 500 == 7 ? "heavy,170\n" : "\(50 + row % 50),170\n" }
    return text
  }()

  /// Runs `input` on `cores` CPUs with `threads`, in 4 KiB windows; the bytes written, the
  /// events in order, and the summary.
  static func run(cores: Int, threads: ThreadPairClient, skipsInvalidRows: Bool = true) async
    -> (output: [UInt8], events: [BatchEvent], summary: BatchSummary)
  {
    let recorder = ByteStreamRecorder()
    let dependencies = AppDependencies.testDependencies(
      environment: EnvironmentClient(getenv: { _ in nil }, processorCount: { cores }),
      byteStream: .inMemory(recorder, files: ["in.csv": Array(input.utf8)], chunkSize: 5_000),
      threads: threads)
    let sut = BatchEngine(dependencies: dependencies, chunkSize: 4_096)
    let events = EventLog()
    let request = BatchRequest(inputPath: "in.csv", skipsInvalidRows: skipsInvalidRows)
    let summary = await sut.run(request) { events.events.append($0) }
    return (recorder.written(to: ByteStreamClient.standardOutput), events.events, summary)
  }

  @Test func run_oneCPU_neverStartsASecondThread() async {
    let log = ThreadPairLog()
    _ = await Self.run(cores: 1, threads: .recording(log))
    #expect(log.starts == 0 && log.rounds == 0)
  }

  @Test func run_twoCPUs_startsOnePairForTheRunAndSharesWindows() async {
    let log = ThreadPairLog()
    let two = await Self.run(cores: 2, threads: .recording(log))
    let one = await Self.run(cores: 1, threads: .recording(ThreadPairLog()))
    #expect(log.starts == 1)
    #expect(log.rounds > 5)
    #expect(two.output == one.output)
    #expect(two.events.filter(\.isRejection) == one.events.filter(\.isRejection))
    #expect(two.summary == one.summary)
  }

  @Test func run_noSecondThreadCanStart_staysOnOneCoreWithTheSameResult() async {
    let two = await Self.run(cores: 2, threads: .unavailable)
    let one = await Self.run(cores: 1, threads: .unavailable)
    #expect(two.output == one.output)
    #expect(two.summary == one.summary)
  }

  @Test func run_badRowsSkipped_reportsEachInOrderAndSumsThemUp() async {
    let sut = await Self.run(cores: 1, threads: .inline)
    let lines = sut.events.compactMap { event -> Int? in
      if case .rowRejected(let error) = event { return error.line }
      return nil
    }
    #expect(lines == [9, 509, 1_009, 1_509, 2_009, 2_509])
    #expect(sut.events.last == .rowsProcessed(read: 3_000, written: 2_994))
    #expect(sut.summary == BatchSummary(rowsRead: 3_000, rowsWritten: 2_994, rowsSkipped: 6))
  }

  @Test func run_badRowNotSkipped_endsWithItAfterTheRowsBefore() async {
    let sut = await Self.run(cores: 2, threads: .inline, skipsInvalidRows: false)
    #expect(sut.summary.rowsRead == 8 && sut.summary.rowsWritten == 7)
    #expect(sut.summary.failure.map { if case .badRow(let row) = $0 { row.line } else { 0 } } == 9)
  }
}

extension BatchEvent {
  var isRejection: Bool {
    if case .rowRejected = self { return true }
    return false
  }
}

@MainActor
private final class EventLog {
  var events: [BatchEvent] = []
}
