import DataSource

/// Reading a row's waist, head and arm cells, apart from the rest of a row's person
/// (`PersonCellReader.read`, `who`).
extension PersonCellReader {
  func waist(_ bytes: UnsafePointer<UInt8>, _ cell: BatchCell, unit: QuantityUnit)
    throws(PersonCells.Failure) -> Double?
  {
    try circumference(
      bytes, cell, unit: unit, role: .waist, range: WaistToHeightCalculator.waistRange)
  }

  /// A waist, head or arm cell in centimetres, within `range`.
  func circumference(
    _ bytes: UnsafePointer<UInt8>, _ cell: BatchCell, unit: QuantityUnit,
    role: PersonColumnRole, range: ClosedRange<Double>
  ) throws(PersonCells.Failure) -> Double? {
    if case .absent = cell { return nil }
    if let number = DecimalText.exactValue(bytes, cell.range) {
      let value = unit.canonical(number)
      guard value > 0 else {
        throw .init(role: role, problem: .measure(role, cell.text(in: bytes), .notPositive))
      }
      guard range.contains(value) else {
        throw .init(
          role: role,
          problem: .measure(
            role, cell.text(in: bytes), .outOfRange(value: value, accepted: range)))
      }
      return value
    }
    if cell.isBlank(in: bytes) { return nil }
    let text = cell.text(in: bytes)
    let trimmed = CSVRowWriter.decimalPoint(text, delimiter: delimiter).withoutSpaces
    do throws(QuantityError) {
      // A bare number (`250`, `2.5e2`) is in the column's unit, whatever it is (`waist_mm`);
      // text with a unit of its own goes to the parser.
      if let number = QuantityTokenizer.bareNumber(trimmed) {
        let value = unit.canonical(number)
        guard value > 0 else { throw QuantityError.notPositive }
        guard range.contains(value) else {
          throw QuantityError.outOfRange(value: value, accepted: range)
        }
        return value
      }
      let parser = QuantityParser(bareUnits: unit.isImperial ? .imperial : .metric)
      return try parser.length(text, within: range).value
    } catch {
      throw .init(role: role, problem: .measure(role, text, error))
    }
  }
}
