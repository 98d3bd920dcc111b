import TestSupport
import Testing

@testable import DataSource

/// The store's entry fast path (`EntryLineReader`) against the general path
/// (`ProfileDecoder.entry`) on the encoder's own entries and on hostile variants of them: the
/// fast path never accepts an entry the general path refuses, and what it accepts it reads to
/// the same entry, ending at the same byte.
struct EntryLineReaderTests {
  static let seeds: [UInt64] = Array(1...8)

  @Test(arguments: seeds)
  func read_encodedEntries_acceptsThoseWithoutANoteAsTheGeneralPathReadsThem(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let lines = Self.encodedEntries(&random)
    var accepted = 0
    for line in lines {
      if Self.compare(line) { accepted += 1 }
      if !line.contains("\"note\"") {
        #expect(Self.fast(line) != nil, "\(line)")
      }
    }
    #expect(accepted > lines.count / 2)
  }

  @Test(arguments: seeds)
  func read_mutatedEntries_neverAcceptsWhatTheGeneralPathRefuses(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let pieces = Array(#"0123456789.-+eE "\}{,:nul_kgcmé"#.utf8) + [0, 0x0A, 0x80, 0xFF]
    var accepted = 0
    for line in Self.encodedEntries(&random) {
      for _ in 0..<20 {
        var bytes = Array(line.utf8)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          let at = Int.random(in: 0..<bytes.count, using: &random)
          switch Int.random(in: 0..<3, using: &random) {
          case 0: bytes[at] = pieces.randomElement(using: &random)!
          case 1: bytes.remove(at: at)
          default: bytes.insert(pieces.randomElement(using: &random)!, at: at)
          }
          if bytes.isEmpty { bytes = [0x7B] }
        }
        if Self.compare(bytes) { accepted += 1 }
      }
    }
    // Some mutations keep an entry valid (a digit for a digit): both paths read those.
    #expect(accepted > 0)
  }

  @Test(arguments: [
    #"{"date": "2020-01-01", "weight_kg": 70.5}"#,
    #"{"date": "2020-01-01", "weight_kg": 070.5}"#,
    #"{"date": "2020-01-01", "weight_kg": 70.}"#,
    #"{"date": "2020-01-01", "weight_kg": .5}"#,
    #"{"date": "2020-01-01", "weight_kg": -70.5}"#,
    #"{"date": "2020-01-01", "weight_kg": 7.05e1}"#,
    #"{"date": "2020-01-01", "weight_kg": 1e400}"#,
    #"{"date": "2020-01-01", "weight_kg": 0.5}"#,
    #"{"date": "2020-01-01", "weight_kg": 1000.0000000000001}"#,
    #"{"date": "2020-01-01", "weight_kg": 1000.1}"#,
    #"{"date": "2020-01-01", "weight_kg": 1000}"#,
    #"{"date": "2020-01-01", "weight_kg": 1}"#,
    #"{"date": "2020-01-01", "weight_kg": 0.99999999999999999}"#,
    #"{"date": "2020-01-01", "weight_kg": 70.10000000000001}"#,
    #"{"date": "2020-01-01", "weight_kg": 1234567890123456789}"#,
    #"{"date": "2020-01-01", "weight_kg": 12345678901234567890}"#,
    #"{"date": "2020-01-01", "weight_kg": null}"#,
    #"{"date": "2020-01-01", "weight_kg": "70"}"#,
    #"{"date": "2021-02-29", "weight_kg": 70.5}"#,
    #"{"date": "2020-02-29", "weight_kg": 70.5}"#,
    #"{"date": "1599-12-31", "weight_kg": 70.5}"#,
    #"{"date": "1600-01-01", "weight_kg": 70.5}"#,
    #"{"date": "9999-12-31", "weight_kg": 70.5}"#,
    #"{"date": "2020-13-01", "weight_kg": 70.5}"#,
    #"{"date": "2020-00-10", "weight_kg": 70.5}"#,
    #"{"date": "2020-01-00", "weight_kg": 70.5}"#,
    #"{"date": "2020-1-01", "weight_kg": 70.5}"#,
    #"{"date": "2020-01-011", "weight_kg": 70.5}"#,
    #"{"date": "2020/01/01", "weight_kg": 70.5}"#,
    #"{"date": "2020-01-01"}"#,
    #"{"date": "2020-01-01", "note": "x"}"#,
    #"{"date": "2020-01-01", "weight_kg": 70.5, "note": "x"}"#,
    #"{"date": "2020-01-01", "weight_kg": 70.5, "weight_kg": 71}"#,
    #"{"date": "2020-01-01", "waist_cm": 80, "weight_kg": 70.5}"#,
    #"{"date": "2020-01-01", "weight_kg": 70.5, "waist_cm": 19.9}"#,
    #"{"date": "2020-01-01", "weight_kg": 70.5, "waist_cm": 80.5, "height_cm": 175.0, "head_cm": 55.5, "arm_cm": 30.0}"#,
    #"{"date": "2020-01-01", "waist_cm": 80.5}"#,
    #"{"date": "2020-01-01", "arm_cm": 80.0000000000001}"#,
    #"{"date": "2020-01-01", "head_cm": 81}"#,
    #"{"date": "2020-01-01", "height_cm": 29.99}"#,
    #"{"date": "2020-01-01", "weight_kg": 70.5, "unknown": 1}"#,
    #"{"date": "2020-01-01", "weight_kg": 70.5 }"#,
    #"{"date": "2020-01-01","weight_kg": 70.5}"#,
    #"{ "date": "2020-01-01", "weight_kg": 70.5}"#,
    #"{"d\u0061te": "2020-01-01", "weight_kg": 70.5}"#,
    #"{"date": "2020-01-01", "weight_kg": 70.5"#,
    #"{"date": "2020-01-01", "weight_kg": "#,
    #"{"date": "2020-01-01""#,
    #"{"date": ""#,
    "",
  ])
  func read_handWrittenEntry_agreesWithTheGeneralPath(text: String) {
    _ = Self.compare(text)
  }

