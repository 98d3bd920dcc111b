import DataSource
import Foundation
import TestSupport
import Testing

/// The store codec's byte paths against plain references on fuzzed input: the encoder's one
/// buffer against the `JSONTextWriter` encoder it replaced (`ReferenceStoreEncoder`), its
/// digit writer against `Double.description`, the reader's numbers against
/// `Double(String)` and its member names matched as bytes against `String` equality.
struct StoreCodecEquivalenceTests {
  static let seeds: [UInt64] = Array(1...12)

  @Test(arguments: seeds)
  func encode_fuzzedDocument_matchesTheReferenceByteForByte(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let document = Self.document(&random, anyDates: true)
    let sut = StoreDocumentEncoder.encode(document)
    #expect(sut == ReferenceStoreEncoder.encode(document))
  }

  @Test(arguments: seeds)
  func decode_fuzzedDocument_readsBackWhatTheReferenceWrote(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let document = Self.document(&random, anyDates: false)
    let sut = try StoreDocumentDecoder.decode(ReferenceStoreEncoder.encode(document))
    #expect(sut.document == document)
  }

  /// The same document with every entry member name escaped (`"d\u0061te"`) and every
  /// number in exponent form (`7025e-2`) takes the slow paths, and reads the same.
  @Test(arguments: seeds)
  func decode_escapedNamesAndExponents_readsTheSameDocument(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let document = Self.document(&random, anyDates: false)
    var text = String(decoding: ReferenceStoreEncoder.encode(document), as: UTF8.self)
    for name in ["date", "weight_kg", "waist_cm", "height_cm", "head_cm", "arm_cm", "note"] {
      let escaped = "\\u00" + String(name.utf8.first!, radix: 16) + name.dropFirst()
      text = text.replacingAll("{\"\(name)\": ", with: "{\"\(escaped)\": ")
      text = text.replacingAll(", \"\(name)\": ", with: ", \"\(escaped)\": ")
    }
    text = Self.exponentForm(text)
    let sut = try StoreDocumentDecoder.decode(Array(text.utf8))
    #expect(sut.document == document)
  }

