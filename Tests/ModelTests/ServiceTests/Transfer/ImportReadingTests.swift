import DataSource
import Model
import Testing

/// An import read a window of rows at a time, as `bmi import` reads it: the rows counted up
/// front are the rows read, whatever the window and the file's layout (a table that ends at
/// the next section's title, Hacker's Diet's repeated headers and `StartTrend` rows), and a
/// malformed record anywhere refuses the file before any row is read.
struct ImportReadingTests {
  /// Rows read, rows counted, entries made.
  static func read(_ bytes: [UInt8], window: Int) throws(ImportFailure) -> (Int, Int, Int) {
    var options = ImportOptions(units: .metric)
    options.profileHeightCentimetres = 181
    var reading = try ImportReader(options: options).open(bytes)
    while !reading.isFinished { try reading.read(upTo: window) }
    let entries = reading.finish().profiles.first?.entries.count ?? 0
    return (reading.rowsRead, reading.rowCount, entries)
  }

  @Test(arguments: [1, 2, 3, 7, 100])
  func fitbitWebsite_countsOnlyTheBodyTable(window: Int) throws {
    let (read, count, entries) = try Self.read(
      TrackerSamples.fitbitWebsiteCSV.bytes, window: window)
    #expect(count == 7)
    #expect(read == count)
    #expect(entries == 7)
  }

  @Test(arguments: [1, 4, 1000])
  func hackersDiet_readsEveryLoggedDay_inAnyWindow(window: Int) throws {
    let whole = try ImportReader(options: ImportOptions(units: .metric)).read(
      TrackerSamples.hackersDietFull.bytes)
    let (read, count, entries) = try Self.read(TrackerSamples.hackersDietFull.bytes, window: window)
    #expect(read == count)
    #expect(entries == whole.profiles[0].entries.count)
  }

  @Test func malformedLastRecord_refusesTheFileWhenOpened() {
    let rows = (1...500).map { "2024-01-01,\(70 + $0 % 10).5\n" }.joined()
    let bytes = Array(("date,weight\n" + rows + "2024-01-02,\"80\"x\n").utf8)
    #expect(
      throws: ImportFailure.csv(CSVFailure(line: 502, column: 2, problem: .textAfterClosingQuote))
    ) {
      _ = try ImportReader(options: ImportOptions(units: .metric)).open(bytes)
    }
  }
}
