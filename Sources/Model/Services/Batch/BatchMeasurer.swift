import DataSource

/// Measures one row exactly as `bmi calc --weight … --height …` would: the same reading of
/// the numbers, the same unit factors, the same rounding and the same WHO class.
public struct BatchMeasurer: Sendable {
  public let columns: BatchColumns
  private let calculator: BMICalculator

  public init(columns: BatchColumns) {
    self.columns = columns
    self.calculator = BMICalculator()
  }

  /// The weight in kg from a cell's bytes; `text` gives the cell as text for the slow path.
  @inline(__always)
  public func weight(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>, text: () -> String)
    throws(QuantityError) -> Double
  {
    if let number = DecimalText.exactValue(bytes, range) {
      return try Self.checked(columns.weight.canonical(number), within: QuantityParser.weightRange)
    }
    return try quantity(text(), column: columns.weight, isWeight: true)
  }

  /// The height in cm from a cell's bytes; `text` gives the cell as text for the slow path.
  @inline(__always)
  public func height(_ bytes: UnsafePointer<UInt8>, _ range: Range<Int>, text: () -> String)
    throws(QuantityError) -> Double
  {
    if let number = DecimalText.exactValue(bytes, range) {
      return try Self.checked(columns.height.canonical(number), within: QuantityParser.heightRange)
    }
    return try quantity(text(), column: columns.height, isWeight: false)
  }

  /// The BMI in hundredths as `bmi calc` reports it, and its class.
  @inline(__always)
  public func assess(weightKilograms: Double, heightCentimetres: Double)
    -> (hundredths: Int, category: AdultCategory)
  {
    let exact = calculator.bmi(weightKilograms: weightKilograms, heightCentimetres: heightCentimetres)
    let reported = FixedDecimal(exact, places: 2)
    return (reported.scaled, calculator.category(for: reported))
  }

  /// Anything but plain digits: spaces, units (`154lb`, `5ft 9in`), too many digits, junk.
  /// A bare number keeps the column's unit; text with a unit goes to `QuantityParser`.
  private func quantity(_ text: String, column: MeasureColumn, isWeight: Bool)
    throws(QuantityError) -> Double
  {
    let range = isWeight ? QuantityParser.weightRange : QuantityParser.heightRange
    let trimmed = String(
      String.UnicodeScalarView(
        text.unicodeScalars.drop(while: \.properties.isWhitespace).reversed()
          .drop(while: \.properties.isWhitespace).reversed()))
    let isBare = !trimmed.isEmpty && trimmed.utf8.allSatisfy { $0 == 0x2E || ($0 >= 0x30 && $0 <= 0x39) }
    if isBare {
      guard let number = Double(trimmed) else { throw .notANumber }
      return try Self.checked(column.canonical(number), within: range)
    }
    let imperial: Set<QuantityUnit> = [.pound, .stone, .inch, .foot]
    let parser = QuantityParser(bareUnits: imperial.contains(column.unit) ? .imperial : .metric)
    return isWeight ? try parser.weight(text).value : try parser.height(text).value
  }

  /// The checks `QuantityParser` makes on every value, in the same order.
  @inline(__always)
  private static func checked(_ value: Double, within range: ClosedRange<Double>)
    throws(QuantityError) -> Double
  {
    guard value > 0 else { throw .notPositive }
    guard range.contains(value) else { throw .outOfRange(value: value, accepted: range) }
    return value
  }
}
