/// A CSV file's records read one at a time from its bytes through `CSVScanner`, each as text
/// with the line it starts on: a large import is never held as text, only as its bytes.
/// Blank lines are skipped; a byte order mark is dropped. A value: a copy reads the rest of
/// the file again from where the copy was made, which is how a reader looks over the whole
/// file before it takes the rows.
public struct CSVRowCursor: Sendable {
  private let bytes: [UInt8]
  public let delimiter: UInt8
  private var position: Int
  /// The line the next record starts on.
  public private(set) var line = 1
  /// Room for this many fields; a wider record grows it and is scanned again.
  private var capacity = 16

  public init(_ bytes: [UInt8], delimiter: UInt8 = CSVScanner.comma) {
    self.bytes = bytes
    self.delimiter = delimiter
    position = bytes.starts(with: CSVCodec.byteOrderMark) ? CSVCodec.byteOrderMark.count : 0
  }

  /// The next record that is not a blank line, or nil at the end of the file. `columns`:
  /// only these fields' text is made, the others are empty (a look over one column of a
  /// large file); nil for every field.
  public mutating func next(columns: [Int]? = nil) throws(CSVFailure) -> CSVRow? {
    while position < bytes.count {
      if let row = try step(columns: columns) { return row }
    }
    return nil
  }

  /// How many records (blank lines aside) are left, found without making their text; the
  /// first malformed one is thrown, as `next` would.
  public func count() throws(CSVFailure) -> Int {
    var rest = self
    var count = 0
    while rest.position < rest.bytes.count {
      if try rest.step(columns: []) != nil { count += 1 }
    }
    return count
  }

  /// What one scan found.
  private enum Step {
    case record(CSVRow?, next: Int, lineBreaks: Int)
    case grow(Int)
    case malformed(CSVFailure)
  }

  /// Scans one record and moves past it: its row with the text of `columns` (every field
  /// when nil, no fields at all when empty), or nil for a blank line.
  private mutating func step(columns: [Int]?) throws(CSVFailure) -> CSVRow? {
    let (position, line, capacity, delimiter) = (position, line, capacity, delimiter)
    let step: Step = bytes.withUnsafeBufferPointer { buffer in
      withUnsafeTemporaryAllocation(of: CSVField.self, capacity: capacity) { fields in
        let base = buffer.baseAddress!
        let scan = CSVScanner.scan(
          base, from: position, to: buffer.count, isFinal: true, fields: fields.baseAddress!,
          capacity: capacity, delimiter: delimiter)
        switch scan {
        case .incomplete:
          // Only a window of a stream can end inside a record.
          preconditionFailure("a whole file's record is never incomplete")
        case .malformed(let problem, let field, _, _):
          return .malformed(CSVFailure(line: line, column: field + 1, problem: problem))
        case .record(let count, let contentEnd, let next, let lineBreaks):
          if count > capacity { return .grow(count) }
          guard count > 1 || contentEnd > position else {
            return .record(nil, next: next, lineBreaks: lineBreaks)
          }
          let texts: [String]
          if let columns {
            var some = columns.isEmpty ? [] : Array(repeating: "", count: count)
            for column in columns where column < count {
              some[column] = CSVCodec.text(of: fields[column], in: base)
            }
            texts = some
          } else {
            texts = CSVCodec.texts(of: UnsafeBufferPointer(rebasing: fields[0..<count]), in: base)
          }
          return .record(CSVRow(line: line, fields: texts), next: next, lineBreaks: lineBreaks)
        }
      }
    }
    switch step {
    case .malformed(let failure):
      throw failure
    case .grow(let count):
      self.capacity = count
      return nil
    case .record(let row, let next, let lineBreaks):
      self.position = next
      self.line += lineBreaks
      return row
    }
  }
}
