import DataSource

/// The store encoder as it was before it wrote into one buffer: everything through
/// `JSONTextWriter`, numbers as `Double.description`, dates digit by digit. The plain
/// reference `StoreCodecEquivalenceTests` holds `StoreDocumentEncoder` to, byte for byte.
enum ReferenceStoreEncoder {
  static func encode(_ document: StoreDocument) -> [UInt8] {
    let entryCount = document.profiles.reduce(0) { $0 + $1.entries.count }
    var out = JSONTextWriter(
      reservingCapacity: 256 + 256 * document.profiles.count + 56 * entryCount)
    out.punctuation("{\n  ")
    out.key("schema_version")
    out.integer(StoreDocument.currentSchemaVersion)
    out.punctuation(",\n  ")
    out.key("default_profile")
    out.string(orNull: document.defaultProfile)
    out.punctuation(",\n  ")
    out.key("profiles")
    out.punctuation("[")
    for (index, profile) in document.profiles.enumerated() {
      out.punctuation(index == 0 ? "\n" : ",\n")
      write(profile, to: &out)
    }
    out.punctuation(document.profiles.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    return out.bytes
  }

  private static func write(_ profile: Profile, to out: inout JSONTextWriter) {
    out.punctuation("    {\n      ")
    out.key("name")
    out.string(profile.name)
    member("height_cm", to: &out)
    out.number(profile.heightCentimetres)
    member("sex", to: &out)
    out.string(orNull: profile.sex?.rawValue)
    member("born", to: &out)
    out.string(orNull: profile.born?.description)
    member("goal_kg", to: &out)
    out.number(orNull: profile.goalKilograms)
    member("units", to: &out)
    out.string(orNull: profile.units?.rawValue)
    member("population", to: &out)
    out.string(orNull: profile.population?.rawValue)
    member("reference", to: &out)
    out.string(orNull: profile.reference?.rawValue)
    member("entries", to: &out)
    out.punctuation("[")
    for (index, entry) in profile.entries.enumerated() {
      // The entry's member names are constants that need no escaping: written as they are,
      // so the loop over 100,000 entries allocates nothing per name.
      out.punctuation(index == 0 ? "\n        {\"date\": \"" : ",\n        {\"date\": \"")
      appendDate(entry.date, to: &out)
      out.punctuation(UInt8(ascii: "\""))
      if let kilograms = entry.kilograms {
        out.punctuation(", \"weight_kg\": ")
        out.number(kilograms)
      }
      if let waist = entry.waistCentimetres {
        out.punctuation(", \"waist_cm\": ")
        out.number(waist)
      }
      if let height = entry.heightCentimetres {
        out.punctuation(", \"height_cm\": ")
        out.number(height)
      }
      if let head = entry.headCentimetres {
        out.punctuation(", \"head_cm\": ")
        out.number(head)
      }
      if let arm = entry.armCentimetres {
        out.punctuation(", \"arm_cm\": ")
        out.number(arm)
      }
      if let note = entry.note {
        out.punctuation(", \"note\": ")
        out.string(note)
      }
      out.punctuation("}")
    }
    out.punctuation(profile.entries.isEmpty ? "]\n    }" : "\n      ]\n    }")
  }

  /// The next profile member's name, on its own line.
  private static func member(_ name: String, to out: inout JSONTextWriter) {
    out.punctuation(",\n      ")
    out.key(name)
  }

  /// `YYYY-MM-DD`, as `LocalDate.description` writes it.
  private static func appendDate(_ date: LocalDate, to out: inout JSONTextWriter) {
    guard (0...9999).contains(date.year) else {
      out.punctuation(date.description)
      return
    }
    func digits(_ value: Int, _ count: Int) {
      var divisor = 1
      for _ in 1..<count { divisor *= 10 }
      while divisor > 0 {
        out.punctuation(UInt8(ascii: "0") + UInt8(value / divisor % 10))
        divisor /= 10
      }
    }
    digits(date.year, 4)
    out.punctuation(UInt8(ascii: "-"))
    digits(date.month, 2)
    out.punctuation(UInt8(ascii: "-"))
    digits(date.day, 2)
  }
}
