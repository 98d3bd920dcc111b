/// Reads one profile object of the current schema, checking each member's type and value.
///
/// Unknown members are refused rather than skipped: skipping would drop them on the next
/// write, and a misspelt member in a hand-edited file should be found, not lost.
enum ProfileDecoder {
  static func read(_ reader: inout JSONReader) throws(JSONError) -> Profile {
    let start = reader.position()
    var name: String?
    var height: Double?
    var profile = Profile(name: "", heightCentimetres: 0)
    try reader.readObject { member, key throws(JSONError) in
      switch key {
      case "name":
        let at = member.position()
        let text = try member.readString()
        guard !text.isEmpty else { throw member.error("a profile name cannot be empty", at: at) }
        guard ProfileNameRule.problem(with: text) == nil else {
          throw member.error(
            "a profile name must be printable text of at most \(ProfileNameRule.characterLimit) characters, not starting with '-'",
            at: at)
        }
        name = text
      case "height_cm":
        height = try measure(&member, as: .height)
      case "sex": profile.sex = try optionalWord(&member, Sex.init(rawValue:), "female or male")
      case "born": profile.born = try member.readNull() ? nil : try date(&member)
      case "goal_kg":
        profile.goalKilograms =
          try member.readNull()
          ? nil : try measure(&member, as: .goal)
      case "units":
        profile.units = try optionalWord(&member, UnitSystem.init(rawValue:), "metric or imperial")
      case "population":
        profile.population = try optionalWord(
          &member, Population.init(rawValue:), "default or asian")
      case "reference":
        profile.reference = try optionalWord(&member, ReferenceChoice.init(rawValue:), "cdc or who")
      case "entries": profile.entries = try entries(&member)
      default:
        throw member.error("unknown member '\(key)' in a profile", at: member.memberNameOffset)
      }
    }
    guard let name else { throw reader.error("a profile without a \"name\"", at: start) }
    guard let height else {
      throw reader.error("profile '\(name)' has no \"height_cm\"", at: start)
    }
    profile.name = name
    profile.heightCentimetres = height
    return profile
  }

  /// Entries in date order; a file edited by hand may list them in any order, but never
  /// two for one day.
  private static func entries(_ reader: inout JSONReader) throws(JSONError) -> [WeightEntry] {
    var entries: [WeightEntry] = []
    var sorted = true
    try reader.readArray { element throws(JSONError) in
      let start = element.position()
      let entry: WeightEntry
      // The encoder's own layout is read straight from the bytes; anything else, by the
      // general path below (`EntryLineReader`).
      if let line = element.bytes.withUnsafeBufferPointer({ EntryLineReader.read($0, at: start) }) {
        entry = line.entry
        element.skip(to: line.end)
      } else {
        entry = try self.entry(&element)
      }
      if let last = entries.last, entry.date <= last.date {
        guard entry.date != last.date else {
          throw element.error("a second entry for \(entry.date)", at: start)
        }
        sorted = false
      }
      entries.append(entry)
    }
    guard !sorted else { return entries }
    entries.sort { $0.date < $1.date }
    for index in entries.indices.dropFirst() where entries[index].date == entries[index - 1].date {
      throw reader.error("two entries for \(entries[index].date)")
    }
    return entries
  }

  /// One entry by the general path, whatever its layout (`EntryLineReader` is the fast one).
  static func entry(_ reader: inout JSONReader) throws(JSONError) -> WeightEntry {
    let start = reader.position()
    var date: LocalDate?
    var kilograms: Double?
    var waist: Double?
    var height: Double?
    var head: Double?
    var arm: Double?
    var note: String?
    // The names are matched as bytes (`JSONReader.span(_:is:)`): this runs for every entry.
    try reader.readObjectSpans { member, key throws(JSONError) in
      if member.span(key, is: "date") {
        date = try self.date(&member)
      } else if member.span(key, is: "weight_kg") {
        kilograms = try measure(&member, as: .weight)
      } else if member.span(key, is: "waist_cm") {
        waist = try member.readNull() ? nil : try measure(&member, as: .waist)
      } else if member.span(key, is: "height_cm") {
        height = try member.readNull() ? nil : try measure(&member, as: .height)
      } else if member.span(key, is: "head_cm") {
        head = try member.readNull() ? nil : try measure(&member, as: .head)
      } else if member.span(key, is: "arm_cm") {
        arm = try member.readNull() ? nil : try measure(&member, as: .arm)
      } else if member.span(key, is: "note") {
        note = try member.readNull() ? nil : try member.readString()
      } else {
        throw member.error(
          "unknown member '\(member.text(of: key))' in an entry", at: member.memberNameOffset)
      }
    }
    let entry = WeightEntry(
      date: date ?? StoreDocumentRules.dates.lowerBound, kilograms: kilograms,
      waistCentimetres: waist, heightCentimetres: height, headCentimetres: head,
      armCentimetres: arm, note: note)
    guard date != nil, entry.hasMeasure else {
      throw reader.error(
        "an entry needs a \"date\" and a measure: \"weight_kg\", \"waist_cm\", \"height_cm\", \"head_cm\" or \"arm_cm\"",
        at: start)
    }
    return entry
  }

  static func date(_ reader: inout JSONReader) throws(JSONError) -> LocalDate {
    let start = reader.position()
    // Parsed from the document's bytes: a `String` per date was a tenth of reading a store.
    let span = try reader.readStringSpan()
    guard let date = reader.withUTF8(of: span, { LocalDate(isoBytes: $0) }) else {
      throw reader.error(
        "'\(reader.text(of: span))' is not a date in the form YYYY-MM-DD", at: start)
    }
    guard StoreDocumentRules.dates.contains(date) else {
      throw reader.error("\(date) is before \(StoreDocumentRules.dates.lowerBound)", at: start)
    }
    return date
  }

  /// A number that passes the gate as a `kind` (`Measure`): a value outside its range is
  /// refused here, so that it never reaches arithmetic.
  static func measure(_ reader: inout JSONReader, as kind: Measure.Kind) throws(JSONError)
    -> Double
  {
    let start = reader.position()
    let value = try reader.readNumber()
    guard let measure = Measure(checking: value, as: kind) else {
      let range = kind.range
      throw reader.error(
        "expected a number from \(Int(range.lowerBound)) to \(Int(range.upperBound)) \(kind.unit)",
        at: start)
    }
    return measure.value
  }

  private static func optionalWord<Word>(
    _ reader: inout JSONReader, _ make: (String) -> Word?, _ expected: String
  ) throws(JSONError) -> Word? {
    if try reader.readNull() { return nil }
    let start = reader.position()
    let text = try reader.readString()
    guard let word = make(text) else {
      throw reader.error("'\(text)' is not one of \(expected)", at: start)
    }
    return word
  }
}
