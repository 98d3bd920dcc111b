import DataSource
import Model
import TestSupport
import Testing

struct DecimalTextTests {
  static func exactValue(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      DecimalText.exactValue(buffer.baseAddress ?? UnsafePointer(bitPattern: 1)!, 0..<buffer.count)
    }
  }

  @Test(arguments: [
    "72.5", "180", "0.1", ".5", "70.", "0070.50", "24.995", "99.98", "123456789012345",
    "1.00000000000001", "0.00000000000001", "150.0", "999.999999999999",
  ])
  func exactValue_plainDecimal_equalsDoubleParsing(text: String) {
    #expect(Self.exactValue(text) == Double(text))
  }

  @Test(arguments: [
    "", ".", "1.2.3", "-70", "+70", "70kg", " 70", "1e5", "7,5", "1234567890123456",
    "0.000000000000001",
  ])
  func exactValue_notPlainOrTooLong_isNil(text: String) {
    #expect(Self.exactValue(text) == nil)
  }

  @Test func exactValue_manyRandomDecimals_equalDoubleParsing() {
    var generator = SeededGenerator(seed: 4)
    for _ in 0..<100_000 {
      let digits = Int.random(in: 1...15, using: &generator)
      var text = String(
        (0..<digits).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
      let point = Int.random(in: 0...digits, using: &generator)
      text.insert(".", at: text.index(text.startIndex, offsetBy: point))
      #expect(Self.exactValue(text) == Double(text), "\(text)")
    }
  }

  @Test(arguments: [0, 5, 50, 99, 100, 2286, 2500, 1_111_111, -5, -12_345, Int.max, Int.min + 1])
  func writeHundredths_value_matchesFixedDecimalDescription(scaled: Int) {
    var bytes = [UInt8](repeating: 0, count: 32)
    let count = bytes.withUnsafeMutableBufferPointer {
      DecimalText.writeHundredths(scaled, to: $0.baseAddress!)
    }
    let sut = String(decoding: bytes[0..<count], as: UTF8.self)
    #expect(sut == FixedDecimal(scaled: scaled, places: 2).description)
  }

  @Test func writeHundredths_everyValueBelowAThousandAndEitherSign_matchesFixedDecimal() {
    // Below 1000.00 the digits come from a table in one word (`writeShortHundredths`):
    // every such value, and the first ones past it.
    var bytes = [UInt8](repeating: 0, count: 32)
    var mismatches = 0
    for scaled in -100_100...100_100 {
      let count = bytes.withUnsafeMutableBufferPointer {
        DecimalText.writeHundredths(scaled, to: $0.baseAddress!)
      }
      let sut = String(decoding: bytes[0..<count], as: UTF8.self)
      if sut != FixedDecimal(scaled: scaled, places: 2).description { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }

  /// The digits of `scaled` units of the `places`-th decimal, the plain way.
  static func plainDigits(_ scaled: Int, places: Int) -> String {
    var digits = String(scaled.magnitude)
    if digits.count <= places {
      digits = String(repeating: "0", count: places + 1 - digits.count) + digits
    }
    if places > 0 { digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places)) }
    return (scaled < 0 ? "-" : "") + digits
  }

  @Test(arguments: [0, 1, 2, 3, 6])
  func write_anyPlaces_matchesThePlainDigits(places: Int) {
    var generator = SeededGenerator(seed: UInt64(places) + 7)
    var values = [0, 1, -1, 9, 10, 99, 100, -100, 12_345, Int.max, Int.min + 1]
    for _ in 0..<2_000 {
      values.append(Int.random(in: -10_000_000...10_000_000, using: &generator))
    }
    for value in values {
      let sut = withUnsafeTemporaryAllocation(
        of: UInt8.self, capacity: places + DecimalText.maximumLength
      ) { buffer in
        let count = DecimalText.write(value, places: places, to: buffer.baseAddress!)
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
      }
      #expect(sut == Self.plainDigits(value, places: places), "\(value)")
      #expect(FixedDecimal(scaled: value, places: places).description == sut)
    }
  }
}
