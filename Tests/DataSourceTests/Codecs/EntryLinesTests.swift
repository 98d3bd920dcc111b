import TestSupport
import Testing

@testable import DataSource

/// A change that copies the entry lines it keeps (`EntryLines`, `EntrySplice`) writes
/// exactly the bytes `StoreDocumentEncoder.encode` writes for the whole document: random
/// stores, random changes (insertions at the ends and in the middle, same-day replacements,
/// removals, notes, other profiles), compared byte for byte.
struct EntryLinesTests {
  static let seeds: [UInt64] = Array(1...60)

  @Test(arguments: seeds)
  func encode_splicedChange_isTheEncodersOutputByteForByte(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let document = Self.document(&random)
    let bytes = StoreDocumentEncoder.encode(document)
    let decoded = try StoreDocumentDecoder.decode(bytes)
    let plain = document.profiles.filter {
      !$0.entries.isEmpty && $0.entries.allSatisfy { $0.note == nil }
    }
    #expect(decoded.entryLines.map(\.profile) == plain.map(\.name))
    for _ in 0..<8 {
      var changed = decoded.document
      Self.change(&changed, &random)
      let splices = StoreRepository.splices(of: changed, from: decoded)
      let sut = StoreDocumentEncoder.encode(changed, splicing: splices, from: bytes)
      #expect(sut == StoreDocumentEncoder.encode(changed))
    }
  }

  /// Over all seeds, the splice path is taken, at each end and in the middle.
  @Test func plan_randomChanges_keepBothEnds() throws {
    var prefixes = 0
    var suffixes = 0
    for seed in Self.seeds {
      var random = SeededGenerator(seed: seed)
      let document = Self.document(&random)
      let decoded = try StoreDocumentDecoder.decode(StoreDocumentEncoder.encode(document))
      var changed = decoded.document
      Self.change(&changed, &random)
      for splice in StoreRepository.splices(of: changed, from: decoded) {
        if splice.prefix > 0 { prefixes += 1 }
        if splice.suffix > 0 { suffixes += 1 }
      }
    }
    #expect(prefixes > 10)
    #expect(suffixes > 10)
  }

  /// Text the reader accepts but the encoder would not write: no lines are kept, so the
  /// change writes every entry anew.
  @Test(arguments: [
    "70.50", "70", "70.10", "70.05000000000000", "70.100000000000001", "74.6000000000000100",
  ])
  func decode_numberNotInTheEncodersForm_keepsNoLines(number: String) throws {
    let text = Self.store(entries: [
      #"{"date": "2020-01-01", "weight_kg": 70.1}"#,
      #"{"date": "2020-01-02", "weight_kg": \#(number)}"#,
    ])
    #expect(try StoreDocumentDecoder.decode(Array(text.utf8)).entryLines.isEmpty)
  }

  @Test(arguments: [
    ",\n         ", ", \n        ", ",\n\t", ",",
  ])
  func decode_otherSeparator_keepsNoLines(separator: String) throws {
    let text = Self.store(entries: [
      #"{"date": "2020-01-01", "weight_kg": 70.1}"# + separator
        + #"{"date": "2020-01-02", "weight_kg": 70.2}"#
    ])
    #expect(try StoreDocumentDecoder.decode(Array(text.utf8)).entryLines.isEmpty)
  }

  /// The benchmark's stores: written by another program (no `reference` member), numbers as
  /// `description` writes them, 16 and 17 digits included. Their lines are kept.
  @Test func decode_foreignHeaderCanonicalLines_keepsLinesAndSplicesExactly() throws {
    let entries = (1...28).map { day in
      let weight = 70 + Double(day % 50) / 10 - Double(day % 7) / 20
      return #"{"date": "2020-02-\#(day < 10 ? "0" : "")\#(day)", "weight_kg": \#(weight)}"#
    }
    let bytes = Array(Self.store(entries: entries, reference: false).utf8)
    let decoded = try StoreDocumentDecoder.decode(bytes)
    #expect(decoded.entryLines.map(\.count) == [28])
    for day in [1, 14, 28, 29] {
      var changed = decoded.document
      let entry = WeightEntry(date: LocalDate(year: 2020, month: 2, day: day), kilograms: 80.25)
      if day <= 28 {
        changed.profiles[0].entries[day - 1] = entry
      } else {
        changed.profiles[0].entries.append(entry)
      }
      let splices = StoreRepository.splices(of: changed, from: decoded)
      #expect(!splices.isEmpty)
      let sut = StoreDocumentEncoder.encode(changed, splicing: splices, from: bytes)
      #expect(sut == StoreDocumentEncoder.encode(changed))
    }
  }