  @Test func appendNumber_fuzzedValues_writeWhatDescriptionWrites() {
    var random = SeededGenerator(seed: 7)
    var values: [Double] = [
      0, -0.0, 1, 0.1, 0.5, 0.0001, 0.00001, 1e-300, 9.99, 999_999_999.9, 1e9, 1e15, 1e16,
      123_456_789.123456, 1.000000000000001, 74.60000000000001, 70.05, -70.05,
      .leastNonzeroMagnitude,
      .greatestFiniteMagnitude, 2.5, 1000, 300, 9_007_199_254_740_992,
    ]
    // Where 16 and 17 digits are written from the value's own bits (`appendLong`): beside
    // each power of ten (the digit count changes) and of two (neighbours unevenly spaced).
    var power = 1.0
    for _ in 0...9 {
      values += [power.nextDown, power.nextDown.nextDown, power.nextUp, power.nextUp.nextUp]
      power *= 10
    }
    for exponent in 0...30 {
      let two = Double(sign: .plus, exponent: exponent, significand: 1)
      values += [two, two.nextUp, two.nextDown, two.nextUp.nextUp, two.nextDown.nextDown]
    }
    for _ in 0..<20000 {
      let places = Int.random(in: 0...7, using: &random)
      var scale = 1.0
      for _ in 0..<places { scale *= 10 }
      let decimal = Double(Int.random(in: 1...100_000_000, using: &random)) / scale
      values += [decimal, decimal.nextUp, decimal.nextDown]
      values.append(Double.random(in: 1...1000, using: &random))
      values.append(Double(Int.random(in: 2...2000, using: &random)) * 0.453_592_37)
      values.append(Double(bitPattern: random.next()))
    }
    var mismatches: [Double] = []
    var buffer = [UInt8](repeating: 0, count: 128)
    for value in values where value.isFinite {
      let written = buffer.withUnsafeMutableBufferPointer { buffer in
        var sink = ByteSink(base: buffer.baseAddress!, count: 0, capacity: buffer.count)
        JSONText.appendNumber(value, to: &sink)
        return Array(buffer[0..<sink.count])
      }
      if written != Array(JSONText.number(value).utf8) { mismatches.append(value) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }

  /// `nearestScaled` rounds a value to `places` decimals from its bits, exactly: it agrees
  /// with glibc's `%.*f` (correctly rounded) on fuzzed values and converted pounds, and
  /// declines exact halves and values outside 1 to 2^53.
  @Test func nearestScaled_fuzzedValues_roundAsPrintfRounds() {
    #expect(DecimalText.nearestScaled(70.1, places: 2) == 7010)
    #expect(DecimalText.nearestScaled(3, places: 0) == 3)
    #expect(DecimalText.nearestScaled(1.5, places: 0) == nil)
    #expect(DecimalText.nearestScaled(2.25, places: 1) == nil)
    #expect(DecimalText.nearestScaled(0.75, places: 1) == nil)
    #expect(DecimalText.nearestScaled(0x1p53, places: 0) == nil)
    #expect(DecimalText.nearestScaled(70.1, places: 19) == nil)
    var random = SeededGenerator(seed: 23)
    for _ in 0..<20000 {
      let value =
        Bool.random(using: &random)
        ? Double.random(in: 1..<1e9, using: &random)
        : Double(Int.random(in: 3...2000, using: &random)) * 0.453_592_37
      let places = Int.random(in: 0...(17 - String(Int(value)).count), using: &random)
      let printed = String(format: "%.\(places)f", value).replacingOccurrences(of: ".", with: "")
      #expect(DecimalText.nearestScaled(value, places: places) == UInt64(printed), "\(value)")
    }
  }

  @Test func readNumber_fuzzedText_readsWhatDoubleOfStringReads() throws {
    var random = SeededGenerator(seed: 11)
    func digits(_ count: Int, leading: Bool) -> String {
      String(
        (0..<count).map { index in
          Character(String(Int.random(in: (index == 0 && leading ? 1 : 0)...9, using: &random)))
        })
    }
    for _ in 0..<20000 {
      let integerCount = Int.random(in: 1...18, using: &random)
      var text = integerCount == 1 ? digits(1, leading: false) : digits(integerCount, leading: true)
      if Bool.random(using: &random) { text = "-" + text }
      if Bool.random(using: &random) {
        text += "." + digits(Int.random(in: 1...18, using: &random), leading: false)
      }
      if Int.random(in: 0..<4, using: &random) == 0 {
        text += "e" + ["", "+", "-"].randomElement(using: &random)!
        text += digits(Int.random(in: 1...3, using: &random), leading: false)
      }
      guard let expected = Double(text), expected.isFinite else { continue }
      var sut = JSONReader(Array(text.utf8))
      let value = try sut.readNumber()
      #expect(value.bitPattern == expected.bitPattern, "\(text)")
    }
  }

  /// `DecimalText.nearestValue` reads 16 to 19 digits as `Double(String)` does, or leaves
  /// them to it (`nil`); and it reads nearly every double from 1 to 2^53 that `description`
  /// writes with 16 or 17 digits.
  @Test func nearestValue_longDecimals_readsWhatDoubleOfStringReads() {
    var random = SeededGenerator(seed: 13)
    var texts: [String] = ["70.10000000000001", "74.80000000000001", "1.0000000000000002"]
    for _ in 0..<20000 {
      let values = [
        Double.random(in: 1...2000, using: &random), Double.random(in: 1...0x1p53, using: &random),
        Double(Int.random(in: 2...2000, using: &random)) * 0.453_592_37,
        70 + Double(Int.random(in: 0..<50, using: &random)) / 10
          - Double(Int.random(in: 0..<7, using: &random)) / 20,
      ]
      texts += values.map(\.description)
      let integerCount = Int.random(in: 1...19, using: &random)
      let fractionCount = Int.random(
        in: max(0, 16 - integerCount)...(19 - integerCount), using: &random)
      var text = String(Int.random(in: 1...9, using: &random))
      for _ in 1..<integerCount { text += String(Int.random(in: 0...9, using: &random)) }
      if fractionCount > 0 { text += "." }
      for _ in 0..<fractionCount { text += String(Int.random(in: 0...9, using: &random)) }
      texts.append(text)
    }
    var read = 0
    var long = 0
    for text in texts {
      let bytes = Array(text.utf8)
      let sut = bytes.withUnsafeBufferPointer {
        DecimalText.nearestValue($0.baseAddress!, 0..<$0.count)
      }
      guard let sut else { continue }
      read += 1
      if text.filter(\.isNumber).count > 15 { long += 1 }
      #expect(sut.bitPattern == Double(text)?.bitPattern, "\(text)")
    }
    #expect(read == long)
    #expect(Double(read) > 0.3 * Double(texts.count))
  }

  /// (A JSON string, a literal): `span(_:is:)` decides as `readString() == literal` does,
  /// escapes and canonically equivalent text (the Kelvin sign is a `K`) included.
  @Test(arguments: [
    (#""date""#, "date"), (#""d\u0061te""#, "date"), (#""dat""#, "date"),
    (#""datee""#, "date"), (#""Date""#, "date"), (#""""#, ""), (#""K""#, "K"),
    (#""\u212a""#, "K"), ("\"\u{212A}\"", "K"), (#""n\u00f6te""#, "nöte"),
    ("\"no\u{308}te\"", "nöte"), (#""weight_kg""#, "weight_kg"),
  ])
  func span_is_decidesAsStringEquality(json: String, literal: String) throws {
    var reader = JSONReader(Array(json.utf8))
    let sut = try reader.readStringSpan()
    var plain = JSONReader(Array(json.utf8))
    let expected = try plain.readString()
    #expect(reader.text(of: sut) == expected)
    #expect(Self.span(sut, in: reader, is: literal) == (expected == literal))
    #expect(reader.offset == plain.offset)
  }

  @Test(arguments: [
    #"{"schema_version": 3, "profiles": [{"name": "a", "height_cm": 170, "entries": [{"date": "2026-01-01", "d\u0061te": "2026-01-02", "weight_kg": 70}]}]}"#,
    #"{"\u212a": 1, "K": 2, "schema_version": 3}"#,
  ])
  func decode_oneNameTwiceOnceEscaped_isRefused(text: String) {
    #expect(throws: StoreDocumentDecoder.Failure.self) {
      try StoreDocumentDecoder.decode(Array(text.utf8))
    }
    do {
      _ = try StoreDocumentDecoder.decode(Array(text.utf8))
    } catch {
      guard case .malformed(let problem) = error else { return }
      #expect(problem.reason.hasPrefix("a second member named"))
    }
  }

  // MARK: - Fuzzed documents

  /// A document of one to three profiles; with `anyDates`, dates outside what the reader
  /// takes (years past 9999) too, for the encoder alone.
  static func document(_ random: inout SeededGenerator, anyDates: Bool) -> StoreDocument {
    let names = Set(
      (0..<Int.random(in: 0...3, using: &random)).map { _ in
        "p" + random.text(from: ["a", "z", "é", "ß", "0", "_", "K"], maxLength: 6)
      }
    ).sorted()
    let profiles = names.map { name in
      Profile(
        name: name, heightCentimetres: measure(&random, 30...300),
        sex: Sex.allCases.randomElement(using: &random),
        born: Bool.random(using: &random) ? LocalDate(year: 1980, month: 2, day: 29) : nil,
        goalKilograms: Bool.random(using: &random) ? measure(&random, 1...1000) : nil,
        units: UnitSystem.allCases.randomElement(using: &random),
        population: Population.allCases.randomElement(using: &random),
        reference: ReferenceChoice.allCases.randomElement(using: &random),
        entries: entries(&random, anyDates: anyDates))
    }
    return StoreDocument(defaultProfile: names.first, profiles: profiles)
  }

  private static func entries(_ random: inout SeededGenerator, anyDates: Bool) -> [WeightEntry] {
    var year = anyDates && Bool.random(using: &random) ? 9998 : 1600
    var day = 1
    return (0..<Int.random(in: 0...300, using: &random)).map { _ in
      day += Int.random(in: 1...3, using: &random)
      if day > 28 {
        day -= 28
        year += 1
      }
      func maybe(_ range: ClosedRange<Double>) -> Double? {
        Int.random(in: 0..<4, using: &random) == 0 ? measure(&random, range) : nil
      }
      let weight = Int.random(in: 0..<10, using: &random) > 0 ? measure(&random, 1...1000) : nil
      let notes = ["a", "é", "\"", "\\", "\n", "\t", "\u{01}", "\u{1F}", "😀", "\u{7F}", " ", "/"]
      return WeightEntry(
        date: LocalDate(year: year, month: 2, day: day), kilograms: weight,
        waistCentimetres: weight == nil ? measure(&random, 20...300) : maybe(20...300),
        heightCentimetres: maybe(30...300), headCentimetres: maybe(20...80),
        armCentimetres: maybe(5...80),
        note: Int.random(in: 0..<5, using: &random) == 0
          ? random.text(from: notes, maxLength: 12) : nil)
    }
  }

  /// A value in `range` as bmi might hold it: a decimal of a few places, a whole number, a
  /// converted pound value or any double at all.
  private static func measure(_ random: inout SeededGenerator, _ range: ClosedRange<Double>)
    -> Double
  {
    let value = Double.random(in: range, using: &random)
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return (value * 10).rounded() / 10
    case 1: return (value * 100).rounded() / 100
    case 2: return value.rounded(.down)
    case 3:
      let pounds = (value / 0.453_592_37).rounded(.down)
      return min(max(pounds * 0.453_592_37, range.lowerBound), range.upperBound)
    default: return value
    }
  }

  /// Every plain decimal number after `": "` rewritten as digits and an exponent.
  private static func exponentForm(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let separator = rest.range(of: "\": ") {
      out += rest[..<separator.upperBound]
      rest = rest[separator.upperBound...]
      let number = rest.prefix { $0.isNumber || $0 == "." || $0 == "-" }
      guard let point = number.firstIndex(of: "."), !number.isEmpty else { continue }
      let fraction = number[number.index(after: point)...]
      out += number[..<point] + fraction + "e-\(fraction.count)"
      rest = rest.dropFirst(number.count)
    }
    return out + rest
  }

  private static func span(_ span: JSONStringSpan, in reader: JSONReader, is literal: String)
    -> Bool
  {
    switch literal {
    case "date": return reader.span(span, is: "date")
    case "": return reader.span(span, is: "")
    case "K": return reader.span(span, is: "K")
    case "nöte": return reader.span(span, is: "nöte")
    case "weight_kg": return reader.span(span, is: "weight_kg")
    default: fatalError("no literal for \(literal)")
    }
  }
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