  /// A store whose entries break a rule is refused with the same reason on the same line
  /// whether they are written in the encoder's layout (the fast path's) or not (`{ "date"`,
  /// which only the general path reads).
  @Test(arguments: [
    #"{"date": "2020-01-01", "weight_kg": 1000.1}"#, #"{"date": "2021-02-29", "weight_kg": 70}"#,
    #"{"date": "1599-12-31", "weight_kg": 70.5}"#, #"{"date": "2020-01-01", "weight_kg": 0.1}"#,
    #"{"date": "2020-01-01", "waist_cm": 301.0}"#, #"{"date": "2020-01-01", "arm_cm": 4.9}"#,
    #"{"date": "2020-01-01", "weight_kg": 070.5}"#, #"{"date": "2020-01-02", "weight_kg": 70}"#,
  ])
  func decode_storeWithABadEntry_refusedAsTheGeneralPathRefusesIt(entry: String) {
    func document(_ entry: String) -> [UInt8] {
      let entries = [#"{"date": "2020-01-02", "weight_kg": 70.0}"#, entry]
      return Array(
        """
        {"schema_version": 3, "profiles": [{"name": "a", "height_cm": 170.0, "entries": [
        \(entries.joined(separator: ",\n"))
        ]}]}
        """.utf8)
    }
    // `{ "date"` is not the encoder's layout: only the general path reads it.
    let general = "{ " + entry.dropFirst()
    func failure(_ bytes: [UInt8]) -> JSONError? {
      do {
        _ = try StoreDocumentDecoder.decode(bytes)
        return nil
      } catch {
        guard case .malformed(let problem) = error else { return nil }
        return problem
      }
    }
    let fast = failure(document(entry))
    let plain = failure(document(general))
    #expect(fast != nil)
    #expect(fast?.reason == plain?.reason)
    #expect(fast?.line == plain?.line)
  }

  /// Both paths on `text`: fails the test where they disagree; whether the fast path took it.
  @discardableResult
  static func compare(_ text: String) -> Bool {
    compare(Array(text.utf8))
  }

  @discardableResult
  static func compare(_ bytes: [UInt8]) -> Bool {
    var reader = JSONReader(bytes)
    let general = try? ProfileDecoder.entry(&reader)
    guard let fast = bytes.withUnsafeBufferPointer({ EntryLineReader.read($0, at: 0) }) else {
      return false
    }
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(general == fast.entry, "\(text)")
    #expect(reader.offset == fast.end, "\(text)")
    if fast.canonical {
      // What the reader calls the encoder's own text is what the encoder writes.
      let profile = Profile(name: "a", heightCentimetres: 170, entries: [fast.entry])
      let encoded = StoreDocumentEncoder.encode(
        StoreDocument(defaultProfile: nil, profiles: [profile]))
      let line = bytes[..<fast.end]
      #expect(encoded.indices.contains { encoded[$0...].starts(with: line) }, "\(text)")
    }
    return true
  }

  static func fast(_ text: String) -> (entry: WeightEntry, end: Int, canonical: Bool)? {
    Array(text.utf8).withUnsafeBufferPointer { EntryLineReader.read($0, at: 0) }
  }

  /// The entries of fuzzed documents (a few: one may have none) as the encoder writes
  /// them, one text each.
  static func encodedEntries(_ random: inout SeededGenerator) -> [String] {
    let documents = (0..<4).map { _ in
      StoreCodecEquivalenceTests.document(&random, anyDates: false)
    }
    let text = documents.map { String(decoding: StoreDocumentEncoder.encode($0), as: UTF8.self) }
      .joined()
    return text.split(separator: "\n").compactMap { line in
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("{\"date\"") else { return nil }
      return String(trimmed.hasSuffix(",") ? trimmed.dropLast() : trimmed)
    }
  }
}
