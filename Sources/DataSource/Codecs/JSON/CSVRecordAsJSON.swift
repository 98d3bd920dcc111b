/// A CSV record's cells as the members of a JSON object, written straight from the record's
/// bytes: batch mode turns every CSV row into an NDJSON line this way, without a `String`
/// per cell (`CSVRecordAsJSONTests` compares it with `JSONTextWriter` over each cell's text).
public struct CSVRecordAsJSON: Sendable {
  /// Each column's `{"name":"` or `,"name":"`, one after the other: written once by the one
  /// JSON writer, then copied for every row.
  private let keys: [UInt8]
  private let keyOffsets: [Int]

  public init(names: [String]) {
    var keys = JSONTextWriter()
    var keyOffsets = [0]
    for (index, name) in names.enumerated() {
      keys.punctuation(index == 0 ? "{" : ",")
      keys.key(name, separator: ":\"")
      keyOffsets.append(keys.bytes.count)
    }
    self.keys = keys.bytes
    self.keyOffsets = keyOffsets
  }

  /// Bytes of all the keys together: what a row needs beyond its cells' escaped bytes.
  public var keyLength: Int { keys.count }

  /// Appends `{"name":"value"` for the columns' fields (the first one per column), each value
  /// a JSON string of the cell's text; the caller closes the object.
  public func write(
    _ bytes: UnsafePointer<UInt8>, fields: UnsafeMutableBufferPointer<CSVField>,
    to sink: inout ByteSink
  ) {
    keys.withUnsafeBufferPointer { keys in
      for (index, field) in fields.prefix(keyOffsets.count - 1).enumerated() {
        sink.append(keys.baseAddress!, keyOffsets[index]..<keyOffsets[index + 1])
        let content = field.content
        if JSONText.isASCII(bytes, content) {
          JSONText.appendEscaped(bytes, content, undoublingQuotes: field.isQuoted, to: &sink)
        } else {
          // Decoding repairs invalid UTF-8 (as U+FFFD) just as a `String` would.
          let quoted = JSONText.quotedBytes(CSVCodec.text(of: field, in: bytes))
          quoted.withUnsafeBufferPointer { quoted in
            sink.append(quoted.baseAddress!, 1..<(quoted.count - 1))
          }
        }
        sink.append(UInt8(ascii: "\""))
      }
    }
  }
}
