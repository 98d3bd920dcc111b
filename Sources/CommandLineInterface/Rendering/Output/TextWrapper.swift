/// Wraps prose at a column width, for help text that fits the terminal.
public enum TextWrapper {
  /// Lines of at most `width` characters, each after the first indented by `indent` spaces.
  /// A word longer than the width stands alone on its line rather than being cut.
  public static func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
    var lines: [String] = []
    var current = ""
    let available = max(width - indent, 20)
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if current.isEmpty {
        current = String(word)
      } else if current.count + 1 + word.count <= available {
        current += " " + word
      } else {
        lines.append(current)
        current = String(word)
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    let padding = String(repeating: " ", count: indent)
    return lines.enumerated().map { $0.offset == 0 ? $0.element : padding + $0.element }
  }
}
