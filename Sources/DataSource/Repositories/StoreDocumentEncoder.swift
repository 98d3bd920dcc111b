/// Writes a store document in the current schema: one profile member per line and one
/// weigh-in per line, so the file reads well and diffs well.
public enum StoreDocumentEncoder {
  public static func encode(_ document: StoreDocument) -> [UInt8] {
    let entryCount = document.profiles.reduce(0) { $0 + $1.entries.count }
    var out = ""
    out.reserveCapacity(256 + 256 * document.profiles.count + 52 * entryCount)
    out += "{\n  \"schema_version\": \(StoreDocument.currentSchemaVersion),\n"
    out += "  \"default_profile\": \(optional(document.defaultProfile.map(JSONText.quoted))),\n"
    out += "  \"profiles\": ["
    for (index, profile) in document.profiles.enumerated() {
      out += index == 0 ? "\n" : ",\n"
      write(profile, to: &out)
    }
    out += document.profiles.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return Array(out.utf8)
  }

  private static func write(_ profile: Profile, to out: inout String) {
    out += "    {\n"
    out += "      \"name\": \(JSONText.quoted(profile.name)),\n"
    out += "      \"height_cm\": \(JSONText.number(profile.heightCentimetres)),\n"
    out += "      \"sex\": \(optional(profile.sex.map { "\"\($0.rawValue)\"" })),\n"
    out += "      \"born\": \(optional(profile.born.map { "\"\($0)\"" })),\n"
    out += "      \"goal_kg\": \(optional(profile.goalKilograms.map(JSONText.number))),\n"
    out += "      \"units\": \(optional(profile.units.map { "\"\($0.rawValue)\"" })),\n"
    out += "      \"entries\": ["
    for (index, entry) in profile.entries.enumerated() {
      out += index == 0 ? "\n        {\"date\": \"" : ",\n        {\"date\": \""
      out += entry.date.description
      out += "\", \"weight_kg\": "
      out += JSONText.number(entry.kilograms)
      if let note = entry.note {
        out += ", \"note\": "
        out += JSONText.quoted(note)
      }
      out += "}"
    }
    out += profile.entries.isEmpty ? "]\n    }" : "\n      ]\n    }"
  }

  private static func optional(_ text: String?) -> String {
    text ?? "null"
  }
}
