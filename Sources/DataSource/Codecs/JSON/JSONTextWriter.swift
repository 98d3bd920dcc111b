/// Builds JSON text as bytes: the one JSON writer, behind `--format json`, NDJSON records and
/// the store file. Strings go through `JSONText`'s escape policy and numbers through its
/// number form; the caller chooses the layout with `punctuation`.
///
/// Batch mode writes its rows straight into a `ByteSink` for speed, with the same escape
/// function (`JSONText.appendEscaped`) this writer uses.
public struct JSONTextWriter: Sendable {
  public private(set) var bytes: [UInt8]

  public init(reservingCapacity capacity: Int = 0) {
    bytes = []
    bytes.reserveCapacity(capacity)
  }

  /// The text written so far.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Structure and layout, written as given: `{`, `": "`, `,\n  `.
  public mutating func punctuation(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// One byte of structure or layout.
  public mutating func punctuation(_ byte: UInt8) {
    bytes.append(byte)
  }

  /// A string literal with its quotes, escaped by the one policy.
  public mutating func string(_ text: String) {
    bytes.append(contentsOf: JSONText.quotedBytes(text))
  }

  /// A string literal, or `null`.
  public mutating func string(orNull text: String?) {
    guard let text else { return null() }
    string(text)
  }

  /// A number in the shortest form that reads back as exactly `value`.
  public mutating func number(_ value: Double) {
    bytes.append(contentsOf: JSONText.number(value).utf8)
  }

  /// A number, or `null`.
  public mutating func number(orNull value: Double?) {
    guard let value else { return null() }
    number(value)
  }

  /// A number already written as a plain decimal (`22.86`), such as a rounded value.
  public mutating func number(decimal text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  public mutating func integer(_ value: Int) {
    bytes.append(contentsOf: String(value).utf8)
  }

  public mutating func bool(_ value: Bool) {
    punctuation(value ? "true" : "false")
  }

  public mutating func null() {
    punctuation("null")
  }

  /// A member name and its separator (`"name": ` or, compact, `"name":`).
  public mutating func key(_ name: String, separator: String = ": ") {
    string(name)
    punctuation(separator)
  }
}
