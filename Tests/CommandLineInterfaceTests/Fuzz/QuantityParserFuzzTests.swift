import DataSource
import Model
import TestSupport
import Testing

/// Random texts through the unit parser: each is either a finite value inside the accepted
/// range or a typed refusal; nothing crashes or hangs.
struct QuantityParserFuzzTests {
  private static let alphabet = [
    "0", "1", "5", "9", ".", ",", "-", "+", " ", "kg", "lb", "lbs", "st", "cm", "m", "mm", "in",
    "ft", "'", "\"", "′", "″", "e", "x", "inf", "nan", "\u{0}", "\t", "１", "é", "🙂", "999999999",
  ]

  @Test func weightAndHeight_fourThousandRandomTexts_valueInRangeOrTypedError() {
    var generator = SeededGenerator(seed: 0xB31)
    for bareUnits in UnitSystem.allCases {
      let sut = QuantityParser(bareUnits: bareUnits)
      for _ in 0..<2_000 {
        let text = generator.text(from: Self.alphabet, maxLength: 8)
        if let weight = try? sut.weight(text) {
          #expect(
            weight.value.isFinite && QuantityParser.weightRange.contains(weight.value), "\(text)")
        }
        if let height = try? sut.height(text) {
          #expect(
            height.value.isFinite && QuantityParser.heightRange.contains(height.value), "\(text)")
        }
      }
    }
  }
}
