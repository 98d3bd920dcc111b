import DataSource
import Model

/// Writes a cell as CSV would need it.
enum CSVCodecHelp {
  static func quoted(_ text: String) -> String {
    String(decoding: CSVCodec.field(Array(text.utf8)), as: UTF8.self)
  }
}