  private static func store(entries: [String], reference: Bool = true) -> String {
    var text = "{\n  \"schema_version\": 3,\n  \"default_profile\": \"a\",\n  \"profiles\": [\n"
    text += "    {\n      \"name\": \"a\",\n      \"height_cm\": 175.0,\n      \"sex\": null,\n"
    text += "      \"born\": null,\n      \"goal_kg\": null,\n      \"units\": null,\n"
    text += "      \"population\": null,\n" + (reference ? "      \"reference\": null,\n" : "")
    text += "      \"entries\": [\n        " + entries.joined(separator: ",\n        ")
    return text + "\n      ]\n    }\n  ]\n}\n"
  }

  static func document(_ random: inout SeededGenerator) -> StoreDocument {
    let names = ["ann", "bob", "cy"].filter { _ in Int.random(in: 0..<4, using: &random) > 0 }
    let profiles = names.map { name in
      Profile(
        name: name, heightCentimetres: 170, goalKilograms: 68,
        entries: entries(&random, notes: Int.random(in: 0..<4, using: &random) == 0))
    }
    return StoreDocument(defaultProfile: names.first, profiles: profiles)
  }

  /// Every other day from 2001; weights as people type them, converted from pounds (16 and
  /// 17 digits) or any double; now and then another measure, and a note when asked.
  private static func entries(_ random: inout SeededGenerator, notes: Bool) -> [WeightEntry] {
    (0..<Int.random(in: 0...120, using: &random)).map { index in
      entry(day: 2 * index, &random, note: notes && Int.random(in: 0..<20, using: &random) == 0)
    }
  }

  private static func entry(day: Int, _ random: inout SeededGenerator, note: Bool = false)
    -> WeightEntry
  {
    let weights = [
      Double(Int.random(in: 300...1500, using: &random)) / 10,
      Double(Int.random(in: 30000...150000, using: &random)) / 1000,
      Double(Int.random(in: 60...300, using: &random)) * 0.453_592_37,
      Double.random(in: 30...150, using: &random), 70,
    ]
    let weight = weights.randomElement(using: &random)!
    let waist = Int.random(in: 0..<5, using: &random) == 0 ? 80.5 : nil
    return WeightEntry(
      date: date(day), kilograms: weight,
      waistCentimetres: waist, note: note ? "n" : nil)
  }

  /// Day `day` of a calendar of 28-day months from 2001 (before it, for a negative day).
  private static func date(_ day: Int) -> LocalDate {
    guard day >= 0 else { return LocalDate(year: 2000, month: 1, day: 1) }
    return LocalDate(year: 2001 + day / 336, month: day % 336 / 28 + 1, day: day % 28 + 1)
  }

  /// One change of the kinds `bmi` makes: a weigh-in added or replaced anywhere, one
  /// removed, a note, another profile's goal, a new profile, a log emptied.
  static func change(_ document: inout StoreDocument, _ random: inout SeededGenerator) {
    guard !document.profiles.isEmpty else {
      document.profiles.append(Profile(name: "new", heightCentimetres: 160))
      return
    }
    let which = Int.random(in: document.profiles.indices, using: &random)
    var entries = document.profiles[which].entries
    let count = entries.count
    switch Int.random(in: 0..<9, using: &random) {
    case 0: entries.append(entry(day: 2 * count + 1, &random))
    case 1: entries.insert(entry(day: -1, &random), at: 0)
    case 2 where count > 1:
      entries.insert(
        entry(day: 2 * Int.random(in: 0..<count - 1, using: &random) + 1, &random), at: 0)
      entries.sort { $0.date < $1.date }
    case 3 where count > 0:
      let index = [0, count - 1, count / 2].randomElement(using: &random)!
      entries[index] = entry(day: 2 * index, &random)
    case 4 where count > 0:
      entries.remove(at: [0, count - 1, count / 2].randomElement(using: &random)!)
    case 5 where count > 0:
      entries[Int.random(in: 0..<count, using: &random)].note = "said \"so\"\n"
    case 6: document.profiles[which].goalKilograms = 61.5
    case 7: entries = []
    default: entries.append(entry(day: 2 * count + 1, &random))
    }
    document.profiles[which].entries = entries
  }
}
