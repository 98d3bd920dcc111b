import DataSource
import Model
import Testing

/// The slips named for an implausible BMI (item 4 of issue 12), one row per typing.
struct SlipDetectorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let weight: String
    let height: String
    let units: UnitSystem
    let expected: [MeasurementSlip]
    var testDescription: String { "--weight \(weight) --height \(height) (\(units))" }
  }

  static let cases: [Case] = [
    // Bare American numbers: as lb and in it is 25.10; swapped, 71 kg at 180 cm is 21.91.
    Case(
      weight: "180", height: "71", units: .metric,
      expected: [
        .imperialNumbers(bmi: FixedDecimal(25.10, places: 2)),
        .swapped(weight: "71", height: "180", bmi: FixedDecimal(21.91, places: 2)),
      ]),
    Case(
      weight: "175", height: "70", units: .metric,
      expected: [
        .imperialNumbers(bmi: FixedDecimal(25.11, places: 2)),
        .swapped(weight: "70", height: "175", bmi: FixedDecimal(22.86, places: 2)),
      ]),
    // A unit given: that number is not re-read, and nothing is swapped (180 kg at 71 in is
    // BMI 55.35, not a likely reading either).
    Case(weight: "180kg", height: "71", units: .metric, expected: []),
    // A metric weight under --units imperial: 70 lb at 5 ft 9 in (175.26 cm) is 10.34; 70 kg is 22.79.
    Case(
      weight: "70", height: "5ft9in", units: .imperial,
      expected: [.metricNumbers(bmi: FixedDecimal(22.79, places: 2))]),
    // Nothing typed bare: no slip to name.
    Case(weight: "180kg", height: "71cm", units: .metric, expected: []),
    // No unit explains a bare weight: a slipped digit does (80 or 79 kg at 175 cm).
    Case(weight: "800", height: "175", units: .metric, expected: [.decimalPoint(kilograms: 80)]),
    Case(weight: "7.9", height: "175", units: .metric, expected: [.decimalPoint(kilograms: 79)]),
    Case(weight: "800kg", height: "175", units: .metric, expected: []),
  ]

  @Test(arguments: cases)
  func slips_namesEveryReadingThatGivesALikelyBMI(sut: Case) throws {
    let parser = QuantityParser(bareUnits: sut.units)
    let slips = SlipDetector().slips(
      weight: sut.weight, height: sut.height, bareUnits: sut.units,
      kilograms: try parser.weight(sut.weight).value,
      centimetres: try parser.length(sut.height, within: 1...300).value)
    #expect(slips == sut.expected)
  }

  @Test(arguments: [
    ("1.75", UnitSystem.metric, [MeasurementSlip.metresAsCentimetres(metres: "1.75")]),
    ("5.9", .metric, [.feetAsDecimal(feet: 5, inches: 9)]),
    ("5.11", .imperial, [.feetAsDecimal(feet: 5, inches: 11)]),
    ("5.12", .metric, []),
    ("175", .metric, []),
    ("1.75m", .metric, []),
  ])
  func heightSlips_metresAndFeetTypedBare(
    text: String, units: UnitSystem, expected: [MeasurementSlip]
  ) {
    #expect(SlipDetector().heightSlips(text, bareUnits: units) == expected)
  }

  @Test(arguments: [
    (70.0, 175.0, false), (180.0, 71.0, true), (36.0, 175.0, true), (37.0, 175.0, false),
    (300.0, 174.0, false), (300.0, 172.0, true),
  ])
  func typedMeasurement_refusesOutsideTheDocumentedRange(
    kilograms: Double, centimetres: Double, refused: Bool
  ) {
    let sut = TypedMeasurement(weight: nil, height: nil, bareUnits: .metric)
    #expect((sut.problem(kilograms: kilograms, centimetres: centimetres) != nil) == refused)
  }
}
