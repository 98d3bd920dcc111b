import Model

/// One value in a machine-readable record, printed the same way in JSON, CSV and NDJSON.
public enum FieldValue: Sendable, Equatable {
  case string(String)
  case number(FixedDecimal)
  case integer(Int)
  case bool(Bool)
  case null
  case array([FieldValue])
  case object(Record)

  /// How the value reads in a CSV cell (before quoting).
  public var csvText: String {
    switch self {
    case .string(let text): return text
    case .number(let number): return number.description
    case .integer(let number): return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return ""
    case .array(let items): return items.map(\.csvText).joined(separator: ";")
    case .object(let record): return JSONWriter.compact(record)
    }
  }
}
