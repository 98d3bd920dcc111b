import DataSource
import Model
import TestSupport
import Testing

/// Hostile files through import's `CSVTable` and `ImportReader`: each ends in rows (or an
/// import batch) or a typed failure pointing inside the file, nothing crashes or hangs, and
/// the rows read are exactly what was written: quoting them all and reading again gives
/// the same fields.
struct CSVTableFuzzTests {
  static let seeds = [
    "profile,default,height_cm,sex,born,goal_kg,units,date,weight_kg,note\r\nann,true,165,female,1990-04-01,58,metric,2026-01-01,61,\"after a \"\"long\"\" run,\nhome\"\r\nbob,false,180,,,,imperial,,,\r\n",
    "Date;Weight (kg);Notes\n2026-01-01 07:30;70,5;am\n2026/01/02;69.8 kg;\n\n2026.01.03;154 lb;\"x;y\"\n",
    "\u{FEFF}date\tweight_lbs\n2026-01-01T07:00:00Z\t154\n",
    "a,b\n\"\",\n,\"\"\"\"\n\"é\r\n\",🙂",
  ].map { Array($0.utf8) }

  static let tokens = [
    "\"", "\"\"", ",", ";", "\t", "\n", "\r\n", "\r", "\u{FEFF}", "2026-02-29", "1e400", "-5",
    "profile", "weight_kg", "date", "é", "\u{0}",
  ]

  @Test func rows_fourThousandMutatedFiles_rowsThatReadBackTheSameOrAFailureInside() {
    var mutator = ByteMutator(seed: 0xC5F, seeds: Self.seeds, tokens: Self.tokens)
    let read = mutator.accepted(of: 4_000, by: Self.check)
    #expect(read > 1_000)
  }

  @Test func rows_extremes_rowsOrFailureWithoutRunawayTime() {
    for input in HostileBytes.extremes(embedding: {
      "date,weight_kg\n2026-01-01,\"\($0)\"\n\($0),\($0)\n"
    }) {
      Self.check(input)
    }
  }

  @Test func rows_quoteNeverClosedOverAMegabyte_unterminatedQuoteOnTheLineItOpened() {
    let text =
      Array("date,weight\n2026-01-01,\"".utf8) + HostileBytes.nested("\n\"\"", count: 300_000)
    #expect(throws: CSVFailure(line: 2, column: 2, problem: .unterminatedQuote)) {
      _ = try CSVTable.rows(text)
    }
  }

  /// Returns whether `CSVTable` read `bytes` as rows; records an issue if a property broke.
  @discardableResult
  static func check(_ bytes: [UInt8]) -> Bool {
    let delimiter = CSVDelimiter.detect(in: bytes)
    _ = try? ImportReader(units: nil).read(bytes).profiles.map { profile in
      #expect(StoreDocumentRules.brokenRule(in: profile.entries) == nil)
    }
    let rows: [CSVRow]
    do {
      rows = try CSVTable.rows(bytes, delimiter: delimiter)
    } catch {
      #expect((1...HostileBytes.lineCount(bytes)).contains(error.line) && error.column >= 1)
      return false
    }
    let lines = rows.map(\.line)
    #expect(zip(lines, lines.dropFirst()).allSatisfy { $0 < $1 })
    let written = rows.map { row in
      row.fields.map { "\"" + $0.replacing("\"", with: "\"\"") + "\"" }
        .joined(separator: String(UnicodeScalar(delimiter)))
    }.joined(separator: "\n")
    let again = try? CSVTable.rows(Array(written.utf8), delimiter: delimiter)
    #expect(
      again?.map(\.fields) == rows.map(\.fields),
      "\(String(decoding: bytes.prefix(300), as: UTF8.self))")
    return true
  }
}
