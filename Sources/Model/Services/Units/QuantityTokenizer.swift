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
      if index > numberStart, isDigit(scalars[index - 1]) {
        index = exponentEnd(scalars, from: index)
      }
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
      // `13 st, 1 lb`, `5 ft, 9 in`: a comma and a space after a unit part it from the next.
      if !unitText.isEmpty, index + 1 < scalars.count, scalars[index] == ",",
        scalars[index + 1].properties.isWhitespace
      {
        index += 1
      }
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

  /// A number's exponent as JSON writes it: `e` or `E` (the walk lower-cases), an optional
  /// sign and one or more digits, straight after the number's last digit (`7.05e1`,
  /// `1.75E+2`, `7050e-2`). The exponent belongs to the number, so `Double` reads the whole
  /// text to the same double a JSON parser gives, and a unit may follow as after any number
  /// (`1.5e2cm` is 150 cm: import readers append a unit to a bare number, `11e0` + `st`). No
  /// unit is spelled with an `e` followed by digits, so nothing accepted before changes. An
  /// `e` without its digits (`70e`, `7e+`) is not an exponent and is left to be read as a
  /// unit, refused as unknown as before; so is an `e` after a space (`70 e5`). A point in
  /// the exponent (`1e2.5`) is taken into it, so that the whole is not a number, as `7.5.5`
  /// is not. Returns where the exponent ends, or `start` when there is none.
  private static func exponentEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    guard start < scalars.count, scalars[start] == "e" else { return start }
    var index = start + 1
    if index < scalars.count, scalars[index] == "+" || scalars[index] == "-" { index += 1 }
    guard index < scalars.count, isDigit(scalars[index]) else { return start }
    while index < scalars.count, isNumberScalar(scalars[index]) { index += 1 }
    return index
  }

  /// The number `text` (trimmed of white space by the caller, as for `plainNumber`) is when
  /// it is one bare number and nothing else, plain (`70.5`) or with an exponent (`7.05e1`);
  /// `nil` for anything else, a refusal included. For readers that read a bare number in a
  /// unit of their own (a batch column's `weight_st`, `height_m`) and give any other text to
  /// `QuantityParser`: these are exactly the texts the parser reads as a bare number, to the
  /// same double.
  static func bareNumber(_ text: String) -> Double? {
    if let number = plainNumber(text) { return number }
    // Only digits, points, `e`, `E` and signs can make one: any other text (`154lb`) goes
    // to the parser without a walk here first.
    guard
      text.utf8.allSatisfy({
        ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 | 0x20 == 0x65 || $0 == 0x2B || $0 == 0x2D
      }),
      let parts = try? scalarComponents(of: text), parts.count == 1, parts[0].unit == nil
    else { return nil }
    return parts[0].number
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

  /// A lower-case Latin letter, or a Cyrillic one (`кг`, `см`).
  private static func isUnitLetter(_ scalar: Unicode.Scalar) -> Bool {
    (scalar.value >= 0x61 && scalar.value <= 0x7A)
      || (scalar.value >= 0x430 && scalar.value <= 0x44F)
  }

  private static func isQuoteScalar(_ scalar: Unicode.Scalar) -> Bool {
    ["'", "\"", "\u{2032}", "\u{2033}", "\u{2019}", "\u{201D}"].contains(scalar)
  }
}
