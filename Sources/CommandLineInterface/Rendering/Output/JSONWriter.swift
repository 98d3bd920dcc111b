import DataSource

/// Writes records as JSON text with fields in their declared order.
public enum JSONWriter {
  /// One object on one line, for NDJSON.
  public static func compact(_ record: Record) -> String {
    write(.object(record), indent: nil, level: 0)
  }

  /// Indented for people reading `--format json`.
  public static func pretty(_ value: FieldValue) -> String {
    write(value, indent: "  ", level: 0)
  }

  private static func write(_ value: FieldValue, indent: String?, level: Int) -> String {
    switch value {
    case .string(let text): return quoted(text)
    case .number(let number): return number.description
    case .integer(let number): return String(number)
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    case .array(let items):
      guard !items.isEmpty else { return "[]" }
      let inner = items.map { write($0, indent: indent, level: level + 1) }
      return container("[", inner, "]", indent: indent, level: level)
    case .object(let record):
      guard !record.fields.isEmpty else { return "{}" }
      let separator = indent == nil ? ":" : ": "
      let inner = record.fields.map {
        quoted($0.name) + separator + write($0.value, indent: indent, level: level + 1)
      }
      return container("{", inner, "}", indent: indent, level: level)
    }
  }

  private static func container(
    _ open: String, _ items: [String], _ close: String, indent: String?, level: Int
  ) -> String {
    guard let indent else { return open + items.joined(separator: ",") + close }
    let inner = String(repeating: indent, count: level + 1)
    let outer = String(repeating: indent, count: level)
    return open + "\n" + items.map { inner + $0 }.joined(separator: ",\n") + "\n" + outer + close
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  public static func quoted(_ text: String) -> String {
    JSONText.quoted(text)
  }
}
