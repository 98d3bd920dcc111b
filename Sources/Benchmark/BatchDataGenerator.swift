import Glibc

/// The batch benchmark's input: `weight_kg,height_cm` rows from a fixed seed, so every run
/// and every machine measures the same bytes. Weights 40.0–150.0 kg, heights 140.0–210.0 cm.
struct BatchDataGenerator {
  static let seed: UInt64 = 0x626D_6920_6261_7463  // "bmi batc"

  /// SplitMix64: tiny, fast, and the same sequence everywhere.
  private var state: UInt64 = BatchDataGenerator.seed

  /// Writes the header and `rows` rows to `path`.
  static func write(rows: Int, to path: String) -> Bool {
    guard let file = fopen(path, "w") else { return false }
    defer { fclose(file) }
    var generator = BatchDataGenerator()
    var text = "weight_kg,height_cm\n"
    for _ in 0..<rows {
      text += generator.row()
      if text.utf8.count >= 1 << 16 {
        fputs(text, file)
        text = ""
      }
    }
    fputs(text, file)
    return ferror(file) == 0
  }

  /// One row such as `72.4,181.0\n`.
  mutating func row() -> String {
    let weight = 400 + Int(next() % 1101)  // tenths of a kg: 40.0 ... 150.0
    let height = 1400 + Int(next() % 701)  // tenths of a cm: 140.0 ... 210.0
    return "\(weight / 10).\(weight % 10),\(height / 10).\(height % 10)\n"
  }

  private mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
