import DataSource

/// An import file opened by `ImportReader` and read a window of rows at a time, so that a
/// long import can say how far it has got. A JSON document is read whole when it is opened.
public struct ImportReading {
  private var reader: (any ImportRowReader)?
  private var rows: ImportRows?
  private let document: ImportBatch?
  /// A document's elements not taken (`FitbitImport`), or the lines a reader of rows never
  /// saw (an NDJSON line that is no JSON object, with `--skip-invalid`).
  private let documentSkips: ImportSkips
  /// Data rows read so far.
  public private(set) var rowsRead = 0
  /// Data rows in the file (0 for a JSON document).
  public let rowCount: Int
  /// The format a table made from another layout names its batch (a Tanita card's).
  private let format: ImportBatch.Format?

  /// A document reader's result: its batch and the rows it passed over.
  init(_ read: (batch: ImportBatch, skips: ImportSkips)) {
    self.init(document: read.batch, skips: read.skips)
  }

  init(document: ImportBatch, skips: ImportSkips = ImportSkips()) {
    self.format = nil
    self.reader = nil
    self.rows = nil
    self.rowCount = 0
    self.document = document
    self.documentSkips = skips
  }

  /// `count`: the rows `rows` holds, when already counted; else they are counted here (a
  /// malformed record refuses the file before any row is read).
  init(
    reader: any ImportRowReader, rows: ImportRows, count: Int? = nil,
    skipped: ImportSkips = ImportSkips(), format: ImportBatch.Format? = nil
  ) throws(ImportFailure) {
    self.format = format
    self.reader = reader
    self.rows = rows
    if let count { self.rowCount = count } else { self.rowCount = try rows.count() }
    self.document = nil
    self.documentSkips = skipped
  }

  public var isFinished: Bool { rows == nil || rowsRead == rowCount }

  /// The file's text read through `--encoding`'s code page as words no language writes.
  var misreadText: MisreadTextNote?

  /// Reads up to `count` more rows; the first bad one fails the whole file.
  public mutating func read(upTo count: Int) throws(ImportFailure) {
    guard var reader, var rows else { return }
    // Taken out while they are read, so that each copy is the only one and changes in place.
    (self.reader, self.rows) = (nil, nil)
    var read = 0
    while read < count, let row = try rows.next() {
      try reader.read(row)
      read += 1
    }
    // The count said how many rows there are: fewer means the end.
    (self.reader, self.rows) = (reader, read < count ? nil : rows)
    rowsRead = read < count ? rowCount : rowsRead + read
  }

  /// The rows not taken, by why (a JSON document's elements not taken, when it has any).
  public var skipped: ImportSkips {
    guard var skips = reader?.skipped else { return documentSkips }
    skips.add(documentSkips)
    return skips
  }

  /// What the file holds; call it once every row is read. The rows are let go first, so
  /// that they and the entries made of them are never held at once.
  public mutating func finish() -> ImportBatch {
    if var document {
      document.misreadText = misreadText
      return document
    }
    rows = nil
    guard var reader else { return ImportBatch(format: .csv, profiles: []) }
    self.reader = nil
    var batch = reader.finish()
    if let format { batch.format = format }
    batch.misreadText = misreadText
    // Kept for `skipped`.
    self.reader = reader
    return batch
  }
}
