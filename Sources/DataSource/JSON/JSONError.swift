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
    var line = 1
    var column = 1
    for byte in bytes[0..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    self.init(line: line, column: column, reason: reason)
  }
}
