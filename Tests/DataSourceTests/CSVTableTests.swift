import DataSource
import Testing

struct CSVTableTests {
  static func rows(_ text: String, delimiter: Character = ",") throws -> [CSVRow] {
    try CSVTable.rows(Array(text.utf8), delimiter: delimiter.asciiValue!)
  }

  @Test func rows_quotedFields_holdDelimitersQuotesAndLineBreaks() throws {
    let sut = try Self.rows("a,b\n\"x, y\",\"say \"\"hi\"\"\"\n\"two\nlines\",z\n")
    #expect(sut.map(\.fields) == [["a", "b"], ["x, y", "say \"hi\""], ["two\nlines", "z"]])
    #expect(sut.map(\.line) == [1, 2, 3])
  }

  @Test func rows_crlfBOMAndBlankLines_areHandled() throws {
    let sut = try CSVTable.rows([0xEF, 0xBB, 0xBF] + Array("a,b\r\n\r\n1,2\r\n\n3,4".utf8))
    #expect(sut.map(\.fields) == [["a", "b"], ["1", "2"], ["3", "4"]])
    #expect(sut.map(\.line) == [1, 3, 5])
  }

  @Test func rows_semicolonsAndTabs_splitLikeCommas() throws {
    #expect(
      try Self.rows("Datum;Gewicht (kg)\n21.11.2026;\"79,6\"\n", delimiter: ";").map(\.fields)
        == [["Datum", "Gewicht (kg)"], ["21.11.2026", "79,6"]])
    #expect(
      try Self.rows("a\tb\n1\t2\n", delimiter: "\t").map(\.fields) == [["a", "b"], ["1", "2"]])
  }

  @Test func rows_emptyFields_arePreserved() throws {
    #expect(try Self.rows(",,\n").map(\.fields) == [["", "", ""]])
  }

  @Test(arguments: [
    ("a,b\n1,\"open\n", CSVFailure(line: 2, column: 2, problem: .unterminatedQuote)),
    ("a,b\n\"x\"y,2\n", CSVFailure(line: 2, column: 1, problem: .textAfterClosingQuote)),
  ])
  func rows_brokenQuoting_namesLineAndColumn(text: String, failure: CSVFailure) {
    #expect(throws: failure) { try Self.rows(text) }
  }

  /// A tab when the header has one, else `;` when it has as many as `,` (a name with a comma
  /// in a European spreadsheet: `Datum;Gewicht, kg`), else `,`, or `|` in a header of pipes
  /// alone; quoted ones do not count.
  @Test(arguments: [
    ("a;b\n1,5;2", ";"), ("a\tb", "\t"), ("a,b,c;d", ","), ("single", ","),
    ("\"a,b\";c\n", ";"), ("Date\tWeight, lb\n", "\t"), ("Datum;Gewicht, kg\n", ";"),
    ("Дата;Вес, кг;Жир, %\n", ";"), ("date,weight,note;x\n", ","), ("date|weight\n", "|"),
    ("date,weight|kg\n", ","),
  ])
  func delimiter_firstLine_decides(text: String, expected: Character) {
    #expect(CSVDelimiter.detect(in: Array(text.utf8)) == expected.asciiValue!)
  }

  /// Excel's first line `sep=X` names the delimiter (quoted or not, any case, padded as a
  /// row), and is counted to be passed over; `sep=` followed by more is a header like any.
  @Test(arguments: [
    ("sep=;\r\nDatum;Gewicht (kg)\r\n", ";", 7), ("\"sep=,\"\nDate,Weight\n", ",", 8),
    ("SEP=\t\ra\tb\n", "\t", 6), ("sep=;;;\na;b\n", ";", 8), ("sep=|\na|b\n", "|", 6),
    ("sep=;", ";", 5), ("sep=;x,y,z\n", ",", 0), ("sep,weight\n", ",", 0),
    ("\"sep=;\";b\n", ";", 0),
  ])
  func opening_excelSeparatorLine_namesTheDelimiterAndItsLength(
    text: String, delimiter: Character, length: Int
  ) {
    let sut = CSVDelimiter.opening(of: Array(text.utf8), isFinal: true)
    #expect(sut?.delimiter == delimiter.asciiValue!, "\(text)")
    #expect(sut?.separatorLine == length, "\(text)")
  }

  /// In a stream, the line must be whole before it is known: a last CR may be half a CRLF.
  @Test(arguments: [("sep=;", nil), ("sep=;\r", nil), ("sep=;\r\n", 7), ("sep=;\nx", 6)])
  func opening_separatorLineNotWholeYet_waitsForMore(text: String, length: Int?) {
    let sut = CSVDelimiter.opening(of: Array(text.utf8), isFinal: false)
    #expect(sut?.separatorLine == length, "\(text)")
  }
}
