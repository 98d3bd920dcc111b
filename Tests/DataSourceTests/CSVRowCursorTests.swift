import DataSource
import Testing

/// `CSVRowCursor` reads a file's records one at a time exactly as `CSVTable` reads them
/// whole, counts them without making text, makes only the fields asked for, and replays from
/// a copy: an import walks a large file this way instead of holding it as text.
struct CSVRowCursorTests {
  static let files: [String] = [
    "a,b\n\"x, y\",\"say \"\"hi\"\"\"\n\"two\nlines\",z\n",
    "\u{FEFF}a,b\r\n\r\n1,2\r\n\n3,4",
    "a,b\r1,2\r3,4\r",
    "a,b\n1,2\r\n3,4\r5,6",
    ",,\n\n\n",
    (0..<40).map { "c\($0)" }.joined(separator: ",") + "\n"
      + (0..<40).map { "\($0)" }.joined(separator: ",") + "\n1,2\n",
    "",
    "\n\n",
  ]

  static func all(_ cursor: CSVRowCursor) throws -> [CSVRow] {
    var cursor = cursor
    var rows: [CSVRow] = []
    while let row = try cursor.next() { rows.append(row) }
    return rows
  }

  /// Every record's line and the text of `columns` only, the others empty, through
  /// `nextRecord`.
  static func all(_ cursor: CSVRowCursor, columns: [Int]) throws -> [CSVRow] {
    var cursor = cursor
    var rows: [CSVRow] = []
    while try cursor.nextRecord({ record in
      var texts = columns.isEmpty ? [] : Array(repeating: "", count: record.count)
      for column in columns where column < record.count { texts[column] = record.text(column) }
      rows.append(CSVRow(line: record.line, fields: texts))
    }) {}
    return rows
  }

  @Test(arguments: files)
  func next_readsTheRowsCSVTableReads(text: String) throws {
    let bytes = Array(text.utf8)
    #expect(try Self.all(CSVRowCursor(bytes)) == CSVTable.rows(bytes))
  }

  @Test(arguments: files)
  func count_isTheNumberOfRows(text: String) throws {
    let bytes = Array(text.utf8)
    #expect(try CSVRowCursor(bytes).count() == CSVTable.rows(bytes).count)
  }

  @Test func nextRecord_makesOnlyTheFieldsAskedFor_andKeepsLinesAndWidths() throws {
    let bytes = Array("date,weight,note\n2024-01-02,80.1,\"a, b\"\n\n2024-01-03,80.0\n".utf8)
    let sut = try Self.all(CSVRowCursor(bytes), columns: [0, 2])
    #expect(
      sut.map(\.fields) == [
        ["date", "", "note"], ["2024-01-02", "", "a, b"], ["2024-01-03", ""],
      ])
    #expect(sut.map(\.line) == [1, 2, 4])
    #expect(try Self.all(CSVRowCursor(bytes), columns: []).map(\.fields) == [[], [], []])
  }

  @Test func copy_readsTheRestAgain_fromWhereItWasMade() throws {
    var cursor = CSVRowCursor(Array("h\n1\n2\n3\n".utf8))
    _ = try cursor.next()
    _ = try cursor.next()
    let copy = cursor
    #expect(try Self.all(copy).map(\.fields) == [["2"], ["3"]])
    #expect(try copy.count() == 2)
    #expect(try cursor.next()?.fields == ["2"])
  }

  @Test func malformedRecord_isThrownByNextAndCount_withItsLine() {
    let bytes = Array("a,b\n1,2\n3,4\n\"x\"y,2\n5,6\n".utf8)
    let failure = CSVFailure(line: 4, column: 1, problem: .textAfterClosingQuote)
    #expect(throws: failure) { try Self.all(CSVRowCursor(bytes)) }
    #expect(throws: failure) { try CSVRowCursor(bytes).count() }
  }

  @Test func record_givesTheRowsCellsAndBytes_scannedOrMadeFromARow() throws {
    let bytes = Array("\"a, \"\"b\"\"\",12/01/2024,,x\n".utf8)
    var cursor = CSVRowCursor(bytes)
    let look = { (record: CSVRecord) in
      [
        record.count, record.line, record.field(1, contains: UInt8(ascii: "/")) ? 1 : 0,
        record.field(0, contains: UInt8(ascii: "/")) ? 1 : 0,
        record.field(9, contains: UInt8(ascii: "x")) ? 1 : 0,
      ].map(String.init) + [record.text(0), record.text(2), record.text(9)] + record.texts()
    }
    var scanned: [String] = []
    #expect(try cursor.nextRecord { scanned = look($0) })
    #expect(
      scanned == ["4", "1", "1", "0", "0", "a, \"b\"", "", "", "a, \"b\"", "12/01/2024", "", "x"])
    var made: [String] = []
    CSVRecord.visit(CSVRow(line: 1, fields: ["a, \"b\"", "12/01/2024", "", "x"])) {
      made = look($0)
    }
    #expect(made == scanned)
  }

  /// Excel's `sep=;` line after a byte order mark is no row: the header is line 2.
  @Test func excelSeparatorLine_isPassedOver_andLinesCountIt() throws {
    let bytes = CSVCodec.byteOrderMark + Array("sep=;\r\nDatum;Gewicht\r\n20.11.2026;80,1\r\n".utf8)
    let sut = try Self.all(
      CSVRowCursor(bytes, delimiter: CSVDelimiter.detect(in: bytes.dropFirst(3))))
    #expect(sut.map(\.fields) == [["Datum", "Gewicht"], ["20.11.2026", "80,1"]])
    #expect(sut.map(\.line) == [2, 3])
  }
}
