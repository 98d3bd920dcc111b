import DataSource
import Model
import TestSupport
import Testing

/// Batch cells and NDJSON members with an exponent (`7.05e1`, as JSON may write a number) are
/// the plain number they denote, in the column's unit: the row's output is the plain row's.
@MainActor
struct BatchExponentTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var header: [String]
    /// The weight and height as written, and as plain decimals.
    var written: [String]
    var plain: [String]
    var testDescription: String { written.joined(separator: ",") }
  }

  nonisolated static let rows: [Row] = [
    Row(header: ["weight", "height"], written: ["7.05e1", "175"], plain: ["70.5", "175"]),
    Row(header: ["weight", "height"], written: ["70.5", "1.75E+2"], plain: ["70.5", "175"]),
    Row(
      header: ["weight_kg", "height_cm"], written: ["7050e-2", "17500E-2"], plain: ["70.5", "175"]),
    Row(
      header: ["weight_kg", "height_cm"], written: ["7.05e1", "1.75e2"], plain: ["70.5", "175"]),
    Row(header: ["weight_lb", "height_in"], written: ["1.54e2", "6.9e1"], plain: ["154", "69"]),
    Row(header: ["weight_st", "height_m"], written: ["1.1e1", "1.75e0"], plain: ["11", "1.75"]),
    Row(header: ["weight", "height_mm"], written: ["7.05e1", "1.75e3"], plain: ["70.5", "1750"]),
  ]

  private static func request(_ row: Row, _ input: BatchFormat, _ output: BatchFormat)
    -> BatchRequest
  {
    BatchRequest(
      inputPath: "in.csv", inputFormat: input, outputFormat: output,
      weightColumn: row.header[0], heightColumn: row.header[1])
  }

  /// The row's weight and height as JSON members.
  private static func members(_ row: Row, _ values: [String]) -> String {
    "\"\(row.header[0])\":\(values[0]),\"\(row.header[1])\":\(values[1])"
  }

  private static func object(_ row: Row, _ values: [String]) -> String {
    "{\"id\":1,\(members(row, values))}\n"
  }

  /// The whole output is the plain row's, but for the numbers as the input wrote them.
  @Test(arguments: rows, [BatchFormat.ndjson, .csv])
  func ndjson_numberWithExponent_givesThePlainNumbersOutput(row: Row, output: BatchFormat) async {
    let request = Self.request(row, .ndjson, output)
    let sut = await BatchRun.run(Self.object(row, row.written), request: request)
    let plain = await BatchRun.run(Self.object(row, row.plain), request: request)
    let (asWritten, asPlain) =
      output == .ndjson
      ? (Self.members(row, row.written), Self.members(row, row.plain))
      : (
        "1," + row.written.joined(separator: ",") + ",",
        "1," + row.plain.joined(separator: ",") + ","
      )
    #expect(sut.store.failure == nil)
    #expect(sut.rejected == [])
    #expect(plain.output.contains(asPlain))
    #expect(sut.output == plain.output.replacing(asPlain, with: asWritten))
  }

  /// The same number as a JSON string, as `bmi calc` would be given it.
  @Test(arguments: rows)
  func ndjson_stringWithExponent_givesThePlainNumbersOutput(row: Row) async {
    let request = Self.request(row, .ndjson, .csv)
    let quoted = row.written.map { "\"\($0)\"" }
    let sut = await BatchRun.run(Self.object(row, quoted), request: request)
    let plain = await BatchRun.run(Self.object(row, row.plain), request: request)
    #expect(sut.store.failure == nil)
    #expect(sut.rejected == [])
    #expect(
      sut.output.split(separator: ",").suffix(4) == plain.output.split(separator: ",").suffix(4))
  }

  @Test(arguments: rows)
  func csv_cellWithExponent_givesThePlainCellsOutput(row: Row) async {
    let header = row.header.joined(separator: ",") + "\n"
    let request = Self.request(row, .csv, .csv)
    let sut = await BatchRun.run(
      header + row.written.joined(separator: ",") + "\n", request: request)
    let plain = await BatchRun.run(
      header + row.plain.joined(separator: ",") + "\n", request: request)
    #expect(sut.store.failure == nil)
    #expect(sut.rejected == [])
    #expect(plain.output.contains(row.plain.joined(separator: ",")))
    #expect(
      sut.output
        == plain.output.replacing(
          row.plain.joined(separator: ","), with: row.written.joined(separator: ",")))
  }

  /// Refused as `bmi calc` refuses the text: an `e` without digits is an unknown unit, and
  /// a number out of range (infinity included) or negative gets the plain number's error.
  @Test(arguments: ["70e", "7e", "7e+", "1e999", "1e4", "-7e1", "1e-999", "1e2.5"])
  func ndjson_badExponent_failsAsCalcWould(weight: String) async {
    let sut = await BatchRun.run(
      "{\"weight\":\(weight),\"height\":175}\n",
      request: BatchRequest(inputPath: "in.csv", inputFormat: .ndjson))
    var calcError: QuantityError?
    do { _ = try QuantityParser().weight(weight) } catch { calcError = error }
    #expect(
      sut.store.failure
        == .badRow(
          BatchRowError(
            line: 1, column: 1, columnName: "weight", problem: .weight(weight, calcError!))))
  }

  /// A waist, head or arm cell with an exponent is in its column's unit like a plain one
  /// (`waist_mm`: `2.5e2` is 250 mm, not 250 cm).
  @Test(arguments: [
    ("waist_mm", "2.5e2", "250"), ("waist_m", "9e-1", "0.9"), ("head_mm", "4.6e2", "460"),
    ("arm_mm", "1.5E+2", "150"),
  ])
  func csv_circumferenceWithExponent_isInItsColumnsUnit(
    column: String, written: String, plain: String
  )
    async
  {
    let header = "weight_kg,height_cm,sex,age_days,\(column)\n"
    let role: PersonColumnRole =
      column.hasPrefix("waist") ? .waist : column.hasPrefix("head") ? .head : .arm
    let request = BatchRequest(
      inputPath: "in.csv", personColumns: [role: column], reference: .who)
    let sut = await BatchRun.run(header + "9.1,73.5,1,300,\(written)\n", request: request)
    let expected = await BatchRun.run(header + "9.1,73.5,1,300,\(plain)\n", request: request)
    #expect(sut.store.failure == nil)
    #expect(expected.store.failure == nil)
    #expect(sut.output == expected.output.replacing(",\(plain),", with: ",\(written),"))
  }
}
