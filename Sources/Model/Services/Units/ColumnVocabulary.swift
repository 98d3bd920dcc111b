import DataSource

/// The one vocabulary of column names that import and batch mode both read: which header
/// names a date, a weight, a height or a waist (`Weight (kg)`, `weight_lbs`, `Gewicht`,
/// `Time of Measurement`), and the unit a name carries (`Height (in)`, `Body weight [lb]`).
/// Names are matched case-insensitively, word by word.
public enum ColumnVocabulary {
  public enum Role: Sendable, Equatable {
    case date, weight, height, waist
  }

  /// Words that make a header name a role (English first, then common European spellings,
  /// then the apps' other languages: Japanese and Chinese `体重(kg)`, `日付`, Korean `체중`,
  /// Russian `Вес`; a word of a script without spaces matches as the whole word only, so
  /// `除脂肪体重` (lean mass) is no weight).
  static let words: [Role: Set<String>] = [
    .date: Set<String>([
      "date", "day", "datum", "dátum", "dato", "fecha", "data", "timestamp", "datetime",
      "start", "tarih", "päivämäärä", "日付", "日時", "日期", "날짜", "дата", "датум",
    ]).union(timeWords),
    // A column named for its unit alone is a weight too (Weightbot's `kilograms, pounds`).
    .weight: Set(
      [
        "weight", "bodyweight", "gewicht", "körpergewicht", "poids", "peso", "waga", "vikt",
        "vekt", "vægt", "paino", "súly", "hmotnost", "váha", "težina", "teža", "greutate",
        "体重", "體重", "체중", "몸무게", "вес", "вага", "тежина", "тегло",
      ]
        + QuantityUnit.kilogram.spellings
        + QuantityUnit.pound.spellings),
    // `Taille` is no word of either: French for a height, German for a waist (Waistline's
    // German export writes `Taille (cm)` for the waist), so the header's language decides
    // (`tailleRole(in:)`); French `Tour de taille` is a waist.
    .height: ["height", "größe", "altura", "身長", "身高", "신장", "키", "рост"],
    .waist: ["waist", "taillenumfang", "bauchumfang", "腹囲", "腰围", "허리둘레", "талия"],
  ]

  /// Names that name a role as a whole, by their words (French `Tour de taille`, the waist;
  /// WeightLogger's `Recorded At`, the date).
  static let phrases: [Role: Set<[String]>] = [
    .waist: [["tour", "de", "taille"]],
    .date: [["recorded", "at"], ["measured", "at"], ["logged", "at"], ["taken", "at"]],
  ]

  /// The words that make a weight column's name another figure, for the documentation.
  public static var notWeightWords: [String] { notWeight.sorted() }

  /// The words that make a header name `role`, for the documentation.
  public static func knownWords(for role: Role) -> [String] {
    (words[role] ?? []).sorted()
  }

  /// The words of a name, lower-cased: letters and digits only, a camel-case name split
  /// where a capital follows a small letter (`weightInGrams`, `WeightKg`, `UserName`).
  public static func words(of name: String) -> [String] {
    var spaced = ""
    var previous: Character?
    for character in name {
      if let previous, previous.isLowercase, character.isUppercase { spaced.append(" ") }
      spaced.append(character)
      previous = character
    }
    return spaced.lowercased().split { !($0.isLetter || $0.isNumber) }.flatMap(unglued)
  }

  /// A word and the unit written onto it, apart: GoldenCheetah's `weightkg`, `heightcm`,
  /// `weightlbs` are `weight kg` and so on; a German compound and its last word, apart:
  /// Strava's `Sportlergewicht` is `sportler gewicht`, a scale's `Messdatum` `mess datum`
  /// (so `Zielgewicht`, `Geburtsdatum` meet `notWeight` and `notDate` as `Target Weight`
  /// does); any other word as it is (`weights`, `fatkg`).
  private static func unglued(_ word: Substring) -> [String] {
    for known in gluableWords where word.count > known.count && word.hasPrefix(known) {
      let unit = String(word.dropFirst(known.count))
      if QuantityUnit(spelling: unit) != nil { return [known, unit] }
    }
    for last in compoundEnds where word.count > last.count && word.hasSuffix(last) {
      return [String(word.dropLast(last.count)), last]
    }
    return [String(word)]
  }

  /// The last words of German compounds that name a weight or a date.
  private static let compoundEnds = ["gewicht", "datum"]

  /// The words a unit may be glued onto: a weight's, a height's and a waist's, not a unit.
  private static let gluableWords =
    (words[.weight]!.subtracting(unitWords)).union(words[.height]!).union(words[.waist]!)
    .sorted { $0.count > $1.count }

