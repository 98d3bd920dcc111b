import DataSource

/// The one vocabulary of column names that import and batch mode both read: which header
/// names a date, a weight, a height or a waist (`Weight (kg)`, `weight_lbs`, `Gewicht`,
/// `Time of Measurement`), and the unit a name carries (`Height (in)`, `Body weight [lb]`).
/// Names are matched case-insensitively, word by word.
public enum ColumnVocabulary {
  public enum Role: Sendable, Equatable {
    case date, weight, height, waist
  }

  /// Words that make a header name a role (English first, then common European spellings).
  static let words: [Role: Set<String>] = [
    .date: ["date", "day", "datum", "fecha", "data", "timestamp", "datetime", "time"],
    .weight: ["weight", "gewicht", "poids", "peso", "kg", "kgs", "lb", "lbs"],
    .height: ["height", "größe", "taille", "altura"],
    .waist: ["waist", "taillenumfang", "bauchumfang"],
  ]

  /// The words that make a header name `role`, for the documentation.
  public static func knownWords(for role: Role) -> [String] {
    (words[role] ?? []).sorted()
  }

  /// The words of a name, lower-cased: letters and digits only.
  public static func words(of name: String) -> [String] {
    name.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
  }

  /// Whether `name` names `role`. A date column may be called `Time` or
  /// `Time of Measurement`, but a weight column never `Weight change`.
  public static func names(_ name: String, _ role: Role) -> Bool {
    let words = words(of: name)
    guard let known = Self.words[role], words.contains(where: known.contains) else {
      return false
    }
    switch role {
    case .weight:
      // `Fat mass (kg)`, `Weight change`, `Muscle mass`: other measures of a body scale.
      let other: Set = ["fat", "muscle", "bone", "water", "change", "trend", "lean", "goal"]
      return !words.contains(where: other.contains)
    case .date, .height, .waist:
      return true
    }
  }

  /// The first column among `names` for `role`, or `nil`.
  public static func column(for role: Role, in names: [String]) -> Int? {
    names.firstIndex { Self.names($0, role) }
  }

  /// The unit a column's name carries (`weight_lb`, `Height (in)`, `Gewicht [kg]`), if it
  /// suits the quantity: a mass for a weight, a length for anything else.
  public static func unit(in name: String, forWeight: Bool) -> QuantityUnit? {
    for word in words(of: name).reversed() {
      guard let unit = QuantityUnit(spelling: word) else { continue }
      let isMass = [.kilogram, .pound, .stone].contains(unit)
      if isMass == forWeight { return unit }
    }
    return nil
  }
}
