import DataSource
import Model
import Testing

struct QuantityParserTests {
  private static let pound = 0.453_592_37
  private static let inch = 2.54

  @Test(arguments: [
    ("70", UnitSystem.metric, 70.0, UnitSystem?.none),
    ("70kg", .metric, 70.0, .metric),
    ("70 kg", .metric, 70.0, .metric),
    ("70KG", .metric, 70.0, .metric),
    ("70.5kgs", .metric, 70.5, .metric),
    ("154lb", .metric, 154 * pound, .imperial),
    ("154lbs", .metric, 154 * pound, .imperial),
    ("154 pounds", .metric, 154 * pound, .imperial),
    ("11st", .metric, 154 * pound, .imperial),
    ("11st2lb", .metric, 156 * pound, .imperial),
    ("11st 2lb", .metric, 156 * pound, .imperial),
    ("11 st 2 lb", .metric, 156 * pound, .imperial),
    ("11st 2", .metric, 156 * pound, .imperial),
    ("11 st, 2 lb", .metric, 156 * pound, .imperial),
    ("154", .imperial, 154 * pound, nil),
    ("70kg", .imperial, 70.0, .metric),
    ("70500g", .metric, 70.5, .metric),
    ("70500 grams", .imperial, 70.5, .metric),
    ("3250 g", .metric, 3.25, .metric),
    // As Russian apps write it.
    ("70 кг", .imperial, 70.0, .metric),
    ("70КГ", .imperial, 70.0, .metric),
  ])
  func weight_everyUnitForm_convertsWithExactFactors(
    text: String, units: UnitSystem, kilograms: Double, writtenIn: UnitSystem?
  ) throws {
    let sut = QuantityParser(bareUnits: units)
    let parsed = try sut.weight(text)
    #expect(abs(parsed.value - kilograms) < 1e-9)
    #expect(parsed.writtenIn == writtenIn)
  }

  @Test(arguments: [
    ("175", UnitSystem.metric, 175.0, UnitSystem?.none),
    ("175cm", .metric, 175.0, .metric),
    ("1.75m", .metric, 175.0, .metric),
    ("1750mm", .metric, 175.0, .metric),
    ("69in", .metric, 69 * inch, .imperial),
    ("69\"", .metric, 69 * inch, .imperial),
    ("5ft9in", .metric, 69 * inch, .imperial),
    ("5ft 9in", .metric, 69 * inch, .imperial),
    ("5 feet 9 inches", .metric, 69 * inch, .imperial),
    ("5'9\"", .metric, 69 * inch, .imperial),
    ("5' 9\"", .metric, 69 * inch, .imperial),
    ("5'9", .metric, 69 * inch, .imperial),
    ("5′9″", .metric, 69 * inch, .imperial),
    ("5ft", .metric, 60 * inch, .imperial),
    ("69", .imperial, 69 * inch, nil),
  ])
  func height_everyUnitForm_convertsWithExactFactors(
    text: String, units: UnitSystem, centimetres: Double, writtenIn: UnitSystem?
  ) throws {
    let sut = QuantityParser(bareUnits: units)
    let parsed = try sut.height(text)
    #expect(abs(parsed.value - centimetres) < 1e-9)
    #expect(parsed.writtenIn == writtenIn)
  }

  @Test(arguments: [
    ("", QuantityError.empty),
    ("   ", .empty),
    ("abc", .notANumber),
    ("kg", .notANumber),
    ("1.2.3", .notANumber),
    ("inf", .notFinite),
    ("-inf", .notFinite),
    ("nan", .notFinite),
    ("-5", .notPositive),
    ("-5kg", .notPositive),
    ("0", .notPositive),
    ("0kg", .notPositive),
    ("70,5", .decimalComma),
    ("70xy", .unknownUnit("xy")),
    ("70kg!", .unknownUnit("kg!")),
    ("175cm", .unknownUnit("cm")),
    ("70kg 3lb", .mixedUnits),
    ("2lb 11st", .mixedUnits),
    ("0.1", .outOfRange(value: 0.1, accepted: 0.2...1000)),
    ("1000.01", .outOfRange(value: 1000.01, accepted: 0.2...1000)),
  ])
  func weight_badText_isRefusedWithReason(text: String, expected: QuantityError) {
    let sut = QuantityParser()
    #expect(throws: expected) { try sut.weight(text) }
  }

  @Test(arguments: [
    ("1.75", QuantityError.outOfRange(value: 1.75, accepted: 30...300)),
    ("301", .outOfRange(value: 301, accepted: 30...300)),
    ("29.9", .outOfRange(value: 29.9, accepted: 30...300)),
    ("70kg", .unknownUnit("kg")),
    ("5ft 2cm", .mixedUnits),
    ("5furlongs", .unknownUnit("furlongs")),
    ("0", .notPositive),
  ])
  func height_badText_isRefusedWithReason(text: String, expected: QuantityError) {
    let sut = QuantityParser()
    #expect(throws: expected) { try sut.height(text) }
  }

  @Test(arguments: [("1", true), ("1000", true), ("30", false), ("300", false)])
  func weightAndHeight_rangeEnds_areAccepted(text: String, isWeight: Bool) throws {
    let sut = QuantityParser()
    let value = isWeight ? try sut.weight(text).value : try sut.height(text).value
    #expect(value == Double(text))
  }
}
