/// A whole CSV file read into rows of text through `CSVRowCursor` (and so `CSVScanner`, the
/// one CSV scanner, which batch mode scans through in place): for small files read whole.
/// Blank lines are skipped; a byte order mark is dropped.
public enum CSVTable {
  public static func rows(_ bytes: [UInt8], delimiter: UInt8 = CSVScanner.comma) throws(CSVFailure)
    -> [CSVRow]
  {
    var cursor = CSVRowCursor(bytes, delimiter: delimiter)
    var rows: [CSVRow] = []
    while let row = try cursor.next() { rows.append(row) }
    return rows
  }
}
