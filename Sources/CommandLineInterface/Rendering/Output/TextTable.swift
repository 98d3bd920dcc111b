/// Columns of text for people: each column as wide as its widest cell, two spaces apart,
/// no trailing spaces.
struct TextTable {
  var header: [String]
  var rows: [[String]]

  var rendered: String {
    // Cells may hold text from the store or an input file (notes): escaped for the terminal.
    let table = ([header] + rows).map { $0.map(TerminalText.escaped) }
    let lengths = table.map { $0.map(Self.width) }
    var widths = [Int](repeating: 0, count: header.count)
    for row in lengths {
      for (index, length) in row.enumerated() where index < widths.count {
        widths[index] = max(widths[index], length)
      }
    }
    // Bytes, not String appends: a history table can have 100,000 rows.
    var out: [UInt8] = []
    out.reserveCapacity(table.count * (widths.reduce(0, +) + 2 * widths.count + 1))
    for (cells, cellLengths) in zip(table, lengths) {
      let last = cells.lastIndex { !$0.isEmpty } ?? 0
      for index in 0...last where index < cells.count {
        if index > 0 { out += [0x20, 0x20] }
        out.append(contentsOf: cells[index].utf8)
        if index < last {
          out.append(contentsOf: repeatElement(0x20, count: widths[index] - cellLengths[index]))
        }
      }
      out.append(0x0A)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Characters, counted the fast way when the text is ASCII (tables can have 100,000 rows).
  static func width(_ text: String) -> Int {
    var count = 0
    for byte in text.utf8 {
      if byte >= 0x80 { return text.count }
      count += 1
    }
    return count
  }
}
