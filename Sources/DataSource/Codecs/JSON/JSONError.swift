/// JSON that could not be read, with the 1-based line and column where reading stopped.
public struct JSONError: Error, Sendable, Equatable {
  public let line: Int
  public let column: Int
  public let reason: String

  public init(line: Int, column: Int, reason: String) {
    self.line = line
    self.column = column
    self.reason = reason
  }

  /// The error at byte `offset` of `bytes`; the column counts characters, not bytes.
  init(_ reason: String, at offset: Int, in bytes: [UInt8]) {
    // Counted over a buffer pointer: an error at the end of a 20 MB store took most of a
    // second in an unoptimized build (the tests') going through the array.
    let (line, column) = bytes.withUnsafeBufferPointer { buffer in
      let newline = UInt8(ascii: "\n")
      var line = 1
      var column = 1
      for byte in UnsafeBufferPointer(rebasing: buffer[0..<min(offset, buffer.count)]) {
        if byte == newline {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      return (line, column)
    }
    self.init(line: line, column: column, reason: reason)
  }
}
