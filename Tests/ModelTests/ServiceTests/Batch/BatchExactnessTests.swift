import DataSource
import Model
import TestSupport
import Testing

/// The batch fast path against `bmi calc`'s own path (`QuantityParser` + `BMICalculator`):
/// every row's bmi and category must be the same text (and every row says `who-adult`).
@MainActor
struct BatchExactnessTests {
  struct Layout: Sendable, CustomTestStringConvertible {
    var header: String
    var units: UnitSystem?
    /// How `bmi calc` would be given the row's weight and height text.
    var calcWeight: @Sendable (String) -> String
    var calcHeight: @Sendable (String) -> String
    var calcUnits: UnitSystem
    var weightRange: ClosedRange<Double>
    var heightRange: ClosedRange<Double>
    var testDescription: String { header }
  }

  nonisolated static let layouts: [Layout] = [
    Layout(
      header: "weight_kg,height_cm", calcWeight: { $0 }, calcHeight: { $0 }, calcUnits: .metric,
      weightRange: 1...1000, heightRange: 30...300),
    Layout(
      header: "Weight_LB,Height_IN", calcWeight: { $0 + "lb" }, calcHeight: { $0 + "in" },
      calcUnits: .metric, weightRange: 3...2200, heightRange: 12...118),
    Layout(
      header: "weight,height_m", units: .imperial, calcWeight: { $0 }, calcHeight: { $0 + "m" },
      calcUnits: .imperial, weightRange: 3...2200, heightRange: 0.3...3),
    Layout(
      header: "weight,height", units: .imperial, calcWeight: { $0 }, calcHeight: { $0 },
      calcUnits: .imperial, weightRange: 3...2200, heightRange: 12...118),
  ]

  nonisolated static func expected(_ weight: String, _ height: String, _ layout: Layout) throws
    -> String
  {
    let parser = QuantityParser(bareUnits: layout.calcUnits)
    let assessment = BMICalculator().assess(
      weightKilograms: try parser.weight(layout.calcWeight(weight)).value,
      heightCentimetres: try parser.height(layout.calcHeight(height)).value)
    let bmi = assessment.bmi.doubleValue
    // Batch mode flags a BMI outside the plausible range; calc refuses it without --force.
    let flag =
      bmi < PlausibleBMI.adult.lowerBound
      ? "bmi-low" : bmi > PlausibleBMI.adult.upperBound ? "bmi-high" : ""
    return "\(weight),\(height),\(assessment.bmi),\(assessment.category.rawValue),who-adult,\(flag)"
  }

  nonisolated static func decimal(
    in range: ClosedRange<Double>, using generator: inout some RandomNumberGenerator
  )
    -> String
  {
    let places = Int.random(in: 0...4, using: &generator)
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    let scaled = Int.random(
      in: Int(
        (range.lowerBound * factor).rounded(.up))...Int((range.upperBound * factor).rounded(.down)),
      using: &generator)
    let magnitude = String(scaled)
    guard places > 0 else { return magnitude }
    let padded = String(repeating: "0", count: max(0, places + 1 - magnitude.count)) + magnitude
    return padded.dropLast(places) + "." + padded.suffix(places)
  }

  @Test(arguments: layouts)
  func batch_randomRows_matchCalcExactly(layout: Layout) async throws {
    var generator = SeededGenerator(seed: 4)
    var rows: [(String, String)] = []
    for _ in 0..<20_000 {
      rows.append(
        (
          Self.decimal(in: layout.weightRange, using: &generator),
          Self.decimal(in: layout.heightRange, using: &generator)
        ))
    }
    let input = layout.header + "\n" + rows.map { "\($0),\($1)\n" }.joined()
    let sut = await BatchRun.run(
      input, request: BatchRequest(inputPath: "in.csv", units: layout.units),
      readChunk: 4096, chunkSize: 1 << 14)
    let lines = sut.output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
    #expect(sut.store.failure == nil)
    #expect(lines.count == rows.count + 1)
    for (line, row) in zip(lines, rows) {
      let expected = try Self.expected(row.0, row.1, layout)
      if line != expected[...] {
        Issue.record("\(row): batch '\(line)', calc '\(expected)'")
        return
      }
    }
  }

  /// BMIs exactly half a hundredth from a rounding step (24.995 is 24.99499… in binary),
  /// many on a class boundary, and cells written in the units bmi calc would see.
  @Test(arguments: [
    ("99.98", "200"), ("74.02", "200"), ("73.98", "200"), ("72.02", "200"), ("63.98", "200"),
    ("119.98", "200"), ("24.995", "100"), ("18.495", "100"), ("29.995", "100"), ("16.995", "100"),
    ("56.23875", "150"), ("18.49", "100"), ("18.5", "100"), ("40.0", "160.0"), ("1", "300"),
    ("1000", "30"), ("70.000000000000001", "175"), (" 70 ", " 175 "), ("\"70\"", "175"),
    ("154lb", "5ft 9in"), ("11st 2lb", "1.75m"), ("70kg", "1750mm"),
  ])
  func batch_awkwardValues_matchCalcExactly(weight: String, height: String) async throws {
    let layout = Self.layouts[0]
    let sut = await BatchRun.run("weight_kg,height_cm\n\(weight),\(CSVCodecHelp.quoted(height))\n")
    let unquotedWeight = weight.hasPrefix("\"") ? String(weight.dropFirst().dropLast()) : weight
    let expectedRow = try Self.expected(unquotedWeight, height, layout)
    let expectedTail = expectedRow.split(separator: ",", omittingEmptySubsequences: false).suffix(4)
      .joined(separator: ",")
    #expect(sut.store.failure == nil)
    #expect(sut.output.hasSuffix(",\(expectedTail)\n"), "\(sut.output)")
  }

  @Test(arguments: ["0", "-70", "abc", "", "70,5", "2000", "70x", "1.2.3", "inf"])
  func batch_badWeight_failsAsCalcWould(weight: String) async throws {
    let sut = await BatchRun.run("weight_kg,height_cm\n\(CSVCodecHelp.quoted(weight)),175\n")
    var calcError: QuantityError?
    do { _ = try QuantityParser().weight(weight) } catch { calcError = error }
    #expect(
      sut.store.failure
        == .badRow(
          BatchRowError(
            line: 2, column: 1, columnName: "weight_kg", problem: .weight(weight, calcError!))))
  }
}
