/// Text from the store or an input file made safe to print on a terminal: every control,
/// format or line-breaking character is shown as `\u{…}` instead of reaching the terminal,
/// where it could move the cursor, rewrite the screen or reverse the text around it.
enum TerminalText {
  static func escaped(_ text: String) -> String {
    // The common case, printable ASCII, is returned as it is without building a copy.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if isSafe(scalar) {
        out.unicodeScalars.append(scalar)
      } else {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return out
  }

  /// `escaped` for record output on a terminal (CSV's): each line escaped, the line feeds
  /// that end records kept. A file or a pipe gets the bytes as they are.
  static func escapedLines(_ text: String) -> String {
    if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A }) { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { escaped(String($0)) }.joined(separator: "\n")
  }

  /// JSON text for a terminal: every character `escaped` would show as `\u{…}` written as a
  /// JSON `\uXXXX` escape instead (a surrogate pair above U+FFFF), so the text still parses
  /// to the same strings. Outside strings JSON text is ASCII, and the encoder escapes the
  /// C0 controls within them itself: only characters from U+007F on are left to escape here.
  static func jsonEscaped(_ text: String) -> String {
    if text.utf8.allSatisfy({ $0 < 0x7F }) { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x7F || isSafe(scalar) {
        out.unicodeScalars.append(scalar)
      } else {
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      }
    }
    return out
  }

  /// `escaped`, cut after `limit` Unicode scalars with `…`: a refused value is quoted so
  /// that the user can recognise it, not in full (10 KB of combining marks, a huge cell).
  static func escaped(_ text: String, atMost limit: Int) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > limit else { return escaped(text) }
    var head = String.UnicodeScalarView()
    head.append(contentsOf: scalars.prefix(limit))
    return escaped(String(head)) + "…"
  }

  private static func isSafe(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x20 || scalar.value == 0x7F { return false }
    if scalar.isASCII { return true }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
      return false
    default:
      return !scalar.properties.isDefaultIgnorableCodePoint
    }
  }
}