  /// Whether `name` names `role`. A date column may be called `Time` or
  /// `Time of Measurement`, but a weight column never `Weight change`.
  public static func names(_ name: String, _ role: Role) -> Bool {
    let words = words(of: name)
    if phrases[role]?.contains(where: { phrase in
      words.count >= phrase.count
        && (0...(words.count - phrase.count)).contains {
          Array(words[$0..<($0 + phrase.count)]) == phrase
        }
    }) == true {
      return true
    }
    guard let known = Self.words[role], words.contains(where: known.contains) else {
      return false
    }
    switch role {
    case .weight:
      return !words.contains(where: notWeight.contains)
    case .date:
      // `start` names a date only as the whole name (QS Access's `Start,Finish`): `Start
      // Weight` is a weight figure, `Workout Start` no reading's date.
      let onlyStart = words.count > 1 && !words.contains { $0 != "start" && known.contains($0) }
      return !onlyStart && !words.contains(where: notDate.contains)
    case .height, .waist:
      return true
    }
  }

  /// What a column named `Taille` alone holds: a waist in a German header (another column's
  /// name has a German word, `Datum;Gewicht (kg);Taille (cm)`, and none a French one), else a
  /// height, as French and most files that write it mean (`Date;Poids (kg);Taille (cm)`, a
  /// French scale's `Fett (%)` beside `Poids` too, `id,bodyweight,taille`).
  static func tailleRole(in names: [String]) -> Role {
    let german: Set = [
      "gewicht", "datum", "uhrzeit", "zeit", "größe", "groesse", "bauchumfang", "hüfte",
      "brust", "notiz", "kommentar", "bemerkung", "fett", "muskel", "wasser", "knochen",
    ]
    let french: Set = [
      // Not `masse`: German writes it too (`Muskelmasse`).
      "poids", "heure", "graisse", "eau", "osseuse", "musculaire", "corporelle",
      "remarque", "commentaire", "commentaires", "hanches", "poitrine", "hauteur", "taux",
    ]
    let header = names.flatMap { words(of: $0) }
    return header.contains(where: german.contains) && !header.contains(where: french.contains)
      ? .waist : .height
  }

  /// A name that is one measure's word and units alone (`Length (in)`, `Head`, `head_cm`):
  /// `Length` is a baby's height in a clinic's sheet only so, never `Stride length (cm)`.
  public static func namesOnly(_ name: String, _ word: String) -> Bool {
    let words = words(of: name).filter { QuantityUnit(spelling: $0) == nil }
    return words == [word]
  }

  /// Words that make a name with a weight word another figure: other measures of a body
  /// scale (`Fat mass (kg)`, `Muscle mass`), a weight other than the reading (`Target
  /// Weight (lb)`, `Start Weight`, `Moving Average Weight`, `Weight change`, `Weight lost`),
  /// and the unit column beside it (`Weight Unit`).
  static let notWeight: Set = [
    "fat", "muscle", "bone", "water", "lean", "change", "trend", "goal", "target", "ideal",
    "desired", "start", "starting", "initial", "moving", "smoothed", "difference", "diff",
    "delta", "lost", "loss", "gain", "gained", "unit", "units", "interpolated",
    // Body-composition scales' other masses (`LBM (kg)`, `Protein Mass (kg)`, `SMM (kg)`), a
    // BMI's unit (`BMI (kg/m²)`), and weights that are not the reading's.
    "lbm", "ffm", "bfm", "smm", "protein", "skeletal", "subcutaneous", "visceral", "bmi",
    "previous", "predicted", "lifted", "expected",
    // The first words of German compounds with `gewicht` that are not the reading (`Ziel-`,
    // `Start-`, `Wunsch-`, `Ideal-`, `Muskel-`, `Knochen-`, `Fett-`, `Wasser-`, `Fahrrad-`),
    // and a bike's weight in English (Strava's `Bike Weight`).
    "ziel", "wunsch", "muskel", "knochen", "fett", "wasser", "fahrrad", "rad", "bike",
    "körperfett",
  ]

  /// The names among `names` with a weight word that are another figure (`Trend Weight (kg)`,
  /// `Target Weight`): what a file without a weight column has instead, for its message.
  public static func otherWeightFigures(in names: [String]) -> [String] {
    names.filter { name in
      let words = words(of: name)
      return words.contains(where: Self.words[.weight]!.contains)
        && words.contains(where: notWeight.contains)
    }
  }

  /// Words of a day's summary of readings (Google Fit's `Average weight (kg)`, `Max weight`):
  /// a weight, taken when the file has no column of the reading itself.
  static let summaryWords: Set = ["average", "avg", "mean", "min", "max", "minimum", "maximum"]

  /// The unit spellings among the weight words (a column named for its unit alone).
  static let unitWords = Set(QuantityUnit.kilogram.spellings + QuantityUnit.pound.spellings)

