import DataSource

/// Writes records as JSON text with fields in their declared order, through the one JSON
/// writer (`JSONTextWriter`).
public enum JSONWriter {
  /// One object on one line, for NDJSON.
  public static func compact(_ record: Record) -> String {
    var out = JSONTextWriter()
    write(.object(record), indent: nil, level: 0, to: &out)
    return out.text
  }

  /// Indented for people reading `--format json`; `level` deep when it is an item of a
  /// list written piece by piece (`RecordStream`).
  public static func pretty(_ value: FieldValue, level: Int = 0) -> String {
    var out = JSONTextWriter()
    write(value, indent: "  ", level: level, to: &out)
    return out.text
  }

  private static func write(
    _ value: FieldValue, indent: String?, level: Int, to out: inout JSONTextWriter
  ) {
    switch value {
    case .string(let text): out.string(text)
    case .number(let number): out.number(decimal: number.description)
    case .integer(let number): out.integer(number)
    case .bool(let flag): out.bool(flag)
    case .null: out.null()
    case .array(let items):
      container("[", items.count, "]", indent: indent, level: level, to: &out) { index, out in
        write(items[index], indent: indent, level: level + 1, to: &out)
      }
    case .object(let record):
      let separator = indent == nil ? ":" : ": "
      container("{", record.fields.count, "}", indent: indent, level: level, to: &out) {
        index, out in
        out.key(record.fields[index].name, separator: separator)
        write(record.fields[index].value, indent: indent, level: level + 1, to: &out)
      }
    }
  }

  /// `open`, the items one per line (indented) or on one line (compact), `close`; `[]` or
  /// `{}` when empty.
  private static func container(
    _ open: String, _ count: Int, _ close: String, indent: String?, level: Int,
    to out: inout JSONTextWriter, item: (Int, inout JSONTextWriter) -> Void
  ) {
    out.punctuation(open)
    guard count > 0 else { return out.punctuation(close) }
    let inner = indent.map { "\n" + String(repeating: $0, count: level + 1) } ?? ""
    for index in 0..<count {
      out.punctuation(index == 0 ? inner : "," + inner)
      item(index, &out)
    }
    if let indent { out.punctuation("\n" + String(repeating: indent, count: level)) }
    out.punctuation(close)
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  public static func quoted(_ text: String) -> String {
    JSONText.quoted(text)
  }
}
