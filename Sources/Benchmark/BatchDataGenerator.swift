import Glibc

/// The batch benchmark's input: `weight_kg,height_cm` rows from a fixed seed, so every run
/// and every machine measures the same bytes. Weights 40.0–150.0 kg, heights 140.0–210.0 cm.
/// The mixed input adds `sex,age_months`: every other row a child of 24.0–239.9 months
/// (BMI 12–35 at a height for the age), the rest adults of 20–90 years.
struct BatchDataGenerator {
  static let seed: UInt64 = 0x626D_6920_6261_7463  // "bmi batc"

  /// SplitMix64: tiny, fast, and the same sequence everywhere.
  private var state: UInt64 = BatchDataGenerator.seed

  /// Writes the header and `rows` rows to `path`; `mixed` for half children.
  static func write(rows: Int, to path: String, mixed: Bool = false) -> Bool {
    var generator = BatchDataGenerator()
    let header = mixed ? "weight_kg,height_cm,sex,age_months\n" : "weight_kg,height_cm\n"
    return RowFileWriter.write(rows: rows, to: path, header: header) { index in
      mixed ? generator.mixedRow(isChild: index % 2 == 0) : generator.row()
    }
  }

  /// One row such as `72.4,181.0\n`.
  mutating func row() -> String {
    let weight = 400 + Int(next() % 1101)  // tenths of a kg: 40.0 ... 150.0
    let height = 1400 + Int(next() % 701)  // tenths of a cm: 140.0 ... 210.0
    return "\(weight / 10).\(weight % 10),\(height / 10).\(height % 10)\n"
  }

  /// One row such as `31.4,133.0,2,114.5\n` (a child) or `72.4,181.0,1,402.0\n`.
  mutating func mixedRow(isChild: Bool) -> String {
    let sex = 1 + Int(next() % 2)
    guard isChild else {
      let row = self.row().dropLast()
      let age = 240 + Int(next() % 841)  // whole months: 20 ... 90 years
      return "\(row),\(sex),\(age).0\n"
    }
    let age = 240 + Int(next() % 2160)  // tenths of a month: 24.0 ... 239.9
    // Heights that grow with age (80 cm at 2 years to 190 cm at 20, give or take 10) and
    // BMIs of 12 to 35, so rows fall in every class and few are implausible.
    let height = 800 + (age - 240) * 1100 / 2160 - 100 + Int(next() % 201)  // tenths of a cm
    let bmi = 120 + Int(next() % 231)  // tenths of kg/m²
    let weight = bmi * height * height / 1_000_000  // tenths of a kg
    return "\(weight / 10).\(weight % 10),\(height / 10).\(height % 10),\(sex),"
      + "\(age / 10).\(age % 10)\n"
  }

  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
