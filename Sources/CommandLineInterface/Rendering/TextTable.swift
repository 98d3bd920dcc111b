/// Columns of text for people: each column as wide as its widest cell, two spaces apart.
struct TextTable {
  var header: [String]
  var rows: [[String]]

  var rendered: String {
    var widths = header.map(\.count)
    for row in rows {
      for (index, cell) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], cell.count)
      }
    }
    return ([header] + rows).map { cells in
      var line = ""
      for (index, cell) in cells.enumerated() {
        if index > 0 { line += "  " }
        line += cell
        if index < cells.count - 1 {
          line += String(repeating: " ", count: widths[index] - cell.count)
        }
      }
      while line.hasSuffix(" ") { line.removeLast() }
      return line + "\n"
    }.joined()
  }
}
