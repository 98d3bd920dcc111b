import DataSource

/// Reads weights (`70`, `70kg`, `154lb`, `11st 2lb`) and lengths (`175`, `1.75m`, `5ft9in`,
/// `5'9"`) into kilograms and centimetres, with the exact international factors.
public struct QuantityParser: Sendable {
  /// The domain's ranges (`StoreDocumentRules`), the same for every way a value comes in.
  public static let weightRange = StoreDocumentRules.kilograms
  public static let heightRange = StoreDocumentRules.heightCentimetres

  /// What a bare number means: kg and cm, or lb and in.
  public let bareUnits: UnitSystem

  public init(bareUnits: UnitSystem = .metric) {
    self.bareUnits = bareUnits
  }

  public func weight(_ text: String) throws(QuantityError) -> ParsedQuantity {
    let parts = try QuantityTokenizer.components(of: text)
    let pound = UnitFactors.kilogramsPerPound
    let stone = UnitFactors.poundsPerStone * pound
    let parsed: ParsedQuantity
    switch (parts.count, parts[0].unit, parts[parts.count - 1].unit) {
    case (1, nil, _):
      parsed =
        bareUnits == .metric
        ? .init(value: parts[0].number, writtenIn: nil)
        : .init(value: parts[0].number * pound, writtenIn: nil)
    case (1, .kilogram?, _): parsed = .init(value: parts[0].number, writtenIn: .metric)
    case (1, .pound?, _): parsed = .init(value: parts[0].number * pound, writtenIn: .imperial)
    case (1, .stone?, _): parsed = .init(value: parts[0].number * stone, writtenIn: .imperial)
    case (1, .gram?, _): parsed = .init(value: parts[0].number / 1000, writtenIn: .metric)
    case (1, .ounce?, _):
      parsed = .init(value: parts[0].number * pound / Self.ouncesPerPound, writtenIn: .imperial)
    case (2, .stone?, .pound?), (2, .stone?, nil):
      parsed = .init(value: parts[0].number * stone + parts[1].number * pound, writtenIn: .imperial)
    case (2, .pound?, .ounce?), (2, .pound?, nil):
      parsed = .init(
        value: (parts[0].number + parts[1].number / Self.ouncesPerPound) * pound,
        writtenIn: .imperial)
    default:
      throw Self.refusal(for: parts, allowed: [.kilogram, .pound, .stone, .gram, .ounce])
    }
    return try Self.checked(parsed, within: Self.weightRange)
  }

  /// 16 ounces make a pound (avoirdupois), exactly.
  static let ouncesPerPound = 16.0

  public func height(_ text: String) throws(QuantityError) -> ParsedQuantity {
    try length(text, within: Self.heightRange)
  }

  /// Any body length (height, waist) within `range` centimetres.
  public func length(_ text: String, within range: ClosedRange<Double>) throws(QuantityError)
    -> ParsedQuantity
  {
    let parts = try QuantityTokenizer.components(of: text)
    let inch = UnitFactors.centimetresPerInch
    let foot = UnitFactors.inchesPerFoot * inch
    let parsed: ParsedQuantity
    switch (parts.count, parts[0].unit, parts[parts.count - 1].unit) {
    case (1, nil, _):
      parsed =
        bareUnits == .metric
        ? .init(value: parts[0].number, writtenIn: nil)
        : .init(value: parts[0].number * inch, writtenIn: nil)
    case (1, .centimetre?, _): parsed = .init(value: parts[0].number, writtenIn: .metric)
    case (1, .metre?, _): parsed = .init(value: parts[0].number * 100, writtenIn: .metric)
    case (1, .millimetre?, _): parsed = .init(value: parts[0].number / 10, writtenIn: .metric)
    case (1, .inch?, _): parsed = .init(value: parts[0].number * inch, writtenIn: .imperial)
    case (1, .foot?, _): parsed = .init(value: parts[0].number * foot, writtenIn: .imperial)
    case (2, .foot?, .inch?), (2, .foot?, nil):
      parsed = .init(value: parts[0].number * foot + parts[1].number * inch, writtenIn: .imperial)
    default:
      throw Self.refusal(for: parts, allowed: [.centimetre, .metre, .millimetre, .inch, .foot])
    }
    return try Self.checked(parsed, within: range)
  }

  private static func checked(_ parsed: ParsedQuantity, within range: ClosedRange<Double>)
    throws(QuantityError) -> ParsedQuantity
  {
    guard parsed.value > 0 else { throw .notPositive }
    guard range.contains(parsed.value) else {
      throw .outOfRange(value: parsed.value, accepted: range)
    }
    return parsed
  }

  /// A unit of the wrong kind (`175cm` as a weight) is unknown here; known units in a
  /// combination that makes no sense are mixed.
  private static func refusal(for parts: [QuantityTokenizer.Component], allowed: Set<QuantityUnit>)
    -> QuantityError
  {
    for part in parts {
      if let unit = part.unit, !allowed.contains(unit) { return .unknownUnit(part.unitText) }
    }
    return .mixedUnits
  }
}
