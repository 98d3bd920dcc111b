import DataSource
import TestSupport
import Testing

/// A store file no command may trust: what it holds, and a name for the test report.
struct HostileStoreFile: Sendable, CustomTestStringConvertible {
  let name: String
  let bytes: [UInt8]
  /// Written by a newer bmi (reported as such), rather than damaged.
  var isNewer = false

  var testDescription: String { name }

  /// `{"schema_version": <current>, …}`: the version every test store is written in.
  static func current(_ members: String) -> [UInt8] {
    Array(#"{"schema_version": \#(StoreDocument.currentSchemaVersion), \#(members)}"#.utf8)
  }

  /// Ann (165 cm) with weigh-ins on 10, 12 and 14 January 2026, as the encoder writes her.
  static let valid = StoreDocumentEncoder.encode(
    StoreDocument(
      defaultProfile: "ann",
      profiles: [
        Profile(
          name: "ann", heightCentimetres: 165, goalKilograms: 58,
          entries: [10, 12, 14].map {
            WeightEntry(
              date: LocalDate(year: 2026, month: 1, day: $0), kilograms: 61, note: "after a run")
          })
      ]))

  static let all: [HostileStoreFile] = {
    var files: [HostileStoreFile] = []
    func add(_ name: String, _ bytes: [UInt8]) {
      files.append(HostileStoreFile(name: name, bytes: bytes))
    }
    for (label, cut) in [
      ("1 byte", 1), ("a quarter", valid.count / 4), ("half", valid.count / 2),
      ("three quarters", valid.count * 3 / 4), ("all but the closing brace", valid.count - 2),
    ] {
      add("truncated to \(label)", Array(valid.prefix(cut)))
    }
    add("empty", [])
    add("whitespace only", Array(" \n\t\r\n  ".utf8))
    add("NUL bytes", Array(repeating: 0, count: 64))
    var generator = SeededGenerator(seed: 0x57012E)
    add(
      "binary garbage (a PNG header and random bytes)",
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        + (0..<200).map { _ in UInt8.random(in: 0...255, using: &generator) })
    add("a CSV file", Array("profile,date,weight_kg\nann,2026-01-10,61\n".utf8))
    add("a JSON array", Array("[]".utf8))
    add("a JSON string", Array(#""store""#.utf8))
    add("a JSON number", Array("42".utf8))
    add("null", Array("null".utf8))
    add("schema_version as a string", Array(#"{"schema_version": "1", "profiles": []}"#.utf8))
    add("schema_version a fraction", Array(#"{"schema_version": 1.5, "profiles": []}"#.utf8))
    add("schema_version negative", Array(#"{"schema_version": -1, "profiles": []}"#.utf8))
    add("profiles a string", current(#""profiles": "ann""#))
    add("profiles a number", current(#""profiles": 3"#))
    add("a profile that is a string", current(#""profiles": ["ann"]"#))
    add("a profile name that is a number", current(#""profiles": [{"name": 7, "height_cm": 165}]"#))
    add("a profile without a height", current(#""profiles": [{"name": "ann"}]"#))
    add(
      "a weight that is a string",
      current(
        #""profiles": [{"name": "ann", "height_cm": 165, "entries": [{"date": "2026-01-10", "weight_kg": "61"}]}]"#
      ))
    add("default_profile a number", current(#""default_profile": 1, "profiles": []"#))
    add(
      "default_profile naming no profile",
      current(#""default_profile": "nobody", "profiles": [{"name": "ann", "height_cm": 165}]"#))
    add("an unknown member", current(#""people": []"#))
    add(
      "a name that is not UTF-8",
      current(#""profiles": [{"name": "a"#) + [0xFF, 0xFE] + Array(#"", "height_cm": 165}]}"#.utf8))
    add("nested 100,000 deep", Array(#"{"x": "#.utf8) + HostileBytes.nested("[", count: 100_000))
    // The first weigh-in's note runs to the end of the file and never closes. 10 MB: every
    // command reads it through, and debug builds read about 80 MB/s.
    let note = Array("after a run".utf8)
    let cut = valid.indices.first { valid[$0...].starts(with: note) }!
    add(
      "huge (a 10 MB note never closed)",
      Array(valid[..<cut]) + Array(repeating: UInt8(ascii: "y"), count: 10_000_000))
    files.append(
      HostileStoreFile(
        name: "a newer schema (99)", bytes: Array(#"{"schema_version": 99, "people": {}}"#.utf8),
        isNewer: true))
    return files
  }()
}
