import DataSource

/// Splits a quantity text such as `11st 2lb` or `5'9"` into number-and-unit components.
enum QuantityTokenizer {
  struct Component: Equatable {
    var number: Double
    /// `nil` for a bare number.
    var unit: QuantityUnit?
    var unitText: String
  }

  /// The components of `text`: a plain number straight away, anything else by the walk.
  static func components(of text: String) throws(QuantityError) -> [Component] {
    if let number = plainNumber(text) {
      return [Component(number: number, unit: nil, unitText: "")]
    }
    return try scalarComponents(of: text)
  }

  /// Any quantity text, scalar by scalar: units, spaces, quotes, and the refusals.
  static func scalarComponents(of text: String) throws(QuantityError) -> [Component] {
    let scalars = Array(text.lowercased().unicodeScalars)
    var index = 0
    var components: [Component] = []

    func skipSpaces() {
      while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }

    skipSpaces()
    guard index < scalars.count else { throw .empty }
    while index < scalars.count {
      let numberStart = index
      while index < scalars.count, isNumberScalar(scalars[index]) { index += 1 }
      let numberText = string(of: scalars[numberStart..<index])
      if numberText.isEmpty {
        throw refusalOfNonNumber(
          string(of: scalars[index...]), after: components)
      }
      if index + 1 < scalars.count, scalars[index] == ",", isDigit(scalars[index + 1]) {
        throw .decimalComma
      }
      guard let number = Double(numberText) else { throw .notANumber }
      skipSpaces()
      let unitStart = index
      if index < scalars.count, isQuoteScalar(scalars[index]) {
        index += 1
        // Two apostrophes ('') are a common way to type the inch mark.
        if index < scalars.count, scalars[index] == "'", scalars[index - 1] == "'" { index += 1 }
      } else {
        while index < scalars.count, isUnitLetter(scalars[index]) { index += 1 }
      }
      let unitText = string(of: scalars[unitStart..<index])
      if index < scalars.count, !scalars[index].properties.isWhitespace,
        !isNumberScalar(scalars[index])
      {
        // Something that is neither a unit letter nor a number: `70x!`.
        let rest = string(of: scalars[unitStart...])
        throw .unknownUnit(rest)
      }
      if unitText.isEmpty {
        components.append(Component(number: number, unit: nil, unitText: ""))
      } else if let unit = QuantityUnit(spelling: unitText) {
        components.append(Component(number: number, unit: unit, unitText: unitText))
      } else {
        throw .unknownUnit(unitText)
      }
      skipSpaces()
    }
    return components
  }

  /// `70`, `70.35`: ASCII digits with at most one point, the bare number an import's rows
  /// hold a million times, read without the scalar walk below (which reads it the same way:
  /// `QuantityTokenizerTests` compares the two); `nil` for anything else.
  static func plainNumber(_ text: String) -> Double? {
    var digits = 0
    var points = 0
    for byte in text.utf8 {
      if byte >= 0x30 && byte <= 0x39 {
        digits += 1
      } else if byte == 0x2E {
        points += 1
      } else {
        return nil
      }
    }
    guard digits > 0, points <= 1 else { return nil }
    return Double(text)
  }

  /// Text that does not start with a number: a sign, a word for infinity, or not a number.
  private static func refusalOfNonNumber(_ rest: String, after components: [Component])
    -> QuantityError
  {
    if !components.isEmpty { return .unknownUnit(rest) }
    let unsigned = rest.hasPrefix("-") || rest.hasPrefix("+") ? String(rest.dropFirst()) : rest
    if ["inf", "infinity", "nan"].contains(unsigned) { return .notFinite }
    let leadingNumber = String(
      String.UnicodeScalarView(unsigned.unicodeScalars.prefix(while: isNumberScalar)))
    if rest.hasPrefix("-"), Double(leadingNumber) != nil {
      return .notPositive
    }
    return .notANumber
  }

  /// The scalars as a string, appended one by one: the generic `String(UnicodeScalarView(_:))`
  /// instantiates type metadata at run time, which was a large part of `bmi calc`'s start-up.
  private static func string(of scalars: ArraySlice<Unicode.Scalar>) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(scalars.count)
    for scalar in scalars { result.unicodeScalars.append(scalar) }
    return result
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x30 && scalar.value <= 0x39
  }

  private static func isNumberScalar(_ scalar: Unicode.Scalar) -> Bool {
    isDigit(scalar) || scalar == "."
  }

  private static func isUnitLetter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x61 && scalar.value <= 0x7A
  }

  private static func isQuoteScalar(_ scalar: Unicode.Scalar) -> Bool {
    ["'", "\"", "\u{2032}", "\u{2033}", "\u{2019}", "\u{201D}"].contains(scalar)
  }
}
