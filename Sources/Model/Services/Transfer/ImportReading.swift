import DataSource

/// An import file opened by `ImportReader` and read a window of rows at a time, so that a
/// long import can say how far it has got. A JSON document is read whole when it is opened.
public struct ImportReading {
  private var reader: (any ImportRowReader)?
  private var rows: ArraySlice<CSVRow>
  private let document: ImportBatch?
  /// Data rows read so far.
  public private(set) var rowsRead = 0
  /// Data rows in the file (0 for a JSON document).
  public let rowCount: Int

  init(document: ImportBatch) {
    self.reader = nil
    self.rows = []
    self.rowCount = 0
    self.document = document
  }

  init(reader: any ImportRowReader, rows: ArraySlice<CSVRow>) {
    self.reader = reader
    self.rows = rows
    self.rowCount = rows.count
    self.document = nil
  }

  public var isFinished: Bool { rowsRead == rowCount }

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

  /// What the file holds; call it once every row is read. The rows are let go first, so
  /// that they and the entries made of them are never held at once.
  public mutating func finish() -> ImportBatch {
    if let document { return document }
    rows = []
    guard var reader else { return ImportBatch(format: .csv, profiles: []) }
    self.reader = nil
    let batch = reader.finish()
    // Kept for `skipped`.
    self.reader = reader
    return batch
  }
}
