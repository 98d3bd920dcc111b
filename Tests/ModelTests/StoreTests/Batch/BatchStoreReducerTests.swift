import DataSource
import Model
import TestSupport
import Testing

/// `BatchStore` as a reducer of the engine's events: its whole state after each `send`, and
/// what its parent hears, in order.
@MainActor
struct BatchStoreReducerTests {
  static let rejected = BatchRowError(
    line: 3, column: 1, columnName: "weight", problem: .notJSONObject)

  @Test func send_engineReported_progressThenARejection_countsBoth() async {
    let sut = BatchStore(dependencies: .testDependencies())
    await sut.send(.engineReported(.rowsProcessed(read: 4, written: 3)))
    #expect(sut.summary == BatchSummary(rowsRead: 4, rowsWritten: 3))
    await sut.send(.engineReported(.rowRejected(Self.rejected)))
    #expect(sut.summary == BatchSummary(rowsRead: 4, rowsWritten: 3, rowsSkipped: 1))
  }

  @Test func send_runEnded_summary_becomesTheState() async {
    let sut = BatchStore(dependencies: .testDependencies())
    let ended = BatchSummary(rowsRead: 9, rowsWritten: 8, rowsSkipped: 1, outputClosed: true)
    await sut.send(.runEnded(ended))
    #expect(sut.summary == ended)
  }

  @Test func send_batchCommandReceived_badRowSkipped_parentHearsEachEventThenTheEnd() async {
    let recorder = ByteStreamRecorder()
    let input = "weight,height\n70,175\n,180\n60,170\n"
    let heard = ActionLog()
    let sut = BatchStore(
      dependencies: .testDependencies(
        byteStream: .inMemory(recorder, files: ["in.csv": Array(input.utf8)])),
      action: { heard.actions.append($0) })
    await sut.send(.batchCommandReceived(BatchRequest(inputPath: "in.csv", skipsInvalidRows: true)))
    let expected = BatchSummary(rowsRead: 3, rowsWritten: 2, rowsSkipped: 1)
    #expect(sut.summary == expected)
    #expect(
      heard.descriptions == [
        // Progress after each window: the last read finds the end of the input.
        "engineReported(rowRejected line 3)", "engineReported(rowsProcessed 3 2)",
        "engineReported(rowsProcessed 3 2)", "runEnded", "batchCommandReceived",
      ])
  }
}

@MainActor
private final class ActionLog {
  var actions: [BatchStore.Action] = []

  var descriptions: [String] {
    actions.map { action in
      switch action {
      case .batchCommandReceived: "batchCommandReceived"
      case .engineReported(.rowRejected(let error)):
        "engineReported(rowRejected line \(error.line))"
      case .engineReported(.rowsProcessed(let read, let written)):
        "engineReported(rowsProcessed \(read) \(written))"
      case .engineReported(.whoColumnsWithoutAge(let names)):
        "engineReported(whoColumnsWithoutAge \(names))"
      case .runEnded: "runEnded"
      }
    }
  }
}
