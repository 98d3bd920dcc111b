/// A failure to report: one line for stderr, and the exit status it ends with.
public struct CommandLineError: Error, Sendable, Equatable {
  public let status: ExitStatus
  public let message: String

  public init(_ status: ExitStatus, _ message: String) {
    self.status = status
    self.message = message
  }

  public static func usage(_ message: String) -> CommandLineError {
    CommandLineError(.usage, message)
  }

  /// The message as one printable line: control characters a user typed into a value
  /// (a newline, an escape sequence) are shown escaped, never acted on by the terminal.
  /// That includes the C1 controls (U+009B is a one-character escape sequence to some
  /// terminals) and the bidirectional overrides, which can make a value read backwards.
  public var printableMessage: String {
    var line = ""
    for scalar in message.unicodeScalars {
      switch scalar {
      case "\n": line += "\\n"
      case "\r": line += "\\r"
      case "\t": line += "\\t"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        line += "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
      case _ where (0x80...0x9F).contains(scalar.value) || Self.isBidiControl(scalar):
        line += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: line.unicodeScalars.append(scalar)
      }
    }
    return line
  }

  /// Embeddings and overrides, isolates, and the three direction marks: each can reorder
  /// what a terminal shows, so a value could make the rest of the message read differently.
  private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      || [0x200E, 0x200F, 0x061C].contains(scalar.value)
  }
}
