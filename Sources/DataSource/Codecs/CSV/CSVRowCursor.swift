/// A CSV file's records read one at a time from its bytes through `CSVScanner`, each as text
/// with the line it starts on: a large import is never held as text, only as its bytes.
/// Blank lines (empty, or spaces and tabs alone) are skipped; a byte order mark is dropped, and
/// so is Excel's first line `sep=X` (`CSVDelimiter.opening`: it names the delimiter, and is
/// no row). A value: a copy reads the rest of the file again from where the copy was made,
/// which is how a reader looks over the whole file before it takes the rows.
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
    let skipped = CSVDelimiter.opening(of: bytes[position...], isFinal: true)?.separatorLine ?? 0
    if skipped > 0 {
      position += skipped
      line = 2
    }
  }

  /// The next record that is not a blank line, as text, or nil at the end of the file.
  public mutating func next() throws(CSVFailure) -> CSVRow? {
    var row: CSVRow?
    let found = try nextRecord { row = CSVRow(line: $0.line, fields: $0.texts()) }
    return found ? row : nil
  }

  /// Shows `visit` the next record that is not a blank line, its fields where they lie (no
  /// text is made unless `visit` asks); false at the end of the file. Not generic: a closure
  /// from another module runs without the generic metadata a `Made` result would need.
  public mutating func nextRecord(_ visit: (CSVRecord) -> Void) throws(CSVFailure) -> Bool {
    while position < bytes.count {
      if try step(visit) { return true }
    }
    return false
  }

  /// How many records (blank lines aside) are left, found without making their text; the
  /// first malformed one is thrown, as `next` would.
  public func count() throws(CSVFailure) -> Int {
    var rest = self
    var count = 0
    while try rest.nextRecord({ _ in }) { count += 1 }
    return count
  }

  /// What one scan found.
  private enum Step {
    case record(visited: Bool, next: Int, lineBreaks: Int)
    case grow(Int)
    case malformed(CSVFailure)
  }

  /// Scans one record, shows it to `visit` and moves past it; false for a blank line (or a
  /// record wider than the room for its fields, which grows the room and stays).
  private mutating func step(_ visit: (CSVRecord) -> Void) throws(CSVFailure) -> Bool {
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
          // A line of spaces or tabs alone (a trailing line a spreadsheet left) is blank too.
          let isBlank =
            count == 1
            && (position..<contentEnd).allSatisfy {
              base[$0] == 0x20 || base[$0] == 0x09
            }
          guard !isBlank else {
            return .record(visited: false, next: next, lineBreaks: lineBreaks)
          }
          let record = CSVRecord(
            line: line, fields: UnsafeBufferPointer(rebasing: fields[0..<count]), bytes: base)
          visit(record)
          return .record(visited: true, next: next, lineBreaks: lineBreaks)
        }
      }
    }
    switch step {
    case .malformed(let failure):
      throw failure
    case .grow(let count):
      self.capacity = count
      return false
    case .record(let visited, let next, let lineBreaks):
      self.position = next
      self.line += lineBreaks
      return visited
    }
  }
}
