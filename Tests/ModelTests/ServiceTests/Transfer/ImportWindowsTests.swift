import DataSource
import TestSupport
import Testing

@testable import Model

/// `ImportWindows` hands out every byte of the input once and in order, each window starting
/// with the bytes the scan of the one before left undone, whether the next window is read on
/// a second thread into a second buffer or, with no thread to be had, into the same buffer
/// after the scan, and however the reads and windows cut the input.
struct ImportWindowsTests {
  /// Reads `bytes` in windows of `windowSize`, the scan leaving up to four bytes undone each
  /// time (all at the end): the bytes each scan took, in order, and the windows' count.
  static func scanned(
    _ bytes: [UInt8], head: Int, windowSize: Int, chunkSize: Int, threads: ThreadPairClient
  ) throws -> (taken: [UInt8], windows: Int, bytesRead: Int) {
    let stream = ByteStreamClient.inMemory(
      ByteStreamRecorder(), files: ["export.xml": bytes], chunkSize: chunkSize)
    var input = try ImportInput(.file("export.xml"), byteStream: stream)
    let buffer = ByteBuffer(capacity: head)
    let isFinal = try input.fill(buffer, upTo: head)
    let sut = try ImportWindows(
      input: input, head: buffer, isFinal: isFinal, windowSize: windowSize, threads: threads)
    var taken: [UInt8] = []
    var undone: [UInt8] = []
    var windows = 0
    var last = false
    while !last {
      last = try sut.scan { window, isFinal in
        windows += 1
        // The window begins with what the last scan left undone.
        #expect(Array(window.prefix(undone.count)) == undone)
        let keep = isFinal ? 0 : min(window.count, window.count % 5)
        taken += window.dropLast(keep)
        undone = Array(window.suffix(keep))
        return window.count - keep
      }
    }
    return (taken, windows, sut.bytesRead)
  }

  @Test(arguments: [1, 7, 64, 4096], [ThreadPairClient.inline, .liveValue, .unavailable])
  func scan_everyByteOnceInOrder(windowSize: Int, threads: ThreadPairClient) throws {
    var generator = SeededGenerator(seed: UInt64(windowSize))
    for length in [0, 1, 5, 63, 64, 65, 1000, 20_000] {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      for chunkSize in [3, Int.max] {
        let (taken, windows, bytesRead) = try Self.scanned(
          bytes, head: min(16, length), windowSize: windowSize, chunkSize: chunkSize,
          threads: threads)
        #expect(taken == bytes, "\(length) bytes, window \(windowSize)")
        #expect(bytesRead == length)
        #expect(windows >= length / max(windowSize, 16))
      }
    }
  }
}
