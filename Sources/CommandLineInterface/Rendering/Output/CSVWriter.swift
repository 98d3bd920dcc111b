import DataSource

/// Writes records as RFC 4180 CSV lines (LF-terminated), each field escaped by `CSVCodec`.
public enum CSVWriter {
  public static func header(_ record: Record) -> String {
    line(record.names)
  }

  public static func row(_ record: Record) -> String {
    line(record.fields.map(\.value.csvText))
  }

  public static func line(_ cells: [String]) -> String {
    cells.map(escaped).joined(separator: ",") + "\n"
  }

  /// The cell as a CSV field, by the one escape policy (`CSVCodec.field`).
  public static func escaped(_ cell: String) -> String {
    CSVCodec.field(cell)
  }
}
