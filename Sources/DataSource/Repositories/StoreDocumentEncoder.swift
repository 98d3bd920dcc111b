/// Writes a store document in the current schema: one profile member per line and one
/// log entry per line, so the file reads well and diffs well. Every profile member is written
/// (`null` when unset); an entry's optional members only when set.
///
/// Bytes are appended directly (dates digit by digit): for 100,000 weigh-ins, building
/// Strings took longer than the rest of a `bmi log`.
public enum StoreDocumentEncoder {
  public static func encode(_ document: StoreDocument) -> [UInt8] {
    let entryCount = document.profiles.reduce(0) { $0 + $1.entries.count }
    var out: [UInt8] = []
    out.reserveCapacity(256 + 256 * document.profiles.count + 56 * entryCount)
    out.append("{\n  \"schema_version\": \(StoreDocument.currentSchemaVersion),\n")
    out.append(
      "  \"default_profile\": \(optional(document.defaultProfile.map(JSONText.quoted))),\n")
    out.append("  \"profiles\": [")
    for (index, profile) in document.profiles.enumerated() {
      out.append(index == 0 ? "\n" : ",\n")
      write(profile, to: &out)
    }
    out.append(document.profiles.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    return out
  }

  private static func write(_ profile: Profile, to out: inout [UInt8]) {
    out.append("    {\n")
    out.append("      \"name\": \(JSONText.quoted(profile.name)),\n")
    out.append("      \"height_cm\": \(JSONText.number(profile.heightCentimetres)),\n")
    out.append("      \"sex\": \(optional(profile.sex.map { "\"\($0.rawValue)\"" })),\n")
    out.append("      \"born\": \(optional(profile.born.map { "\"\($0)\"" })),\n")
    out.append("      \"goal_kg\": \(optional(profile.goalKilograms.map(JSONText.number))),\n")
    out.append("      \"units\": \(optional(profile.units.map { "\"\($0.rawValue)\"" })),\n")
    out.append(
      "      \"population\": \(optional(profile.population.map { "\"\($0.rawValue)\"" })),\n")
    out.append("      \"entries\": [")
    for (index, entry) in profile.entries.enumerated() {
      out.append(index == 0 ? "\n        {\"date\": \"" : ",\n        {\"date\": \"")
      appendDate(entry.date, to: &out)
      out.append("\"")
      if let kilograms = entry.kilograms {
        out.append(", \"weight_kg\": ")
        out.append(JSONText.number(kilograms))
      }
      if let waist = entry.waistCentimetres {
        out.append(", \"waist_cm\": ")
        out.append(JSONText.number(waist))
      }
      if let note = entry.note {
        out.append(", \"note\": ")
        out.append(JSONText.quoted(note))
      }
      out.append("}")
    }
    out.append(profile.entries.isEmpty ? "]\n    }" : "\n      ]\n    }")
  }

  /// `YYYY-MM-DD`, as `LocalDate.description` writes it.
  private static func appendDate(_ date: LocalDate, to out: inout [UInt8]) {
    guard (0...9999).contains(date.year) else {
      out.append(date.description)
      return
    }
    func digits(_ value: Int, _ count: Int) {
      var divisor = 1
      for _ in 1..<count { divisor *= 10 }
      while divisor > 0 {
        out.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
        divisor /= 10
      }
    }
    digits(date.year, 4)
    out.append(UInt8(ascii: "-"))
    digits(date.month, 2)
    out.append(UInt8(ascii: "-"))
    digits(date.day, 2)
  }

  private static func optional(_ text: String?) -> String {
    text ?? "null"
  }
}

extension [UInt8] {
  fileprivate mutating func append(_ text: String) {
    append(contentsOf: text.utf8)
  }
}
