import Model

extension QuantityError {
  /// The same error with the unit it quotes shortened: an unknown "unit" is whatever
  /// followed the number in a cell, a note included, and the value it came from is already
  /// shown. Twelve characters hold any real unit ("pounds", "stone").
  var shortened: QuantityError {
    guard case .unknownUnit(let unit) = self else { return self }
    return .unknownUnit(QuotedValue.shortened(unit, limit: 12))
  }
}
