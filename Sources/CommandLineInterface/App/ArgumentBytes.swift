import DataSource

/// The command line's bytes before Swift reads them as text: an argument that is not UTF-8
/// would become U+FFFD in `CommandLine.arguments` and be stored so (a note, a profile's
/// name), where an import refuses the same bytes. Checked first, so nothing else sees it,
/// and on the bytes where they are: `calc`'s start-up is measured in microseconds.
public enum ArgumentBytes {
  /// The message for the first argument of `argument(1..<count)` that is not UTF-8, with
  /// its bytes escaped (`ab\xffcd`); `nil` when every one is text.
  public static func invalidUTF8Message(
    count: Int, argument: (Int) -> UnsafeBufferPointer<UInt8>
  ) -> String? {
    for index in 1..<max(count, 1) {
      let bytes = argument(index)
      // ASCII, the common case, is text without a validator.
      guard bytes.contains(where: { $0 >= 0x80 }) else { continue }
      var validator = UTF8Validator()
      guard validator.firstInvalid(in: bytes, isFinal: true) != nil else { continue }
      var shown = ""
      for byte in bytes.prefix(80) {
        if byte >= 0x20, byte < 0x7F {
          shown.append(Character(Unicode.Scalar(byte)))
        } else {
          let hex = String(byte, radix: 16)
          shown += "\\x" + (hex.count == 1 ? "0" : "") + hex
        }
      }
      return
        "argument \(index) is not UTF-8 text ('\(shown)'); bmi reads its command line as UTF-8: retype it (a file's name: rename the file)"
    }
    return nil
  }
}
