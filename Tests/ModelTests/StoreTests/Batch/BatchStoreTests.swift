import DataSource
import Model
import Testing

/// `BatchStore` over in-memory streams cut into 7-byte reads and 64-byte windows, so rows
/// cross every boundary the live run could cut them at.
@MainActor
struct BatchStoreTests {
  static let people = "id,weight_kg,height_cm\n1,70,175\n2,99.98,200\n3,50,180\n"

  @Test func send_batchCommandReceived_csvInput_writesRowsWithBMIAndCategory() async {
    let sut = await BatchRun.run(Self.people)
    #expect(
      sut.output
        == "id,weight_kg,height_cm,bmi,category,reference,implausible\n1,70,175,22.86,normal,who-adult,\n2,99.98,200,25.00,overweight,who-adult,\n3,50,180,15.43,severe-thinness,who-adult,\n"
    )
    #expect(sut.store.rowsRead == 3)
    #expect(sut.store.rowsWritten == 3)
    #expect(sut.store.failure == nil)
    #expect(sut.recorder.openDescriptors.isEmpty)
  }

  @Test(arguments: [(1, 16), (7, 64), (3, 1 << 16), (1 << 16, 16)])
  func send_batchCommandReceived_anyReadAndWindowSize_writesTheSameBytes(read: Int, window: Int)
    async
  {
    let input =
      "\u{FEFF}name,weight_kg,height_cm\r\n\"Smith, \"\"Jo\"\"\",70,175\r\n\"two\nlines\",\"99.98\",200\r\n,50,180"
    let sut = await BatchRun.run(input, readChunk: read, chunkSize: window)
    #expect(
      sut.output
        == "\u{FEFF}name,weight_kg,height_cm,bmi,category,reference,implausible\r\n\"Smith, \"\"Jo\"\"\",70,175,22.86,normal,who-adult,\r\n\"two\nlines\",\"99.98\",200,25.00,overweight,who-adult,\r\n,50,180,15.43,severe-thinness,who-adult,\n"
    )
    #expect(sut.store.rowsWritten == 3)
  }

  @Test func send_batchCommandReceived_ndjsonOutput_writesOneObjectPerRowWithStrings() async {
    let sut = await BatchRun.run(
      "name,weight_kg,height_cm\n\"Jo \"\"J\"\"\\x\",70,175\n\"a\tb\",50,180\n",
      request: BatchRequest(inputPath: "in.csv", outputFormat: .ndjson))
    #expect(
      sut.output
        == "{\"name\":\"Jo \\\"J\\\"\\\\x\",\"weight_kg\":\"70\",\"height_cm\":\"175\",\"bmi\":22.86,\"category\":\"normal\",\"reference\":\"who-adult\",\"implausible\":null}\n{\"name\":\"a\\tb\",\"weight_kg\":\"50\",\"height_cm\":\"180\",\"bmi\":15.43,\"category\":\"severe-thinness\",\"reference\":\"who-adult\",\"implausible\":null}\n"
    )
  }

  @Test func send_batchCommandReceived_badRow_writesRowsBeforeItAndStops() async {
    let sut = await BatchRun.run("weight_kg,height_cm\n70,175\n70,abc\n80,180\n")
    #expect(
      sut.output
        == "weight_kg,height_cm,bmi,category,reference,implausible\n70,175,22.86,normal,who-adult,\n"
    )
    #expect(
      sut.store.failure
        == .badRow(
          BatchRowError(
            line: 3, column: 2, columnName: "height_cm", problem: .height("abc", .notANumber))))
  }

  @Test func send_batchCommandReceived_skipInvalid_reportsEachBadRowAndGoesOn() async {
    let sut = await BatchRun.run(
      "weight_kg,height_cm\n70,175\n70,abc\n1,2,3\n\n90,180\n\"x\"y,5\n80,170",
      request: BatchRequest(inputPath: "in.csv", skipsInvalidRows: true))
    #expect(
      sut.output
        == "weight_kg,height_cm,bmi,category,reference,implausible\n70,175,22.86,normal,who-adult,\n90,180,27.78,overweight,who-adult,\n80,170,27.68,overweight,who-adult,\n"
    )
    #expect(sut.rejected.map(\.line) == [3, 4, 7])
    #expect(sut.rejected[1].problem == .fieldCount(found: 3, expected: 2))
    #expect(sut.rejected[2].problem == .csv(.textAfterClosingQuote))
    #expect(sut.store.rowsSkipped == 3)
    #expect(sut.store.rowsRead == 6)
    #expect(sut.store.failure == nil)
  }

  @Test(arguments: [
    ("", BatchError.emptyInput),
    ("\u{FEFF}", BatchError.emptyInput),
    (
      "mass,height_cm\n70,175\n",
      .columnNotFound(.weight, named: nil, available: ["mass", "height_cm"])
    ),
    (
      "weight_kg,tall\n70,175\n",
      .columnNotFound(.height, named: nil, available: ["weight_kg", "tall"])
    ),
    ("\"weight_kg,height_cm\n", .malformedHeader(.unterminatedQuote)),
  ])
  func send_batchCommandReceived_unusableHeader_fails(input: String, expected: BatchError) async {
    let sut = await BatchRun.run(input)
    #expect(sut.store.failure == expected)
    #expect(sut.output.isEmpty)
  }

  @Test func send_batchCommandReceived_missingFile_failsToOpen() async {
    let sut = await BatchRun.run("", request: BatchRequest(inputPath: "missing.csv"))
    #expect(sut.store.failure == .cannotOpen(path: "missing.csv", .noSuchFile))
  }

  @Test func send_batchCommandReceived_standardInput_readsDescriptorZero() async {
    let sut = await BatchRun.run("weight,height\n70,175\n", request: BatchRequest(inputPath: nil))
    #expect(
      sut.output
        == "weight,height,bmi,category,reference,implausible\n70,175,22.86,normal,who-adult,\n")
  }

  @Test func send_batchCommandReceived_readerGoesAway_stopsQuietly() async {
    let rows = (0..<1000).map { "\(50 + $0 % 50),\(150 + $0 % 40)\n" }.joined()
    let sut = await BatchRun.run("weight_kg,height_cm\n" + rows, closedAfter: 100)
    #expect(sut.store.outputClosed)
    #expect(sut.store.failure == nil)
    #expect(sut.store.rowsRead < 1000)
    #expect(sut.recorder.openDescriptors.isEmpty)
  }

  @Test func send_batchCommandReceived_namedColumnsAndUnits_useThem() async {
    let sut = await BatchRun.run(
      "Mass (lb),Stature\n154,69\n",
      request: BatchRequest(
        inputPath: "in.csv", weightColumn: "mass (LB)", heightColumn: "stature", units: .imperial))
    #expect(
      sut.output
        == "Mass (lb),Stature,bmi,category,reference,implausible\n154,69,22.74,normal,who-adult,\n")
  }

  @Test func send_batchCommandReceived_ndjsonInput_addsFieldsToEachObject() async {
    let sut = await BatchRun.run(
      "{\"id\":1,\"Weight_KG\":70,\"height_cm\":\"175\"}\n\n {\"weight_lb\":154,\"height_in\":69,\"x\":[{\"a\":\"}\"}]}\r\n",
      request: BatchRequest(inputPath: "in.csv", inputFormat: .ndjson, outputFormat: .ndjson))
    #expect(
      sut.output
        == "{\"id\":1,\"Weight_KG\":70,\"height_cm\":\"175\",\"bmi\":22.86,\"category\":\"normal\",\"reference\":\"who-adult\",\"implausible\":null}\n {\"weight_lb\":154,\"height_in\":69,\"x\":[{\"a\":\"}\"}],\"bmi\":22.74,\"category\":\"normal\",\"reference\":\"who-adult\",\"implausible\":null}\n"
    )
  }

  @Test func send_batchCommandReceived_ndjsonToCSV_usesFirstObjectsKeys() async {
    let sut = await BatchRun.run(
      "{\"name\":\"a,b\",\"weight\":70,\"height\":175}\n{\"height\":180,\"weight\":\"80\"}\n{\"weight\":70,\"height\":175,\"new\":1}\n{\"weight\":70}\nnope\n",
      request: BatchRequest(
        inputPath: "in.csv", inputFormat: .ndjson, outputFormat: .csv, skipsInvalidRows: true))
    #expect(
      sut.output
        == "name,weight,height,bmi,category,reference,implausible\n\"a,b\",70,175,22.86,normal,who-adult,\n,80,180,24.69,normal,who-adult,\n"
    )
    #expect(
      sut.rejected.map(\.problem) == [.unexpectedKey("new"), .missingKey(.height), .notJSONObject])
    #expect(sut.rejected.map(\.line) == [3, 4, 5])
  }
}
