/// How strings and numbers are written in JSON text, shared by the store and the front.
public enum JSONText {
  /// A JSON string literal: quotes, backslashes and control characters escaped (see
  /// `quotedBytes`, which holds the one escape policy).
  public static func quoted(_ text: String) -> String {
    String(decoding: quotedBytes(text), as: UTF8.self)
  }

  /// The shortest text that reads back as exactly `value` (`70.2`, `175.0`).
  public static func number(_ value: Double) -> String {
    value.description
  }
}
