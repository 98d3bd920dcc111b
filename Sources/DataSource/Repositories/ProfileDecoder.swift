#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads one profile object of the current schema, checking each member's type and value.
///
/// Unknown members are refused rather than skipped: skipping would drop them on the next
/// write, and a misspelt member in a hand-edited file should be found, not lost.
enum ProfileDecoder {
  /// The profile, and its log's `EntryLines` when every entry is in the encoder's own text.
  static func read(_ reader: inout JSONReader) throws(JSONError) -> (Profile, EntryLines?) {
    let start = reader.position()
    var lines: (range: Range<Int>, count: Int)?
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
      case "entries": (profile.entries, lines) = try entries(&member)
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
    return (profile, lines.map { EntryLines(profile: name, range: $0.range, count: $0.count) })
  }

  /// Entries in date order; a file edited by hand may list them in any order, but never
  /// two for one day. With them, where the lines are when they are all the encoder's own
  /// text, joined as it joins them (`EntryLines`).
  private static func entries(_ reader: inout JSONReader) throws(JSONError) -> (
    [WeightEntry], (range: Range<Int>, count: Int)?
  ) {
    var entries: [WeightEntry] = []
    var sorted = true
    // The encoder's lines, while every entry so far is one: where the first starts and the
    // last ends.
    var first = -1
    var end = -1
    var canonical = true
    var lastDate: LocalDate?
    try reader.readArray { element throws(JSONError) in
      let start = element.position()
      let entry: WeightEntry
      // The encoder's own layout is read straight from the bytes; anything else, by the
      // general path below (`EntryLineReader`).
      let line = element.bytes.withUnsafeBufferPointer {
        bytes -> (entry: WeightEntry, end: Int, canonical: Bool)? in
        if entries.isEmpty { reserve(&entries, from: start, in: bytes) }
        guard let line = EntryLineReader.read(bytes, at: start) else { return nil }
        if canonical, first >= 0, !joined(bytes, from: end, to: start) { canonical = false }
        return line
      }
      if let line {
        entry = line.entry
        canonical = canonical && line.canonical
        if first < 0 { first = start }
        end = line.end
        element.skip(to: line.end)
      } else {
        canonical = false
        entry = try self.entry(&element)
      }
      // The last date kept apart: `entries.last` copied a whole entry, note and all.
      let date = entry.date
      if let last = lastDate, date <= last {
        guard date != last else {
          throw element.error("a second entry for \(date)", at: start)
        }
        sorted = false
      }
      lastDate = date
      entries.append(entry)
    }
    guard !sorted else {
      guard canonical, first >= 0 else { return (entries, nil) }
      return (entries, (first..<end, entries.count))
    }
    entries.sort { $0.date < $1.date }
    for index in entries.indices.dropFirst() where entries[index].date == entries[index - 1].date {
      throw reader.error("two entries for \(entries[index].date)")
    }
    return (entries, nil)
  }

  /// Whether the bytes from one entry's end to the next one's start are the encoder's
  /// separator, `,\n        `.
  private static func joined(_ bytes: UnsafeBufferPointer<UInt8>, from end: Int, to start: Int)
    -> Bool
  {
    let separator = EntryLines.separator
    guard start - end == separator.count else { return false }
    for offset in 0..<separator.count where bytes[end + offset] != separator[offset] {
      return false
    }
    return true
  }

  /// Room for as many entries as the log could hold in the encoder's layout, so that a long
  /// log is not copied as its array grows: the first `]` after the first entry is at or
  /// before the log's end. Room reserved and never written takes no memory.
  private static func reserve(
    _ entries: inout [WeightEntry], from start: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) {
    guard let base = bytes.baseAddress, start < bytes.count,
      let found = memchr(base + start, Int32(UInt8(ascii: "]")), bytes.count - start)
    else { return }
    // The shortest entry the encoder writes, `{"date": "2020-01-01", "arm_cm": 1.0}`, and
    // its separator.
    let shortest = 38 + EntryLines.separator.count
    let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    entries.reserveCapacity((end - start) / shortest + 1)
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
        "expected a number from \(Measure.rangeText(range, kind.unit, joiner: " to "))",
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
