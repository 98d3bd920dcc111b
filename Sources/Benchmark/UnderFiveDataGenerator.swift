import Glibc

/// The `who` suite's input: children under 5 as a survey records them, from a fixed seed:
/// `weight_kg,height_cm,sex,age_days,measured,head,arm`. Ages 0–1826 days; lengths
/// and heights around the WHO medians for the age (±8%), weights for a BMI of 12–21, heads
/// and arms near their medians, and the position as measured: lying (`l`) under 731 days and
/// standing (`h`) from it, one row in twenty the other way (the ±0.7 cm rule's cases).
struct UnderFiveDataGenerator {
  static let seed: UInt64 = 0x626D_6920_756E_6435  // "bmi und5"

  private var state: UInt64 = UnderFiveDataGenerator.seed

  static let header = "weight_kg,height_cm,sex,age_days,measured,head,arm\n"

  /// Writes the header and `rows` rows to `path`.
  static func write(rows: Int, to path: String) -> Bool {
    var generator = UnderFiveDataGenerator()
    return RowFileWriter.write(rows: rows, to: path, header: header) { _ in generator.row() }
  }

  /// One row such as `12.4,86.3,2,731,h,47.1,15.2\n`.
  mutating func row() -> String {
    let sex = 1 + Int(next() % 2)
    let days = Int(next() % 1827)
    let years = Double(days) / 365.25
    // Rough WHO medians: 50 cm at birth, 75 at 1 year, 87 at 2, 110 at 5 (piecewise).
    let median =
      years < 1 ? 50 + 25 * years : years < 2 ? 75 + 12 * (years - 1) : 87 + 23 * (years - 2) / 3
    let height = Int(median * Double(920 + Int(next() % 161)))  // thousandths of the median
    let tenthsCM = height / 100
    let bmi = 120 + Int(next() % 91)  // tenths of kg/m²: 12.0 ... 21.0
    let weight = max(bmi * tenthsCM * tenthsCM / 1_000_000, 15)  // tenths of a kg
    let lying = (days < 731) != (next() % 20 == 0)
    let head = 340 + min(days, 1826) * 160 / 1826 + Int(next() % 31) - 15  // tenths of a cm
    let arm = 110 + Int(next() % 81)  // tenths of a cm: 11.0 ... 19.0
    return "\(weight / 10).\(weight % 10),\(tenthsCM / 10).\(tenthsCM % 10),\(sex),\(days),"
      + "\(lying ? "l" : "h"),\(head / 10).\(head % 10),\(arm / 10).\(arm % 10)\n"
  }

  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
