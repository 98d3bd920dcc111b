import DataSource

/// A unit a weight or length may be written in, with every spelling we accept.
public enum QuantityUnit: Sendable, Hashable, CaseIterable {
  case kilogram, pound, stone, gram, ounce
  case centimetre, metre, millimetre, inch, foot

  /// Every (lower-case) spelling of the unit, the usual one first: the one table the parser
  /// reads and `bmi help units` prints.
  public var spellings: [String] {
    switch self {
    // And as Russian scales' apps write them (`Вес, кг`, `Рост, см`).
    case .kilogram: return ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "кг"]
    case .pound: return ["lb", "lbs", "pound", "pounds"]
    case .stone: return ["st", "stone", "stones"]
    // Scales and apps that write whole grams (`Weight (g)`, `weightInGrams`).
    case .gram: return ["g", "gram", "grams", "gramme", "grammes", "gramm"]
    // A baby's weight as US families and clinics write it: `7 lb 8 oz`.
    case .ounce: return ["oz", "ounce", "ounces"]
    case .centimetre:
      return ["cm", "centimetre", "centimetres", "centimeter", "centimeters", "см"]
    case .metre: return ["m", "metre", "metres", "meter", "meters"]
    case .millimetre: return ["mm", "millimetre", "millimetres", "millimeter", "millimeters"]
    case .inch: return ["in", "inch", "inches", "\"", "''", "\u{2033}", "\u{201D}"]
    case .foot: return ["ft", "foot", "feet", "'", "\u{2032}", "\u{2019}"]
    }
  }

  /// Whether the unit measures a weight (else a length).
  public var isWeight: Bool { [.kilogram, .pound, .stone, .gram, .ounce].contains(self) }

  private static let bySpelling: [String: QuantityUnit] = Dictionary(
    uniqueKeysWithValues: allCases.flatMap { unit in unit.spellings.map { ($0, unit) } })

  /// The unit a (lower-cased) spelling names, or `nil` when it names none.
  public init?(spelling: String) {
    guard let unit = Self.bySpelling[spelling] else { return nil }
    self = unit
  }
}
