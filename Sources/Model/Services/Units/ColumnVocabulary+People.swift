extension ColumnVocabulary {
  /// The weight columns of a family's sheet, one a person (`Datum;Gewicht Anna;Gewicht Tom`,
  /// `Date,Anna (kg),Tom (kg)`): two or more columns that name a weight alike (with a weight
  /// word, or a unit alone), each with other words of its own that differ and qualify no
  /// reading (`Morning weight`, `Weight 2` are one person's readings). Empty when there are
  /// none: taking the first would store one person's weights as another's.
  public static func peoplesWeightColumns(in names: [String]) -> [Int] {
    let weightWords = Self.words[.weight]!.subtracting(unitWords)
    let candidates = names.indices.filter { Self.names(names[$0], .weight) }
    // The columns that name the reading alike: with a weight word, else by a unit alone.
    let worded = candidates.filter { words(of: names[$0]).contains(where: weightWords.contains) }
    let alike = worded.isEmpty ? candidates : worded
    // A plain `Weight (kg)` is the reading, whatever else is named (`who_weight_z`).
    guard !alike.contains(where: { ownWords(of: names[$0]).isEmpty }) else { return [] }
    var people: [(index: Int, words: [String])] = []
    for index in alike {
      let own = ownWords(of: names[index])
      guard !own.isEmpty else { continue }
      if own.contains(where: { readingQualifiers.contains($0) || $0.first!.isNumber }) {
        return []
      }
      people.append((index, own))
    }
    guard people.count > 1, Set(people.map(\.words)).count == people.count else { return [] }
    return people.map(\.index)
  }

  /// The words of a weight column's name besides its weight words and units: a person's
  /// name in a family's sheet (`Gewicht Anna` gives `anna`), none in a plain `Weight (kg)`.
  public static func ownWords(of name: String) -> [String] {
    words(of: name).filter {
      !Self.words[.weight]!.contains($0) && QuantityUnit(spelling: $0) == nil
        && !["in", "of", "the"].contains($0)
    }
  }

  /// Whether a header has a birth date's column (`birthday`, `dob`, `Geburtsdatum`): with no
  /// date column and one row, a person's details (Zepp's `USER` file), not dated weigh-ins.
  public static func namesBirthDate(_ header: [String]) -> Bool {
    let birth: Set = [
      "birthday", "birthdate", "birth", "dob", "born", "geburtstag", "geburtsdatum",
      "naissance", "nacimiento",
    ]
    return header.contains { words(of: $0).contains(where: birth.contains) }
  }

  /// Words that make a column one of one person's readings, not a person's: a time of day,
  /// a scale or a way of weighing, a summary, a score of the weight.
  static let readingQualifiers = Set([
    "morning", "evening", "night", "noon", "afternoon", "am", "pm", "before", "after",
    "breakfast", "lunch", "dinner", "bed", "bedtime", "waking", "wake", "up", "fasting",
    "fasted", "clothed", "naked", "dressed", "scale", "manual", "measured", "recorded",
    "body", "net", "gross", "total", "raw", "adjusted", "corrected", "current", "actual",
    "new", "last", "latest", "first", "final", "daily", "weekly", "monthly", "week", "day",
    "today", "reading", "value", "entry", "morgens", "abends", "nüchtern", "matin", "soir",
    // A score of the weight, not a person's (`who_weight_z`, `weight_for_length_flag`).
    "z", "zscore", "score", "sd", "sds", "flag", "class", "category", "percentile", "centile",
    "for", "age", "length", "height", "who", "cdc",
  ]).union(summaryWords)
}
