import DataSource

/// `bmi export --format ndjson` read back: each line an object with the export CSV's
/// fields, turned into the rows `ExportCSVImport` reads.
enum NDJSONExportImport {
  /// Whether a file that starts with `{` holds one object a line (rather than one store
  /// document, which may be on one line too): its first line is a whole object without the
  /// store document's `schema_version` and `profiles`.
  static func isNDJSON(_ bytes: [UInt8]) -> Bool {
    let firstLine = Array(bytes.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") })
    var reader = JSONReader(firstLine)
    var keys: Set<String> = []
    guard (try? JSONFlatObject.readOrdered(&reader, { name, _ in keys.insert(name) })) != nil,
      (try? reader.readEnd()) != nil
    else { return false }
    // One object alone in the file, of nested values or without an export row's profile
    // and weight, is a minified JSON document (Garmin's `weigh_ins.json`, another app's
    // export), read and refused as a pretty-printed one is, not a row.
    let rest = bytes.dropFirst(firstLine.count)
    let isRow = keys.contains(ExportColumns.profile) && keys.contains(ExportColumns.weight)
    if !isRow, rest.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
      return false
    }
    return !keys.contains("schema_version") && !keys.contains("profiles")
  }

  /// The rows, and with `skipInvalid` the lines after the first that are no JSON object (a
  /// `NaN`, a number too large, a key twice, a lone surrogate), counted rather than refusing
  /// the file, as a CSV row of the wrong shape is.
  static func table(_ bytes: [UInt8], skipInvalid: Bool = false) throws(ImportFailure) -> (
    ImportTable, ImportRows, ImportSkips
  ) {
    var header: [String] = []
    var rows: [CSVRow] = []
    var skips = ImportSkips()
    var line = 0
    for text in LineEnd.lines(bytes) {
      line += 1
      if text.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
      var fields: [(String, String)] = []
      do {
        var reader = JSONReader(Array(text))
        try JSONFlatObject.readOrdered(&reader) { fields.append(($0, $1)) }
        try reader.readEnd()
      } catch {
        if skipInvalid, !header.isEmpty {
          skips.add(.unreadable(column: "JSON object"), line: line)
          continue
        }
        throw .json(JSONError(line: line, column: error.column, reason: error.reason))
      }
      if header.isEmpty { header = fields.map { $0.0.lowercased() } }
      let values = Dictionary(fields.map { ($0.0.lowercased(), $0.1) }) { _, last in last }
      rows.append(CSVRow(line: line, fields: header.map { values[$0] ?? "" }))
    }
    guard !rows.isEmpty else { throw .empty }
    guard header.contains(ExportColumns.profile), header.contains(ExportColumns.weight) else {
      throw .notExportNDJSON(keys: header)
    }
    return (ImportTable(header: header), ImportRows(rows[...]), skips)
  }
}
