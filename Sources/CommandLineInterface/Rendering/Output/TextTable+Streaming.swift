extension TextTable {
  /// The table `TextTable(header:rows:).rendered` would make, written line by line: one
  /// pass over the rows for the column widths, a second that makes each row's cells again
  /// and writes it, so the rows never sit in memory together. `write` returns `false` to
  /// stop early (standard output closed).
  ///
  /// Up to `keptRows` rows are made once and kept for the second pass (quicker, and small);
  /// a longer table makes them twice rather than hold them all. Lines go to `write` in
  /// chunks of about 64 KiB.
  static func stream(
    header: [String], count: Int, cells: (Int) -> [String], write: (String) -> Bool
  ) {
    let keeping = count <= keptRows
    var kept: [[String]] = []
    var widths = header.map { width(TerminalText.escaped($0)) }
    for index in 0..<count {
      let row = cells(index).map(TerminalText.escaped)
      for (column, cell) in row.enumerated() where column < widths.count {
        widths[column] = max(widths[column], width(cell))
      }
      if keeping { kept.append(row) }
    }
    // Bytes, not String appends, as in `rendered`.
    var chunk: [UInt8] = []
    chunk.reserveCapacity(1 << 17)
    append(header.map(TerminalText.escaped), widths, to: &chunk)
    for index in 0..<count {
      append(keeping ? kept[index] : cells(index).map(TerminalText.escaped), widths, to: &chunk)
      if chunk.count >= 1 << 16 {
        guard write(String(decoding: chunk, as: UTF8.self)) else { return }
        chunk.removeAll(keepingCapacity: true)
      }
    }
    _ = write(String(decoding: chunk, as: UTF8.self))
  }

  static let keptRows = 20_000

  /// One line of cells already escaped.
  private static func append(_ cells: [String], _ widths: [Int], to out: inout [UInt8]) {
    let last = cells.lastIndex { !$0.isEmpty } ?? 0
    for index in 0...last where index < cells.count {
      if index > 0 { out += [0x20, 0x20] }
      out.append(contentsOf: cells[index].utf8)
      if index < last {
        out.append(contentsOf: repeatElement(0x20, count: widths[index] - width(cells[index])))
      }
    }
    out.append(0x0A)
  }
}
