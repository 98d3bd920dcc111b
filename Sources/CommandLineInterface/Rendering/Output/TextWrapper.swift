/// Wraps prose at a column width, for help text that fits the terminal.
public enum TextWrapper {
  /// Lines of at most `width` terminal columns (`DisplayWidth`), each after the first
  /// indented by `indent` spaces. A word longer than the width stands alone on its line
  /// rather than being cut.
  public static func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
    var lines: [String] = []
    var current = ""
    var columns = 0
    let available = max(width - indent, 20)
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let wordColumns = DisplayWidth.columns(of: word)
      if current.isEmpty {
        (current, columns) = (String(word), wordColumns)
      } else if columns + 1 + wordColumns <= available {
        current += " " + word
        columns += 1 + wordColumns
      } else {
        lines.append(current)
        (current, columns) = (String(word), wordColumns)
      }
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    let padding = String(repeating: " ", count: indent)
    return lines.enumerated().map { $0.offset == 0 ? $0.element : padding + $0.element }
  }
}
