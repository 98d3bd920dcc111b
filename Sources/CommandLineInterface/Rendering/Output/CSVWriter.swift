/// Writes RFC 4180 CSV: fields holding a comma, quote, CR or LF are quoted, quotes doubled.
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

  public static func escaped(_ cell: String) -> String {
    // Scalars, not Characters: "\r\n" is a single Character in Swift.
    let needsQuotes = cell.unicodeScalars.contains {
      $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r"
    }
    guard needsQuotes else { return cell }
    var quoted = "\""
    for scalar in cell.unicodeScalars {
      if scalar == "\"" { quoted += "\"\"" } else { quoted.unicodeScalars.append(scalar) }
    }
    return quoted + "\""
  }
}
