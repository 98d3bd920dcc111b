import DataSource

/// The optional columns batch mode reads about the person measured, each found by name like
/// the weight and height (ignoring case, first name the header has wins) or named with its
/// `--<option>` option. This table is the vocabulary: `bmi help batch` prints it.
public enum PersonColumnRole: String, Sendable, CaseIterable, Hashable {
  case sex
  case ageMonths = "age-months"
  case ageYears = "age-years"
  case ageDays = "age-days"
  case born
  case measuredOn = "date"
  case population
  case waist
  /// The WHO standards' measures (read only for rows the WHO scores).
  case measured
  case oedema
  case head
  case arm

  /// The roles that give an age, in the order a row reads them.
  static let ages: [PersonColumnRole] = [.ageMonths, .ageYears, .ageDays, .born]

  /// The names looked for when the user names no column, in order of preference, with the
  /// names of the WHO's anthro and its survey macros (`agemons`, `agedays`, `measure`,
  /// `headc`, `armc`, and the packages' own `age_in_months`, `age_in_days`) and of the CDC's
  /// SAS program (`agemos`).
  public var names: [String] {
    switch self {
    case .sex: return ["sex", "gender"]
    case .ageMonths: return ["age_months", "agemos", "agemons", "age_in_months"]
    case .ageYears: return ["age_years", "age"]
    case .ageDays: return ["age_days", "agedays", "age_in_days"]
    case .born: return ["birth_date", "dob", "born"]
    case .measuredOn: return ["measured_on", "date", "measurement_date"]
    case .population: return ["population"]
    case .waist: return ["waist_cm", "waist", "waist_in"]
    case .measured: return ["measured", "position", "measure"]
    case .oedema: return ["oedema", "edema"]
    case .head: return ["head_cm", "head", "headc", "head_circumference", "head_in", "head_mm"]
    case .arm: return ["arm_cm", "arm", "muac", "muac_cm", "armc", "arm_in", "muac_mm"]
    }
  }

  /// The unit words of an age column named by its words: `Age (months)`, `Age in days`,
  /// `age_yrs`.
  var ageUnitWords: Set<String> {
    switch self {
    case .ageMonths: ["months", "month", "mo", "mos", "mths"]
    case .ageYears: ["years", "year", "yrs", "yr", "y"]
    case .ageDays: ["days", "day", "d"]
    default: []
    }
  }

  /// The first column named `Age` and this role's unit, or with `in` between (`Age (months)`,
  /// `Age in days`), when the role is an age.
  func agedByWords(in names: [String]) -> Int? {
    guard !ageUnitWords.isEmpty else { return nil }
    return names.firstIndex { name in
      let words = ColumnVocabulary.words(of: name).filter { $0 != "in" }
      return words.count == 2 && words[0] == "age" && ageUnitWords.contains(words[1])
    }
  }

  /// The option that names the column: `--sex-column`, `--age-months-column`, …
  public var option: String { rawValue + "-column" }

  /// The column's subject, for help: `age in months`.
  public var label: String {
    switch self {
    case .sex: return "sex"
    case .ageMonths: return "age in months"
    case .ageYears: return "age in years"
    case .ageDays: return "age in days"
    case .born: return "birth date"
    case .measuredOn: return "measurement date"
    case .population: return "population"
    case .waist: return "waist"
    case .measured: return "position"
    case .oedema: return "oedema"
    case .head: return "head circumference"
    case .arm: return "arm circumference"
    }
  }

  /// What the column holds, for help and messages.
  public var meaning: String {
    switch self {
    case .sex:
      return "1, m, male, b or boy for a boy; 2, f, female, g or girl for a girl (any case)"
    case .ageMonths: return "age in months at the measurement: 114.5 (or 9y6m with units)"
    case .ageYears: return "age in years at the measurement: 9.5 (or 9y6m, 114.5m with units)"
    case .ageDays:
      return
        "age in days at the measurement, 0 on the birthday: 3471 (months = days / 30.4375)"
    case .born:
      return "birth date, YYYY-MM-DD (needs a measurement date column, unless an age column "
        + "gives the ages)"
    case .measuredOn:
      return "measurement date, YYYY-MM-DD (for the age from a birth date; after today: no class)"
    case .population: return "default or asian: the adult cut points (any case; empty: default)"
    case .waist: return "waist: 80, 80cm, 32in (bare numbers as --units says, or by the name)"
    case .measured:
      return "WHO: how the length or height was measured: l, lying, lying down, recumbent or "
        + "length; h, standing, standing up or height (any case; empty: the 87 cm / 24 months "
        + "rule)"
    case .oedema:
      return "WHO: bilateral pitting oedema, \(PersonCellReader.oedemaText) (any case; 1 or y, "
        + "2 or n as the WHO's anthro codes it)"
    case .head:
      return "WHO: head circumference, \(GrowthMeasures.headText) (bare numbers as --units says)"
    case .arm:
      return "WHO: mid-upper arm circumference (MUAC), \(GrowthMeasures.armText) (as --units says)"
    }
  }
}
