import DataSource

/// Libra's export: `#` comment lines (`#Version: 6`, `#Units: kg`), then a commented header
/// `#date;weight;weight trend;…` and `;`-separated rows dated in ISO 8601 UTC. Any other
/// CSV that starts with `#` comments is read too, its first other line as the header.
enum LibraTable {
  static func read(_ bytes: [UInt8]) throws(ImportFailure) -> (ImportTable, ImportRows, UnitSystem?)
  {
    var units: UnitSystem?
    var header: [String]?
    var data: [UInt8] = []
    var dataStartLine = 0
    var line = 0
    for text in lines(of: bytes) {
      line += 1
      guard text.first == UInt8(ascii: "#") else {
        if header != nil || !text.allSatisfy({ $0 == 0x20 || $0 == 0x0D }) {
          if dataStartLine == 0 { dataStartLine = line }
          data += text + [UInt8(ascii: "\n")]
        }
        continue
      }
      let raw = String(decoding: text.dropFirst(), as: UTF8.self)
      let comment = raw.trimmingCharacters(in: "\r").trimmingSpaces
      if comment.lowercased().hasPrefix("units:") {
        let unit = String(comment.dropFirst(6)).trimmingSpaces.lowercased()
        units = unit.hasPrefix("lb") ? .imperial : unit.hasPrefix("kg") ? .metric : nil
      } else if comment.contains(";") {
        header = comment.split(separator: ";", omittingEmptySubsequences: false).map {
          String($0).trimmingSpaces.lowercased()
        }
      }
    }
    let rows: [CSVRow]
    do {
      // Without a commented header, the first line that is not a comment is the header.
      let delimiter = header == nil ? CSVDelimiter.detect(in: data) : CSVDelimiter.semicolon
      rows = try CSVTable.rows(data, delimiter: delimiter).map {
        CSVRow(line: $0.line + dataStartLine - 1, fields: $0.fields)
      }
    } catch {
      throw .csv(error)
    }
    let names: [String]
    var dataRows = rows[...]
    if let header {
      names = header
    } else {
      guard let first = dataRows.popFirst() else { throw .empty }
      names = first.fields.map { $0.trimmingSpaces.lowercased() }
    }
    guard !dataRows.isEmpty else { throw .empty }
    return (ImportTable(header: names), ImportRows(dataRows), units)
  }

  /// The lines of `bytes`, each ended by LF, CRLF (its CR kept, as the CSV reader takes it)
  /// or a lone CR (an old Mac's line end, which some tools still write).
  private static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        lines.append(bytes[start..<index])
        start = index + 1
      } else if byte == 0x0D, index + 1 == bytes.count || bytes[index + 1] != 0x0A {
        lines.append(bytes[start..<index])
        start = index + 1
      }
      index += 1
    }
    lines.append(bytes[start...])
    return lines
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var text = Substring(self)
    while let last = text.last, set.contains(last) { text = text.dropLast() }
    return String(text)
  }
}
