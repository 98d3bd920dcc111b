/// Prints records for scripts: JSON (an object, or an array for a list), CSV (a header and
/// one row per record) or NDJSON (one object per line). All three carry the same fields, named
/// and ordered by `FieldCatalog`; `text` here is a table headed by the field names.
enum RecordOutput {
  /// A list of records of one kind: the CSV header and the text table's come from the catalog,
  /// so they are there even when there are no records.
  static func list(_ records: [Record], of kind: RecordKind, format: OutputFormat) -> String {
    if format == .text {
      return TextTable(
        header: kind.names,
        rows: records.map { $0.fields.map { $0.value == .null ? "-" : $0.value.csvText } }
      )
      .rendered
    }
    return list(records, fields: kind.names, format: format)
  }

  /// A list; `fields` gives the CSV header even when there are no records.
  static func list(_ records: [Record], fields: [String], format: OutputFormat) -> String {
    switch format {
    case .json: return JSONWriter.pretty(.array(records.map(FieldValue.object))) + "\n"
    case .ndjson: return records.map { JSONWriter.compact($0) + "\n" }.joined()
    case .csv: return CSVWriter.line(fields) + records.map(CSVWriter.row).joined()
    case .text, .value: return ""
    }
  }

  static func single(_ record: Record, format: OutputFormat) -> String {
    switch format {
    case .json: return JSONWriter.pretty(.object(record)) + "\n"
    case .ndjson: return JSONWriter.compact(record) + "\n"
    case .csv: return CSVWriter.header(record) + CSVWriter.row(record)
    case .text, .value: return ""
    }
  }
}
