import DataSource
import TestSupport
import Testing

@testable import Model

/// `ImportWindows` hands out every byte of the input once and in order, each window starting
/// with the bytes the scan of the one before left undone, whether the next window is read on
/// a second thread into a second buffer or, with no thread to be had, into the same buffer
/// after the scan, and however the reads and windows cut the input. Each scan is told where
/// the first byte that is not UTF-8 is, at the same place in the input however it is cut.
struct ImportWindowsTests {
  /// Reads `bytes` in windows of `windowSize`, the scan leaving up to four bytes undone each
  /// time (all at the end): the bytes each scan took, in order, the windows' count, and the
  /// input's offset of the first byte not UTF-8 as the first scan told of it saw it.
  static func scanned(
    _ bytes: [UInt8], head: Int, windowSize: Int, chunkSize: Int, threads: ThreadPairClient
  ) throws -> (taken: [UInt8], windows: Int, bytesRead: Int, notUTF8At: Int?) {
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
    var notUTF8At: Int?
    while !last {
      last = try sut.scan { window, isFinal, bad in
        windows += 1
        // The bytes before the window are the ones taken.
        if let bad, bad < window.count, notUTF8At == nil { notUTF8At = taken.count + bad }
        // The window begins with what the last scan left undone.
        #expect(Array(window.prefix(undone.count)) == undone)
        let keep = isFinal ? 0 : min(window.count, window.count % 5)
        taken += window.dropLast(keep)
        undone = Array(window.suffix(keep))
        return window.count - keep
      }
    }
    return (taken, windows, sut.bytesRead, notUTF8At)
  }

  @Test(arguments: [1, 7, 64, 4096], [ThreadPairClient.inline, .liveValue, .unavailable])
  func scan_everyByteOnceInOrder(windowSize: Int, threads: ThreadPairClient) throws {
    var generator = SeededGenerator(seed: UInt64(windowSize))
    for length in [0, 1, 5, 63, 64, 65, 1000, 20_000] {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
      for chunkSize in [3, Int.max] {
        let (taken, windows, bytesRead, _) = try Self.scanned(
          bytes, head: min(16, length), windowSize: windowSize, chunkSize: chunkSize,
          threads: threads)
        #expect(taken == bytes, "\(length) bytes, window \(windowSize)")
        #expect(bytesRead == length)
        #expect(windows >= length / max(windowSize, 16))
      }
    }
  }

  /// Text with one bad sequence somewhere, amid characters of every length: every way of
  /// cutting it into reads and windows points at the same byte, on either thread.
  @Test(arguments: [1, 7, 64], [ThreadPairClient.inline, .liveValue, .unavailable])
  func scan_toldWhereTheBytesStopBeingUTF8(windowSize: Int, threads: ThreadPairClient) throws {
    var generator = SeededGenerator(seed: UInt64(windowSize) + 99)
    let good: [[UInt8]] = [Array("a".utf8), Array("\n".utf8), Array("é".utf8), Array("😀".utf8)]
    let bad: [[UInt8]] = [[0xFF], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF0, 0x9F]]
    for trial in 0..<60 {
      var bytes: [UInt8] = []
      for _ in 0..<Int(generator.next() % 300) { bytes += good[Int(generator.next() % 4)] }
      let expected = trial % 6 == 0 ? nil : bytes.count
      if expected != nil { bytes += bad[trial % bad.count] }
      for _ in 0..<Int(generator.next() % 40) { bytes += good[Int(generator.next() % 4)] }
      for chunkSize in [3, Int.max] {
        let found = try Self.scanned(
          bytes, head: min(16, bytes.count), windowSize: windowSize, chunkSize: chunkSize,
          threads: threads
        ).notUTF8At
        #expect(found == expected, "\(bytes), window \(windowSize), reads of \(chunkSize)")
      }
    }
  }
}
