import DataSource

/// A unit a weight or length may be written in, with every spelling we accept.
public enum QuantityUnit: Sendable, Hashable {
  case kilogram, pound, stone
  case centimetre, metre, millimetre, inch, foot

  /// The unit a (lower-cased) spelling names, or `nil` when it names none.
  public init?(spelling: String) {
    switch spelling {
    case "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms": self = .kilogram
    case "lb", "lbs", "pound", "pounds": self = .pound
    case "st", "stone", "stones": self = .stone
    case "cm", "centimetre", "centimetres", "centimeter", "centimeters": self = .centimetre
    case "m", "metre", "metres", "meter", "meters": self = .metre
    case "mm", "millimetre", "millimetres", "millimeter", "millimeters": self = .millimetre
    case "in", "inch", "inches", "\"", "''", "\u{2033}", "\u{201D}": self = .inch
    case "ft", "foot", "feet", "'", "\u{2032}", "\u{2019}": self = .foot
    default: return nil
    }
  }
}
