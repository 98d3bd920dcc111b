import DataSource
import Synchronization

/// Batch mode's output on a terminal: the rows pass through `TerminalText.escapedLines` line
/// by line, so an escape sequence or a bidi control in an input file's cell is shown, not
/// obeyed. The engine writes in chunks that can end inside a line (and inside a UTF-8
/// character): the part after a chunk's last line feed waits for the next chunk, or `finish`.
/// A file or a pipe gets the bytes as they are; this is made only for a terminal.
final class TerminalLineEscaper: Sendable {
  private let pending = Mutex<[UInt8]>([])

  /// `stream` whose writes to standard output go through this escaper.
  func escaping(_ stream: ByteStreamClient) -> ByteStreamClient {
    var escaped = stream
    escaped.write = { descriptor, bytes throws(ByteStreamError) in
      guard descriptor == ByteStreamClient.standardOutput else {
        return try stream.write(descriptor, bytes)
      }
      try Self.write(self.completeLines(after: bytes), through: stream)
    }
    return escaped
  }

  /// Writes `bytes` to standard output through `stream` (a copy the descriptor write can
  /// read from without a closure around it).
  static func write(_ bytes: [UInt8], through stream: ByteStreamClient) throws(ByteStreamError) {
    guard !bytes.isEmpty else { return }
    let copy = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
    defer { copy.deallocate() }
    copy.copyBytes(from: bytes)
    try stream.write(ByteStreamClient.standardOutput, UnsafeRawBufferPointer(copy))
  }

  /// What is left after the last line feed (a last row without one), escaped.
  func finish() -> [UInt8] {
    let rest = pending.withLock { rest in
      defer { rest = [] }
      return rest
    }
    return Self.escape(rest)
  }

  private func completeLines(after bytes: UnsafeRawBufferPointer) -> [UInt8] {
    let whole = pending.withLock { rest -> [UInt8] in
      rest += bytes
      guard let lastFeed = rest.lastIndex(of: 0x0A) else { return [] }
      let lines = Array(rest[...lastFeed])
      rest.removeSubrange(...lastFeed)
      return lines
    }
    return Self.escape(whole)
  }

  private static func escape(_ bytes: [UInt8]) -> [UInt8] {
    guard !bytes.isEmpty else { return [] }
    return Array(TerminalText.escapedLines(String(decoding: bytes, as: UTF8.self)).utf8)
  }
}
