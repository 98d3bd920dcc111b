import Foundation
import TestSupport
import Testing

/// The built binary as a map step: header-less slices cut at seeded line boundaries, each run
/// by its own `bmi calc --input - --columns … --no-header`, joined: the bytes of one run.
struct BatchPartitionEndToEndTests {
  static let columns = "weight_kg,height_cm,sex,age_months"

  static func lines(_ format: String, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<120).map { index in
      let weight = Int.random(in: 100...1200, using: &generator)
      let height = Int.random(in: 800...2000, using: &generator)
      let sex = ["1", "2", "m", "f", ""].randomElement(using: &generator)!
      let age = Int.random(in: 10...400, using: &generator)
      if format == "ndjson" {
        return "{\"weight_kg\":\(weight / 10).\(weight % 10),\"height_cm\":\(height / 10),"
          + "\"sex\":\"\(sex)\",\"age_months\":\(age),\"id\":\(index)}\n"
      }
      return "\(weight / 10).\(weight % 10),\(height / 10),\(sex),\(age)\n"
    }
  }

  @Test(arguments: ["csv", "ndjson"], [7, 8])
  func calcInput_slicesJoined_equalOneRun(format: String, seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed &+ 100)
    let lines = Self.lines(format, seed: seed)
    let arguments = [
      "calc", "--input", "-", "--input-format", format, "--columns", Self.columns, "--no-header",
    ]
    let whole = try BinaryRunner.run(arguments, stdin: lines.joined())
    #expect(whole.status == 0)
    #expect(whole.stdout.split(separator: "\n").count == lines.count)
    var cuts = Set<Int>()
    while cuts.count < 4 { cuts.insert(Int.random(in: 1..<lines.count, using: &generator)) }
    let bounds = [0] + cuts.sorted() + [lines.count]
    var joined = ""
    for (start, end) in zip(bounds, bounds.dropFirst()) {
      let piece = try BinaryRunner.run(arguments, stdin: lines[start..<end].joined())
      #expect(piece.status == 0)
      joined += piece.stdout
    }
    #expect(joined == whole.stdout)
  }

  @Test func calcInput_bigInputOnTwoCores_equalsPiecesTooSmallToShare() throws {
    // 40,000 rows (1.1 MB): in one run, with more than one core, every window is shared
    // between two (`BatchEngine+Rounds`); pieces of 1,500 rows (under 64 KiB) never are.
    var generator = SeededGenerator(seed: 0x2C0)
    var lines: [String] = []
    for index in 0..<40_000 {
      let weight = Int.random(in: 100...1200, using: &generator)
      let height = Int.random(in: 800...2000, using: &generator)
      let sex = ["1", "2", "F", ""].randomElement(using: &generator)!
      let age = index % 2 == 0 ? "\(Int.random(in: 240...2399, using: &generator) / 10)" : ""
      lines.append("\(weight / 10).\(weight % 10),\(height / 10),\(sex),\(age)\n")
    }
    let arguments = ["calc", "--input", "-", "--columns", Self.columns, "--no-header"]
    let whole = try BinaryRunner.run(arguments, stdin: lines.joined())
    #expect(whole.status == 0)
    var joined = ""
    for start in stride(from: 0, to: lines.count, by: 1_500) {
      let piece = lines[start..<min(start + 1_500, lines.count)].joined()
      joined += try BinaryRunner.run(arguments, stdin: piece).stdout
    }
    #expect(joined.split(separator: "\n").count == lines.count)
    #expect(whole.stdout == joined)
  }

  @Test func calcInput_columnsWithEmptyInput_printsTheHeaderAlone() throws {
    let sut = try BinaryRunner.run(["calc", "--input", "-", "--columns", "weight_kg,height_cm"])
    #expect(sut.status == 0)
    #expect(sut.stdout == "weight_kg,height_cm,bmi,category,reference,implausible\n")
  }

  @Test(arguments: ["", "weight_kg,,height_cm", " , "])
  func calcInput_emptyColumnName_isAUsageError(columns: String) throws {
    let sut = try BinaryRunner.run(["calc", "--input", "-", "--columns", columns])
    #expect(sut.status == 64)
    #expect(sut.stderr.hasPrefix("bmi: invalid --columns"))
  }
}
