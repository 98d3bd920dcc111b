/// Reads schema version 0: the layout of bmi's pre-release prototype, which had no
/// `schema_version` member, kept one unit setting for everybody, and keyed profiles and
/// weigh-ins by name and date:
///
/// ```json
/// {"current": "ann", "units": "imperial",
///  "profiles": {"ann": {"height": 165.1, "weights": {"2024-03-01": 61.2}}}}
/// ```
///
/// Migration to version 1: `current` becomes `default_profile`; the shared `units` becomes
/// each profile's own; `height` becomes `height_cm`; weigh-ins become date-sorted entries.
enum LegacyDocumentDecoder {
  static func decode(_ bytes: [UInt8]) throws(JSONError) -> StoreDocument {
    var reader = JSONReader(bytes)
    var current: String?
    var units: UnitSystem?
    var profiles: [Profile] = []
    try reader.readObject { member, key throws(JSONError) in
      switch key {
      case "schema_version": _ = try member.readInteger()
      case "current": current = try member.readNull() ? nil : try member.readString()
      case "units":
        let start = member.position()
        let text = try member.readString()
        guard let system = UnitSystem(rawValue: text) else {
          throw member.error("'\(text)' is not one of metric or imperial", at: start)
        }
        units = system
      case "profiles":
        try member.readObject { entry, name throws(JSONError) in
          guard !name.isEmpty else {
            throw entry.error("a profile name cannot be empty", at: entry.memberNameOffset)
          }
          guard ProfileNameRule.problem(with: name) == nil else {
            throw entry.error(
              "a profile name must be printable text of at most \(ProfileNameRule.characterLimit) characters, not starting with '-'",
              at: entry.memberNameOffset)
          }
          profiles.append(try profile(named: name, &entry))
        }
      default:
        throw member.error(
          "unknown member '\(key)' in a version 0 store document", at: member.memberNameOffset)
      }
    }
    for index in profiles.indices { profiles[index].units = units }
    return StoreDocument(defaultProfile: current, profiles: profiles.sorted { $0.name < $1.name })
  }

  private static func profile(named name: String, _ reader: inout JSONReader) throws(JSONError)
    -> Profile
  {
    let start = reader.position()
    var height: Double?
    var entries: [WeightEntry] = []
    try reader.readObject { member, key throws(JSONError) in
      switch key {
      case "height":
        height = try ProfileDecoder.measure(&member, as: .height)
      case "weights":
        try member.readObject { weight, day throws(JSONError) in
          let at = weight.position()
          guard let date = LocalDate(iso: day), StoreDocumentRules.dates.contains(date) else {
            throw weight.error("'\(day)' is not a date in the form YYYY-MM-DD", at: at)
          }
          let kilograms = try ProfileDecoder.measure(&weight, as: .weight)
          entries.append(WeightEntry(date: date, kilograms: kilograms))
        }
      default:
        throw member.error(
          "unknown member '\(key)' in a version 0 profile", at: member.memberNameOffset)
      }
    }
    guard let height else { throw reader.error("profile '\(name)' has no \"height\"", at: start) }
    entries.sort { $0.date < $1.date }
    return Profile(name: name, heightCentimetres: height, entries: entries)
  }
}
