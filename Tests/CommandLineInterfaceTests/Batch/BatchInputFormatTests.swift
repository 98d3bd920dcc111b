import DataSource
import TestSupport
import Testing

/// Batch mode finds NDJSON by the file's name (`*.ndjson`, `*.jsonl`), else by its first
/// line starting with `{`, when `--input-format` is not given, and refuses NDJSON said to be
/// CSV with advice, rather than a CSV quoting error.
struct BatchInputFormatTests {
  static let rows = "{\"weight\":70,\"height\":175}\n{\"weight\":80,\"height\":180}\n"

  @Test(arguments: ["in.ndjson", "in.jsonl", "IN.NDJSON"])
  func batch_ndjsonName_readAsNDJSON(name: String) throws {
    let directory = try TemporaryDirectory()
    try directory.write(Self.rows, to: name)
    let sut = try BinaryRunner.run(["calc", "--input", directory.file(name)])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.hasPrefix("{\"weight\":70,\"height\":175,\"bmi\":22.86,"), "\(sut.stdout)")
  }

  /// Piped NDJSON (or a file not named for it) is read as NDJSON: no CSV header starts with
  /// `{`. The output follows it unless --format says otherwise; a byte order mark is passed
  /// over as for CSV.
  @Test(arguments: [
    ([String](), "", "{\"weight\":70,\"height\":175,\"bmi\":22.86,"),
    (["--format", "csv"], "", "weight,height,bmi,category,reference,implausible\n70,175,22.86,"),
    ([String](), "\u{FEFF}", "{\"weight\":70,\"height\":175,\"bmi\":22.86,"),
    (["--input-format", "ndjson"], "\u{FEFF}", "{\"weight\":70,\"height\":175,\"bmi\":22.86,"),
  ])
  func batch_ndjsonOnStandardInput_readAsNDJSON(
    options: [String], mark: String, output: String
  ) throws {
    let sut = try BinaryRunner.run(["calc", "--input", "-"] + options, stdin: mark + Self.rows)
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.hasPrefix(output), "\(sut.stdout)")
    #expect(sut.stdout.split(separator: "\n").count == (options.contains("csv") ? 3 : 2))
  }

  /// Said to be CSV, it is not read as NDJSON: the advice names the option.
  @Test func batch_ndjsonGivenAsCSV_refusedWithAdvice() throws {
    let sut = try BinaryRunner.run(
      ["calc", "--input", "-", "--input-format", "csv"], stdin: Self.rows)
    #expect(sut.status == 65)
    #expect(
      sut.stderr
        == "bmi: line 1 starts with '{': the input looks like NDJSON, read as CSV; pass --input-format ndjson\n"
    )
  }

  @Test func batch_csvNamedNDJSON_takesTheFormatGiven() throws {
    let directory = try TemporaryDirectory()
    try directory.write("weight,height\n70,175\n", to: "odd.ndjson")
    let sut = try BinaryRunner.run([
      "calc", "--input", directory.file("odd.ndjson"), "--input-format", "csv",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.hasPrefix("weight,height,bmi"), "\(sut.stdout)")
  }

  /// Excel's first line `sep=;` names the delimiter, as in an import: the header is the
  /// line under it, CSV output keeps the line (so Excel splits it the same way), and a bad
  /// row's line counts it.
  @Test func batch_excelSeparatorLine_namesTheDelimiter() throws {
    let input = "sep=;\r\nweight;height\r\n70;175\r\n80;x\r\n"
    let csv = try BinaryRunner.run(["calc", "--input", "-", "--format", "csv"], stdin: input)
    #expect(csv.status == 65)
    #expect(
      csv.stdout
        == "sep=;\r\nweight;height;bmi;category;reference;implausible\r\n70;175;22.86;normal;who-adult;\r\n",
      "\(csv.stdout)")
    #expect(csv.stderr.hasPrefix("bmi: line 4, column 2: "), "\(csv.stderr)")
    let ndjson = try BinaryRunner.run(
      ["calc", "--input", "-", "--format", "ndjson", "--skip-invalid"], stdin: input)
    #expect(ndjson.stdout.hasPrefix("{\"weight\":\"70\",\"height\":\"175\",\"bmi\":22.86,"))
    #expect(ndjson.stdout.split(separator: "\n").count == 1, "\(ndjson.stdout)")
  }

  /// A child's several flags are joined by `;`: in a `;`-separated file their cell is quoted,
  /// so that a spreadsheet or R's read.csv2 keeps every column in place; one flag is not.
  @Test func batch_semicolonFile_severalFlagsQuoted() throws {
    let input = "sex;age_years;weight;height\nm;5;150;100\nm;5;18;110\n"
    let sut = try BinaryRunner.run(["calc", "--input", "-"], stdin: input)
    #expect(sut.status == 0, "\(sut.stderr)")
    let rows = sut.stdout.split(separator: "\n")
    #expect(rows[1].contains(";\"weight-high;bmi-high\";"), "\(rows[1])")
    #expect(!rows[2].contains("\""), "\(rows[2])")
    var cursor = CSVRowCursor(Array(sut.stdout.utf8), delimiter: UInt8(ascii: ";"))
    let header = try #require(try cursor.next())
    #expect(try cursor.next()?.fields.count == header.fields.count)
  }
}
