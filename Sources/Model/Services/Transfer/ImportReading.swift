import DataSource

/// An import file opened by `ImportReader` and read a window of rows at a time, so that a
/// long import can say how far it has got. A JSON document is read whole when it is opened.
public struct ImportReading {
  private var reader: (any ImportRowReader)?
  private let rows: ArraySlice<CSVRow>
  private let document: ImportBatch?
  /// Data rows read so far.
  public private(set) var rowsRead = 0

  init(document: ImportBatch) {
    self.reader = nil
    self.rows = []
    self.document = document
  }

  init(reader: any ImportRowReader, rows: ArraySlice<CSVRow>) {
    self.reader = reader
    self.rows = rows
    self.document = nil
  }

  /// Data rows in the file (0 for a JSON document).
  public var rowCount: Int { rows.count }

  public var isFinished: Bool { rowsRead == rows.count }

  /// Reads up to `count` more rows; the first bad one fails the whole file.
  public mutating func read(upTo count: Int) throws(ImportFailure) {
    guard var reader else { return }
    // Taken out while it reads, so that the copy is the only one and grows in place.
    self.reader = nil
    let end = rowsRead + min(count, rows.count - rowsRead)
    let start = rows.startIndex
    for row in rows[(start + rowsRead)..<(start + end)] {
      try reader.read(row)
    }
    self.reader = reader
    rowsRead = end
  }

  /// The rows not taken, by why (none for a JSON document, which takes all or nothing).
  public var skipped: ImportSkips { reader?.skipped ?? ImportSkips() }

  /// What the file holds; call it once every row is read.
  public func finish() -> ImportBatch {
    document ?? reader?.finish() ?? ImportBatch(format: .csv, profiles: [])
  }
}
