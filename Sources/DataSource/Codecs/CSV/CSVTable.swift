/// A whole CSV file read into rows of text through `CSVScanner`, the one CSV scanner (batch
/// mode scans through it in place): for files read whole, such as an import. Blank lines
/// are skipped; a byte order mark is dropped.
public enum CSVTable {
  public static func rows(_ bytes: [UInt8], delimiter: UInt8 = CSVScanner.comma) throws(CSVFailure)
    -> [CSVRow]
  {
    var rows: [CSVRow] = []
    var failure: CSVFailure?
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var position = bytes.starts(with: CSVCodec.byteOrderMark) ? CSVCodec.byteOrderMark.count : 0
      var line = 1
      var capacity = 16
      var fields = UnsafeMutableBufferPointer<CSVField>.allocate(capacity: capacity)
      defer { fields.deallocate() }
      while position < buffer.count {
        let scan = CSVScanner.scan(
          base, from: position, to: buffer.count, isFinal: true, fields: fields.baseAddress!,
          capacity: capacity, delimiter: delimiter)
        switch scan {
        case .incomplete:
          return
        case .malformed(let problem, let field, _, _):
          failure = CSVFailure(line: line, column: field + 1, problem: problem)
          return
        case .record(let count, let contentEnd, let next, let lineBreaks):
          if count > capacity {
            fields.deallocate()
            capacity = count
            fields = .allocate(capacity: capacity)
            continue
          }
          if count > 1 || contentEnd > position {
            let texts = CSVCodec.texts(
              of: UnsafeBufferPointer(rebasing: fields[0..<count]), in: base)
            rows.append(CSVRow(line: line, fields: texts))
          }
          line += lineBreaks
          position = next
        }
      }
    }
    if let failure { throw failure }
    return rows
  }
}
