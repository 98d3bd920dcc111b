import DataSource

/// Measures one row exactly as `bmi calc --weight … --height …` would: the same reading of
/// the numbers, the same unit factors, the same rounding and the same WHO class.
public struct BatchMeasurer: Sendable {
  private let calculator: BMICalculator
  let categories: CategoryTable
  /// The same for the Asian cut points (a row whose population is `asian`).
  let asianCategories: CategoryTable

  public init() {
    self.calculator = BMICalculator()
    self.categories = CategoryTable(calculator: calculator)
    self.asianCategories = CategoryTable(calculator: calculator, cutPoints: .whoAsian)
  }

  /// The weight in kg from a cell's bytes, bare numbers being in `unit`; `text` gives the
  /// cell as text, for the slow path.
  @inline(__always)
  public func weight(
    _ bytes: UnsafePointer<UInt8>, _ range: Range<Int>, unit: QuantityUnit, text: () -> String
  ) throws(QuantityError) -> Double {
    if let number = DecimalText.exactValue(bytes, range) {
      return try Self.checked(unit.canonical(number), within: QuantityParser.weightRange)
    }
    return try quantity(text(), unit: unit, isWeight: true)
  }

  /// The height in cm from a cell's bytes, bare numbers being in `unit`; `text` gives the
  /// cell as text, for the slow path.
  @inline(__always)
  public func height(
    _ bytes: UnsafePointer<UInt8>, _ range: Range<Int>, unit: QuantityUnit, text: () -> String
  ) throws(QuantityError) -> Double {
    if let number = DecimalText.exactValue(bytes, range) {
      return try Self.checked(unit.canonical(number), within: QuantityParser.heightRange)
    }
    return try quantity(text(), unit: unit, isWeight: false)
  }

  /// The BMI in hundredths as `bmi calc` reports it.
  @inline(__always)
  public func hundredths(weightKilograms: Double, heightCentimetres: Double) -> Int {
    let exact = calculator.bmi(
      weightKilograms: weightKilograms, heightCentimetres: heightCentimetres)
    return FixedDecimal.hundredths(exact)
  }

  /// The class of a BMI in hundredths, by ordinal in `AdultCategory.allCases`.
  @inline(__always)
  func categoryOrdinal(hundredths: Int, table: CategoryTable.View, asian: Bool = false) -> Int {
    if let ordinal = table.ordinal(ofHundredths: hundredths) { return ordinal }
    return CategoryTable.ordinal(
      calculator.category(
        for: FixedDecimal(scaled: hundredths, places: 2), cutPoints: asian ? .whoAsian : .who))
  }

  /// An adult row's class (`BatchRowOutcome.adultOrdinal`), by the Asian cut points when its
  /// reference says so; other rows are left as they are.
  @inline(__always)
  func classAdult(
    _ outcome: inout BatchRowOutcome, who: CategoryTable.View, asian: CategoryTable.View
  ) {
    guard outcome.kind == .adult else { return }
    let isAsian = outcome.reference == .whoAdultAsian
    outcome.adultOrdinal = categoryOrdinal(
      hundredths: outcome.hundredths, table: isAsian ? asian : who, asian: isAsian)
  }

  /// Runs `body` with both adult tables as raw pointers: WHO, then the Asian cut points.
  func withTables<Result>(_ body: (CategoryTable.View, CategoryTable.View) -> Result) -> Result {
    categories.withView { who in asianCategories.withView { asian in body(who, asian) } }
  }

  /// Anything but plain digits: spaces, exponents, units (`154lb`, `5ft 9in`), too many
  /// digits, junk.
  /// A bare number keeps the column's unit; text with a unit goes to `QuantityParser`.
  private func quantity(_ text: String, unit: QuantityUnit, isWeight: Bool)
    throws(QuantityError) -> Double
  {
    let range = isWeight ? QuantityParser.weightRange : QuantityParser.heightRange
    let trimmed = String(
      String.UnicodeScalarView(
        text.unicodeScalars.drop(while: \.properties.isWhitespace).reversed()
          .drop(while: \.properties.isWhitespace).reversed()))
    // `NA`, `N/A` or `.`: a missing value as R, SAS and Stata write one, read as empty.
    if BatchCell.isMissingMarker(trimmed) { throw .empty }
    // A bare number, with an exponent too (`7.05e1`, as JSON may write it), is in the
    // column's unit, which may be one `bareUnits` cannot say (`weight_st`, `height_m`).
    if let number = QuantityTokenizer.bareNumber(trimmed) {
      return try Self.checked(unit.canonical(number), within: range)
    }
    let parser = QuantityParser(bareUnits: unit.isImperial ? .imperial : .metric)
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
