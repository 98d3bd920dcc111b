import DataSource
import Model
import TestSupport
import Testing

/// Rows longer than a window: read in time linear in their length, and never in memory past
/// `longestRow`, whatever the input (`/dev/zero`, a binary file, a quote never closed).
@MainActor
struct BatchLongRowTests {
  /// Runs `input` in `readChunk`-byte reads and counts the windows the processor scanned.
  static func run(
    _ input: [UInt8], request: BatchRequest = BatchRequest(inputPath: "in.csv"),
    readChunk: Int, chunkSize: Int = 1 << 18, longestRow: Int = 1 << 24
  ) async -> (store: BatchStore, scans: Int, output: [UInt8]) {
    let recorder = ByteStreamRecorder()
    let byteStream = ByteStreamClient.inMemory(
      recorder, files: ["in.csv": input], chunkSize: readChunk)
    let scans = ScanCount()
    let sut = BatchStore(
      dependencies: .testDependencies(byteStream: byteStream), chunkSize: chunkSize,
      longestRow: longestRow
    ) { action in
      if case .engineReported(.rowsProcessed) = action { scans.count += 1 }
    }
    await sut.send(.batchCommandReceived(request))
    return (sut, scans.count, recorder.written(to: ByteStreamClient.standardOutput))
  }

  @Test(arguments: BatchFormat.allCases)
  func send_batchCommandReceived_twoMegabyteRowInPipeSizedReads_scannedAFewTimesNotPerRead(
    format: BatchFormat
  ) async {
    let note = String(repeating: "x", count: 2_000_000)
    let input =
      format == .csv
      ? "weight_kg,height_cm,note\n80,180,y\n70,175,\"\(note)\"\n"
      : "{\"weight_kg\":80,\"height_cm\":180}\n{\"weight_kg\":70,\"height_cm\":175,\"note\":\"\(note)\"}\n"
    let sut = await Self.run(
      Array(input.utf8),
      request: BatchRequest(inputPath: "in.csv", inputFormat: format, outputFormat: format),
      readChunk: 65_536)
    #expect(sut.store.failure == nil)
    #expect(sut.store.rowsWritten == 2)
    // Each scan restarts at the long row. One scan per read (33 here) was quadratic, seconds
    // for this row; now it is one per read until the row passes 4 KiB (1), then one per
    // doubling of the buffer (4), plus the end.
    #expect(sut.scans <= 12)
  }

  /// A slow writer hands over a few bytes per read: a 100 KB row was scanned once per read
  /// (14,000 times, 15 s in a debug build); past 4 KiB it is now read on to its line break.
  @Test func send_batchCommandReceived_longRowInTinyReads_scannedAFewHundredTimesAtMost() async {
    let note = String(repeating: "x", count: 100_000)
    let input = "weight_kg,height_cm,note\n70,175,\(note)\n80,180,y\n"
    let sut = await Self.run(
      Array(input.utf8), request: BatchRequest(inputPath: "in.csv"), readChunk: 7)
    #expect(sut.store.failure == nil)
    #expect(sut.store.rowsWritten == 2)
    // One scan per 7-byte read up to 4 KiB (about 590), then one for the rest of the row.
    #expect(sut.scans <= 700)
  }

  @Test(arguments: [
    // Endless NULs after the header, as from `bmi calc --input /dev/zero`.
    ("weight_kg,height_cm\n70,175\n", UInt8(0), 3, 1),
    // A quote opened and never closed.
    ("weight_kg,height_cm,n\n70,175,\"", UInt8(ascii: "\n"), 2, 0),
    // No line break at all: the header itself never ends.
    ("", UInt8(ascii: "a"), 1, 0),
  ])
  func send_batchCommandReceived_rowPastTheLimit_stopsWithRowTooLongAndBoundedMemory(
    start: String, filler: UInt8, line: Int, written: Int
  ) async {
    let input = Array(start.utf8) + Array(repeating: filler, count: 100_000)
    for skipsInvalidRows in [false, true] {
      let sut = await Self.run(
        input, request: BatchRequest(inputPath: "in.csv", skipsInvalidRows: skipsInvalidRows),
        readChunk: 1_000, chunkSize: 256, longestRow: 4_096)
      #expect(sut.store.failure == .rowTooLong(line: line, limit: 4_096))
      #expect(sut.store.rowsWritten == written)
    }
  }

  @Test func send_batchCommandReceived_ndjsonLinePastTheLimit_stopsWithRowTooLong() async {
    let input =
      "{\"weight_kg\":70,\"height_cm\":175}\n\n{\"n\":\"" + String(repeating: "y", count: 10_000)
    let sut = await Self.run(
      Array(input.utf8), request: BatchRequest(inputPath: "in.csv", inputFormat: .ndjson),
      readChunk: 1_000, chunkSize: 256, longestRow: 4_096)
    #expect(sut.store.failure == .rowTooLong(line: 3, limit: 4_096))
    #expect(sut.store.rowsWritten == 1)
  }

  @Test func send_batchCommandReceived_rowJustUnderTheLimit_isRead() async {
    let input = "weight_kg,height_cm,n\n70,175," + String(repeating: "z", count: 4_000) + "\n"
    let sut = await Self.run(
      Array(input.utf8), readChunk: 1_000, chunkSize: 256, longestRow: 4_096)
    #expect(sut.store.failure == nil)
    #expect(sut.store.rowsWritten == 1)
  }
}

@MainActor
private final class ScanCount {
  var count = 0
}
