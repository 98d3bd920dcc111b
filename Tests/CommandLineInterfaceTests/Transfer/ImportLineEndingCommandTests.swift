import TestSupport
import Testing

/// Any line ending is read in an import (LF, CRLF, a lone CR, a mix), in the general CSV
/// reader and in the formats that split their own lines; text is UTF-8 or refused with its
/// line.
@MainActor
struct ImportLineEndingCommandTests {
  @Test(arguments: [
    "Date,Weight (kg)\r2026-01-11,60.9\r2026-01-13,60.1\r",
    "Date,Weight (kg)\r\n2026-01-11,60.9\n2026-01-13,60.1\r",
  ])
  func import_crOnlyOrMixedLineEndings_readsEveryRow(text: String) async throws {
    let session = try await ImportAccountingCommandTests.session(writing: text)
    let sut = await session.run(["import", session.directory.file("weights.csv")])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stderr.contains(": 2 added, 0 replaced, 0 already there."))
  }

  /// bmi's NDJSON export with lone CRs (an editor's save) reads as with LFs.
  @Test func import_exportNDJSONWithLoneCRs_readsEveryRow() async throws {
    let line = { (day: Int) in
      "{\"profile\":\"ann\",\"default\":true,\"height_cm\":170,\"units\":\"metric\",\"date\":\"2026-01-1\(day)\",\"weight_kg\":70}"
    }
    let session = try TrackingSession()
    try session.directory.write(line(1) + "\r" + line(2) + "\r", to: "backup.ndjson")
    let sut = await session.run(["import", session.directory.file("backup.ndjson")])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stderr.contains(": 2 added, 0 replaced, 0 already there"), "\(sut.stderr)")
  }

  /// Line endings of an old Mac (lone CR) in the formats that read their own lines: Libra's
  /// comments and rows, and a Hacker's Diet Online monthly export in Windows-1252.
  @Test(arguments: [
    Array(
      ("#Version:6\r#Units:kg\r\r#date;weight;weight trend;body fat;body fat trend;"
        + "muscle mass;muscle mass trend;log\r2026-01-11T07:00:00.000Z;60.9;60.9;;;;;\r"
        + "2026-01-13T07:00:00.000Z;60.1;60.8;;;;;\r").utf8),
    Array("Date,Weight,Rung,Flag,Comment\rStartTrend,134.5,1,0\r2026-01-11,134.3,1,0,Caf".utf8)
      + [0xE9, 0x20, 0x96] + Array(" late\r2026-01-12,,1,0,\r2026-01-13,132.5,1,0,\r".utf8),
  ])
  func import_crOnlyTrackerExports_readsEveryRow(bytes: [UInt8]) async throws {
    let session = try await ImportAccountingCommandTests.session(writing: "")
    try session.directory.write(bytes: bytes, to: "weights.csv")
    let sut = await session.run(["import", session.directory.file("weights.csv")])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stderr.contains(": 2 added, 0 replaced, 0 already there"), "\(sut.stderr)")
  }

  /// Libra's rows are UTF-8 or refused with their line, never read with U+FFFD.
  @Test func import_libraWithBytesNotUTF8_refusedWithTheLine() async throws {
    let session = try await ImportAccountingCommandTests.session(writing: "")
    let text =
      "#Version:6\n#Units:kg\n\n#date;weight;weight trend;body fat;body fat trend;"
      + "muscle mass;muscle mass trend;log\n2026-01-11T07:00:00.000Z;60.9;60.9;;;;;caf"
    try session.directory.write(bytes: Array(text.utf8) + [0xE9, 0x0A], to: "libra.csv")
    let before = session.directory.bytes(of: "store.json")
    let sut = await session.run(["import", session.directory.file("libra.csv")])
    #expect(sut.status == 65)
    #expect(sut.stderr.contains("line 5 has bytes that are not UTF-8"), "\(sut.stderr)")
    #expect(session.directory.bytes(of: "store.json") == before)
  }
}
