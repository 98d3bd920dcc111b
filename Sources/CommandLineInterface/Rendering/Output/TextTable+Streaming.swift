extension TextTable {
  /// The table `TextTable(header:rows:).rendered` would make, written line by line: one
  /// pass over the rows for the column widths, a second that makes each row's cells again
  /// and writes it, so the rows never sit in memory together. `write` returns `false` to
  /// stop early (standard output closed).
  static func stream(
    header: [String], count: Int, cells: (Int) -> [String], write: (String) -> Bool
  ) {
    var widths = header.map { width(TerminalText.escaped($0)) }
    for index in 0..<count {
      for (column, cell) in cells(index).enumerated() where column < widths.count {
        widths[column] = max(widths[column], width(TerminalText.escaped(cell)))
      }
    }
    guard write(line(header, widths)) else { return }
    for index in 0..<count {
      guard write(line(cells(index), widths)) else { return }
    }
  }

  private static func line(_ cells: [String], _ widths: [Int]) -> String {
    let cells = cells.map(TerminalText.escaped)
    let last = cells.lastIndex { !$0.isEmpty } ?? 0
    var out = ""
    for index in 0...last where index < cells.count {
      if index > 0 { out += "  " }
      out += cells[index]
      if index < last {
        out += String(repeating: " ", count: widths[index] - width(cells[index]))
      }
    }
    return out + "\n"
  }
}
