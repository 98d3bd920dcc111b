/// The command line's bytes before Swift reads them as text: an argument that is not UTF-8
/// would become U+FFFD in `CommandLine.arguments` and be stored so (a note, a profile's
/// name), where an import refuses the same bytes. Checked first, so nothing else sees it.
public enum ArgumentBytes {
  /// The message for the first argument of `argument(1..<count)` that is not UTF-8, with
  /// its bytes escaped (`ab\xffcd`); `nil` when every one is text.
  public static func invalidUTF8Message(count: Int, argument: (Int) -> [UInt8]) -> String? {
    for index in 1..<max(count, 1) {
      let bytes = argument(index)
      guard String(validating: bytes, as: UTF8.self) == nil else { continue }
      var shown = ""
      for byte in bytes.prefix(80) {
        if byte >= 0x20, byte < 0x7F {
          shown.append(Character(Unicode.Scalar(byte)))
        } else {
          shown += "\\x" + String(byte, radix: 16, uppercase: false).leftPadded(to: 2)
        }
      }
      return
        "argument \(index) is not UTF-8 text ('\(shown)'); bmi reads its command line as UTF-8: retype it (a file's name: rename the file)"
    }
    return nil
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
