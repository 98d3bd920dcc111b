/// A value from a user's file as an error message shows it: quoted, and cut to a length that
/// points at the value without repeating the record around it. A cell can hold a note or
/// other health data, and a quote left open in a CSV file makes the rest of the line, or of
/// the file, one "value"; an error line must carry none of that.
enum QuotedValue {
  /// Enough for any date, weight or name worth reading back; more is the rest of a record.
  static let limit = 32

  /// `'text'`, with `text` shortened to `limit` characters.
  static func quoted(_ text: String) -> String {
    "'" + shortened(text) + "'"
  }

  /// `text` itself when it has at most `limit` characters, else its start and `…`. The start
  /// is kept, not the end: it is what the user sees first when they open the file.
  static func shortened(_ text: String, limit: Int = limit) -> String {
    text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
  }

  /// A reason from the store document decoder, with the one quoted value it may name (`'…' is
  /// not a date`, `unknown member '…'`) shortened. Fixed words never contain a quote, so the
  /// value is whatever lies between the first quote and the last.
  static func shorteningQuotedValue(in reason: String) -> String {
    guard let open = reason.firstIndex(of: "'"), let close = reason.lastIndex(of: "'"),
      open < close
    else { return reason }
    let start = reason.index(after: open)
    return String(reason[..<start]) + shortened(String(reason[start..<close]))
      + String(reason[close...])
  }
}