  /// Words that name a date only loosely: a column with another date word goes first
  /// (`Day,Date,Weight`: `Day` holds weekdays; Samsung Health's `client_data_id` is no
  /// date), and one of these alone still names it (Garmin's `Time`, `Measure Time`, QS
  /// Access's `Start`, which is a date only as the whole name: `names`).
  static let looseDateWords = Set(["day", "data", "start"]).union(timeWords)

  /// A time of day in the apps' languages (Garmin's and EufyLife's German `Zeit`, `Uhrzeit`).
  static let timeWords: Set<String> = [
    "time", "zeit", "uhrzeit", "heure", "hora", "ora", "tijd", "時間", "时间", "시간", "время",
  ]

  /// Whether a column's name says it holds times of day alone (`Time`, `Time of Day`,
  /// `Uhrzeit`, `Heure`): beside a date column, the time that orders a day's readings.
  public static func namesTimeOfDay(_ name: String) -> Bool {
    let words = words(of: name)
    return words == ["time", "of", "day"] || (words.count == 1 && timeWords.contains(words[0]))
  }

  /// Words that make a name with a date word something else: a zone, an offset or an id
  /// (`Time Zone`, Samsung Health's `time_offset` and `client_data_id`), a weekday
  /// (`DayOfWeek`), or another date than the reading's (`DateOfBirth`, `Goal Date`).
  static let notDate: Set = [
    "zone", "offset", "timezone", "id", "week", "weekday", "dow", "birth", "born", "dob",
    "birthday", "goal", "target", "due", "geburts", "ziel",
  ]

  /// Words of a record's bookkeeping, not of when it was measured (`InsertedDate`,
  /// `update_time`, `Created Date`): such a date column is taken only when there is no other.
  static let bookkeepingWords: Set = [
    "inserted", "insert", "created", "create", "creation", "modified", "modify", "updated",
    "update", "uploaded", "upload", "synced", "sync", "imported", "exported",
  ]

  /// How firmly a name that names a date does: by a date word other than `day`, `time`,
  /// `data` or `start` first, by those alone next, a bookkeeping date last; of two alike, the
  /// local one over the one named for UTC (Basis's `Timestamp (local)` and `Timestamp (UTC)`).
  private static func dateRank(_ name: String) -> Int {
    let words = words(of: name)
    let firmness =
      words.contains(where: bookkeepingWords.contains)
      ? 2
      : words.contains { !looseDateWords.contains($0) && Self.words[.date]!.contains($0) } ? 0 : 1
    return firmness * 2 + (namesUTC(name) ? 1 : 0)
  }

  /// Whether a date column's name says its times are UTC (`Timestamp (UTC)`, `date_gmt`).
  public static func namesUTC(_ name: String) -> Bool {
    words(of: name).contains { $0 == "utc" || $0 == "gmt" }
  }

  /// The first column among `names` for `role`, or `nil`; for a weight, the first that is
  /// not a summary (`Weight (lb)` over an `Average Weight (lb)` before it) when there is one;
  /// for a date, the first of the firmest (`dateRank`).
  public static func column(for role: Role, in names: [String]) -> Int? {
    if role == .height || role == .waist, !names.contains(where: { Self.names($0, role) }),
      tailleRole(in: names) == role,
      let taille = names.firstIndex(where: { namesOnly($0, "taille") })
    {
      return taille
    }
    // A baby's length (`Length (in)`, anthro's `lenhei`) when no column names a height.
    if role == .height, !names.contains(where: { Self.names($0, .height) }) {
      return names.firstIndex { namesOnly($0, "length") || namesOnly($0, "lenhei") }
    }
    if role == .date {
      let dated = names.indices.filter { Self.names(names[$0], role) }
      return dated.min { dateRank(names[$0]) < dateRank(names[$1]) }
    }
    if role == .weight {
      // A name with a weight word (`Weight (kg)`) over one that only has a unit (`LBM (kg)`
      // when that word is unknown), and the reading over a day's summary of it.
      let weightWords = Self.words[.weight]!.subtracting(unitWords)
      let candidates = names.indices.filter { Self.names(names[$0], role) }
      let ranked = candidates.sorted { a, b in
        func rank(_ index: Int) -> Int {
          let words = words(of: names[index])
          return (words.contains(where: weightWords.contains) ? 0 : 2)
            + (words.contains(where: summaryWords.contains) ? 1 : 0)
        }
        return (rank(a), a) < (rank(b), b)
      }
      if let first = ranked.first { return first }
    }
    return names.firstIndex { Self.names($0, role) }
  }

  /// The unit a column's name carries (`weight_lb`, `Height (in)`, `Gewicht [kg]`), if it
  /// suits the quantity: a mass for a weight, a length for anything else.
  public static func unit(in name: String, forWeight: Bool) -> QuantityUnit? {
    for word in words(of: name).reversed() {
      guard let unit = QuantityUnit(spelling: word) else { continue }
      if unit.isWeight == forWeight { return unit }
    }
    return nil
  }
}
