import DataSource
import Testing

@testable import Model

/// Numbers with an exponent, as JSON may write them (`7.05e1`): read as the bare number they
/// denote, to the double a JSON parser gives, with the plain decimal's units and checks.
struct QuantityExponentTests {
  private static let pound = 0.453_592_37

  /// What `QuantityParser` makes of a text in `units`: the quantity or the refusal.
  private static func weight(_ text: String, _ units: UnitSystem)
    -> Result<ParsedQuantity, QuantityError>
  {
    Result { () throws(QuantityError) in try QuantityParser(bareUnits: units).weight(text) }
  }

  private static func length(_ text: String, _ units: UnitSystem, within range: ClosedRange<Double>)
    -> Result<ParsedQuantity, QuantityError>
  {
    Result { () throws(QuantityError) in
      try QuantityParser(bareUnits: units).length(text, within: range)
    }
  }

  /// Each text with the plain decimal it denotes: the same quantity, or the same refusal (a
  /// bare 1 is out of range in pounds), in either system's bare units.
  @Test(arguments: [
    ("7.05e1", "70.5"), ("7.05E1", "70.5"), ("7.05e+1", "70.5"), ("7.05E+1", "70.5"),
    ("7050e-2", "70.5"), ("7050E-02", "70.5"), ("0.705e2", "70.5"), ("70.5e0", "70.5"),
    ("705e-1", "70.5"), ("7e1", "70"), ("1e3", "1000"), ("1E0", "1"),
    ("1.23456789012345678e2", "123.456789012345678"), (" 7.05e1 ", "70.5"),
  ])
  func weight_exponentForm_isThePlainNumber(text: String, plain: String) throws {
    for units in [UnitSystem.metric, .imperial] {
      #expect(Self.weight(text, units) == Self.weight(plain, units), "\(text) \(units)")
    }
    let json = try #require(Double(text.trimmingSpaces))
    #expect(try Self.weight(text, .metric).get() == ParsedQuantity(value: json, writtenIn: nil))
    if json >= 3 {
      #expect(try Self.weight(text, .imperial).get().value == json * Self.pound)
    }
  }

  @Test(arguments: [
    ("1.75e2", "175"), ("1.75E+2", "175"), ("17500e-2", "175"), ("1.755e2", "175.5"),
    ("6.9e1", "69"), ("3e2", "300"), ("3.01e2", "301"),
  ])
  func height_exponentForm_isThePlainNumber(text: String, plain: String) throws {
    for units in [UnitSystem.metric, .imperial] {
      for range in [QuantityParser.heightRange, 40...200] {
        #expect(
          Self.length(text, units, within: range) == Self.length(plain, units, within: range),
          "\(text) \(units) \(range)")
      }
    }
    let json = try #require(Double(text))
    if QuantityParser.heightRange.contains(json) {
      #expect(try QuantityParser().height(text).value == json)
    }
  }

  /// A unit may follow the exponent as it follows any number; the other forms are as before.
  @Test(arguments: [
    ("1.5e2cm", "150cm"), ("1.75e0m", "1.75m"), ("1.75e0 m", "1.75 m"), ("1.75e3mm", "1750mm"),
    ("6.9e1in", "69in"), ("5e0ft9in", "5ft9in"), ("5ft 9e0in", "5ft 9in"), ("5e0'9\"", "5'9\""),
    ("5ft9in", "5ft9in"), ("5'9\"", "5'9\""), ("5′9″", "5′9″"), ("5' 9''", "5' 9''"),
  ])
  func height_exponentBeforeAUnit_isTheNumberInThatUnit(text: String, plain: String) throws {
    let sut = try Self.length(text, .metric, within: QuantityParser.heightRange).get()
    #expect(try sut == Self.length(plain, .metric, within: QuantityParser.heightRange).get())
    #expect(sut.writtenIn != nil)
  }

  @Test(arguments: [
    ("7.05e1kg", "70.5kg"), ("1.54e2lb", "154lb"), ("1.1e1st2lb", "11st2lb"),
    ("11e0st 2e0lb", "11st 2lb"), ("11st2lb", "11st2lb"), ("70kg", "70kg"), ("154 lb", "154 lb"),
  ])
  func weight_exponentBeforeAUnit_isTheNumberInThatUnit(text: String, plain: String) throws {
    let sut = try Self.weight(text, .metric).get()
    #expect(try sut == Self.weight(plain, .metric).get())
    #expect(sut.writtenIn != nil)
  }

  /// An `e` without digits, or apart from the number, is still an unknown unit; out-of-range
  /// and negative values are refused as their plain decimals are.
  @Test(arguments: [
    ("70e", QuantityError.unknownUnit("e")),
    ("7e", .unknownUnit("e")),
    ("70E", .unknownUnit("e")),
    ("7e+", .unknownUnit("e+")),
    ("7e-", .unknownUnit("e-")),
    ("70 e", .unknownUnit("e")),
    ("70 e5", .unknownUnit("e")),
    ("7.e1", .unknownUnit("e")),
    ("7e1e1", .unknownUnit("e")),
    ("7ee1", .unknownUnit("ee")),
    ("e5", .notANumber),
    ("e", .notANumber),
    ("1e2.5", .notANumber),
    ("-7e1", .notPositive),
    ("-7.05E+1kg", .notPositive),
    ("0e5", .notPositive),
    ("1e-999", .notPositive),
    ("7,05e1", .decimalComma),
    ("1e999", .outOfRange(value: .infinity, accepted: 0.2...1000)),
    ("1E+999", .outOfRange(value: .infinity, accepted: 0.2...1000)),
    ("1e4", .outOfRange(value: 10_000, accepted: 0.2...1000)),
    ("1e-1", .outOfRange(value: 0.1, accepted: 0.2...1000)),
    ("1.00001e3", .outOfRange(value: 1000.01, accepted: 0.2...1000)),
  ])
  func weight_badExponentForm_isRefusedWithReason(text: String, expected: QuantityError) {
    let sut = QuantityParser()
    #expect(throws: expected) { try sut.weight(text) }
  }

  /// `bareNumber`: exactly the (trimmed) texts the parser reads as a bare number, to the same
  /// double.
  @Test(arguments: [
    "70", "70.5", "7.05e1", "7.05E+1", "7050e-2", "1e999", "1e-999", "70e",
    "7e+", "e5", "-7e1", "+7e1", "7e1kg", "70kg", "5ft9in", "1e2.5", "7.e1", ".", "", "70 5",
    "1.2.3",
  ])
  func bareNumber_agreesWithTheParser(text: String) {
    let parsed = try? QuantityTokenizer.components(of: text)
    let expected = parsed.flatMap { $0.count == 1 && $0[0].unit == nil ? $0[0].number : nil }
    #expect(QuantityTokenizer.bareNumber(text) == expected, "\(text)")
  }

  @Test func bareNumber_exponentForm_isTheNumberJSONReads() {
    #expect(QuantityTokenizer.bareNumber("7.05e1") == 70.5)
    #expect(QuantityTokenizer.bareNumber("1.75E+2") == 175)
    #expect(QuantityTokenizer.bareNumber("7050e-2") == Double("7050e-2"))
    #expect(QuantityTokenizer.bareNumber("1e999") == .infinity)
    #expect(QuantityTokenizer.bareNumber("70e") == nil)
    #expect(QuantityTokenizer.bareNumber("1.5e2cm") == nil)
    // As `plainNumber`, for text trimmed of white space: the caller trims.
    #expect(QuantityTokenizer.bareNumber(" 7e1") == nil)
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
