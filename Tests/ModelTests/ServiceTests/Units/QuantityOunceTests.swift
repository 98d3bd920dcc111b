import Model
import Testing

/// A baby's weight as US families and clinics write it: pounds and ounces (1 oz = 1/16 lb
/// exactly), alone or combined, as stones and pounds combine.
struct QuantityOunceTests {
  @Test(arguments: [
    ("7lb8oz", 7.5 * 0.45359237), ("7 lb 8 oz", 7.5 * 0.45359237), ("120oz", 7.5 * 0.45359237),
    ("7lb 8", 7.5 * 0.45359237), ("12 pounds 4 ounces", 12.25 * 0.45359237),
  ])
  func weight_poundsAndOunces_exact(text: String, kilograms: Double) throws {
    let parsed = try QuantityParser().weight(text)
    #expect(parsed.value == kilograms)
    #expect(parsed.writtenIn == .imperial)
  }

  @Test func weight_ouncesWithStones_refused() {
    #expect(throws: QuantityError.self) { try QuantityParser().weight("1st 2lb 3oz") }
  }
}
