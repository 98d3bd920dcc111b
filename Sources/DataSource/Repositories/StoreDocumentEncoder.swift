/// Writes a store document in the current schema: one profile member per line and one
/// log entry per line, so the file reads well and diffs well. Every profile member is written
/// (`null` when unset); an entry's optional members only when set.
///
/// The bytes go into one buffer sized beforehand (`bound(of:)`), through `ByteSink`: member
/// names as constants, strings by the one escape policy (`JSONText.appendEscaped`), numbers
/// by `JSONText.appendNumber` (the one digit writer, `DecimalText`) and dates digit by digit,
/// with no `String` and no array per value. The output is byte for byte what `JSONTextWriter`
/// wrote before (`StoreDocumentEncoderEquivalenceTests` compares the two on fuzzed documents).
public enum StoreDocumentEncoder {
  public static func encode(_ document: StoreDocument) -> [UInt8] {
    encode(document, splicing: [], from: [])
  }

  /// `encode(document)`, byte for byte, with the entries that `splices` keep copied from
  /// `previous`, the document they were read from (`EntryLines`), instead of written again.
  public static func encode(
    _ document: StoreDocument, splicing splices: [EntrySplice], from previous: [UInt8]
  ) -> [UInt8] {
    encode(document, splicing: splices, from: previous, capacity: nil)
  }

  /// `capacity`: `bytesNeeded` of the same arguments when the caller has it already (a change
  /// asks for that much memory first), so the bound is not worked out twice. Internal: the
  /// buffer is written unchecked in release builds, so only a bound this type computed will do.
  static func encode(
    _ document: StoreDocument, splicing splices: [EntrySplice], from previous: [UInt8],
    capacity known: Int?
  ) -> [UInt8] {
    previous.withUnsafeBufferPointer { source in
      let old = Source(bytes: source, splices: splices)
      let capacity = known ?? bound(of: document, old)
      return [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
        var out = ByteSink(base: buffer.baseAddress!, count: 0, capacity: capacity)
        write(document, old, to: &out)
        count = out.count
      }
    }
  }

  /// The previous document's bytes and, for each profile that keeps some of its entries,
  /// the bytes of those it keeps at the start and at the end.
  private struct Source {
    struct Kept {
      let splice: EntrySplice
      let head: Range<Int>?
      let tail: Range<Int>?
      /// The bytes copied, and the separators written around them.
      var byteCount: Int { (head?.count ?? 0) + (tail?.count ?? 0) + 20 }
    }
    let bytes: UnsafeBufferPointer<UInt8>
    let kept: [Kept]

    init(bytes: UnsafeBufferPointer<UInt8>, splices: [EntrySplice]) {
      self.bytes = bytes
      kept = splices.map { splice in
        let lines = splice.lines
        return Kept(
          splice: splice,
          head: splice.prefix > 0 ? lines.bytes(of: 0..<splice.prefix, in: bytes) : nil,
          tail: splice.suffix > 0
            ? lines.bytes(of: (lines.count - splice.suffix)..<lines.count, in: bytes) : nil)
      }
    }

    func kept(of profile: Profile) -> Kept? {
      guard let kept = kept.first(where: { $0.splice.lines.profile == profile.name }),
        kept.splice.prefix + kept.splice.suffix <= profile.entries.count
      else { return nil }
      return kept
    }
  }

  private static func write(_ document: StoreDocument, _ old: Source, to out: inout ByteSink) {
    out.append("{\n  \"schema_version\": ")
    out.append(utf8: String(StoreDocument.currentSchemaVersion))
    out.append(",\n  \"default_profile\": ")
    string(orNull: document.defaultProfile, to: &out)
    out.append(",\n  \"profiles\": [")
    for (index, profile) in document.profiles.enumerated() {
      out.append(index == 0 ? "\n" : ",\n")
      write(profile, old, to: &out)
    }
    out.append(document.profiles.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
  }

  private static func write(_ profile: Profile, _ old: Source, to out: inout ByteSink) {
    out.append("    {\n      \"name\": ")
    string(profile.name, to: &out)
    out.append(",\n      \"height_cm\": ")
    JSONText.appendNumber(profile.heightCentimetres, to: &out)
    out.append(",\n      \"sex\": ")
    string(orNull: profile.sex?.rawValue, to: &out)
    out.append(",\n      \"born\": ")
    if let born = profile.born {
      out.append(UInt8(ascii: "\""))
      appendDate(born, to: &out)
      out.append(UInt8(ascii: "\""))
    } else {
      out.append("null")
    }
    out.append(",\n      \"goal_kg\": ")
    if let goal = profile.goalKilograms {
      JSONText.appendNumber(goal, to: &out)
    } else {
      out.append("null")
    }
    out.append(",\n      \"units\": ")
    string(orNull: profile.units?.rawValue, to: &out)
    out.append(",\n      \"population\": ")
    string(orNull: profile.population?.rawValue, to: &out)
    out.append(",\n      \"reference\": ")
    string(orNull: profile.reference?.rawValue, to: &out)
    out.append(",\n      \"entries\": [")
    let entries = profile.entries
    var written = entries.startIndex..<entries.endIndex
    var tail: Range<Int>?
    var keptAtEnd = 0
    if let kept = old.kept(of: profile) {
      if let head = kept.head {
        out.append("\n        ")
        out.append(old.bytes.baseAddress!, head)
      }
      tail = kept.tail
      keptAtEnd = kept.splice.suffix
      written = kept.splice.prefix..<(entries.count - kept.splice.suffix)
    }
    for index in written {
      write(entries[index], first: index == 0, to: &out)
    }
    if let tail {
      if entries.count > keptAtEnd { out.append(UInt8(ascii: ",")) }
      out.append("\n        ")
      out.append(old.bytes.baseAddress!, tail)
    }
    out.append(profile.entries.isEmpty ? "]\n    }" : "\n      ]\n    }")
  }

  /// One entry's line, after the separator that precedes it.
  @inline(__always)
  private static func write(_ entry: WeightEntry, first: Bool, to out: inout ByteSink) {
    // Two literals of at most 16 bytes, each copied without a `memmove` call.
    if !first { out.append(UInt8(ascii: ",")) }
    out.append("\n        ")
    out.append("{\"date\": \"")
    appendDate(entry.date, to: &out)
    out.append(UInt8(ascii: "\""))
    if let kilograms = entry.kilograms {
      out.append(", \"weight_kg\": ")
      JSONText.appendNumber(kilograms, to: &out)
    }
    if let waist = entry.waistCentimetres {
      out.append(", \"waist_cm\": ")
      JSONText.appendNumber(waist, to: &out)
    }
    if let height = entry.heightCentimetres {
      out.append(", \"height_cm\": ")
      JSONText.appendNumber(height, to: &out)
    }
    if let head = entry.headCentimetres {
      out.append(", \"head_cm\": ")
      JSONText.appendNumber(head, to: &out)
    }
    if let arm = entry.armCentimetres {
      out.append(", \"arm_cm\": ")
      JSONText.appendNumber(arm, to: &out)
    }
    if let note = entry.note {
      out.append(", \"note\": ")
      string(note, to: &out)
    }
    out.append(UInt8(ascii: "}"))
  }

  /// A string literal with its quotes, escaped by the one policy.
  private static func string(_ text: String, to out: inout ByteSink) {
    out.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      guard let base = utf8.baseAddress else { return }
      JSONText.appendEscaped(base, 0..<utf8.count, undoublingQuotes: false, to: &out)
    }
    out.append(UInt8(ascii: "\""))
  }

  private static func string(orNull text: String?, to out: inout ByteSink) {
    guard let text else { return out.append("null") }
    string(text, to: &out)
  }

  /// `YYYY-MM-DD`, as `LocalDate.description` writes it, a pair of digits at a time.
  private static func appendDate(_ date: LocalDate, to out: inout ByteSink) {
    guard (0...9999).contains(date.year) else { return out.append(utf8: date.description) }
    // A month or day no calendar has (refused before any write) keeps its last digits.
    guard (0...99).contains(date.month), (0...99).contains(date.day) else {
      return appendDateDigits(date, to: &out)
    }
    let base = UnsafeMutableRawPointer(out.base + out.count)
    let century = date.year / 100
    base.storeBytes(of: DecimalText.digitPair(century), as: UInt16.self)
    base.storeBytes(
      of: DecimalText.digitPair(date.year - century * 100), toByteOffset: 2, as: UInt16.self)
    base.storeBytes(of: UInt8(ascii: "-"), toByteOffset: 4, as: UInt8.self)
    base.storeBytes(of: DecimalText.digitPair(date.month), toByteOffset: 5, as: UInt16.self)
    base.storeBytes(of: UInt8(ascii: "-"), toByteOffset: 7, as: UInt8.self)
    base.storeBytes(of: DecimalText.digitPair(date.day), toByteOffset: 8, as: UInt16.self)
    out.count += 10
  }

  /// `appendDate` digit by digit, for any month and day.
  private static func appendDateDigits(_ date: LocalDate, to out: inout ByteSink) {
    let base = out.base + out.count
    func digits(_ value: Int, at start: Int, width: Int) {
      var rest = value
      for position in stride(from: start + width - 1, through: start, by: -1) {
        base[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
        rest /= 10
      }
    }
    digits(date.year, at: 0, width: 4)
    base[4] = UInt8(ascii: "-")
    digits(date.month, at: 5, width: 2)
    base[7] = UInt8(ascii: "-")
    digits(date.day, at: 8, width: 2)
    out.count += 10
  }

  /// The most bytes `write` can produce for `document`, plus the scratch room the digit
  /// writer needs past the last number: the buffer is allocated once, never grown. Pages
  /// reserved but not written are never touched, so the slack costs no resident memory.
  static func bound(of document: StoreDocument) -> Int {
    bound(of: document, Source(bytes: UnsafeBufferPointer(start: nil, count: 0), splices: []))
  }

  /// The one buffer `encode(_:splicing:from:)` allocates for `document`, in bytes: what a
  /// change asks the address space for before encoding (`StoreRepository.checkMemory`).
  public static func bytesNeeded(
    for document: StoreDocument, splicing splices: [EntrySplice], from previous: [UInt8]
  ) -> Int {
    previous.withUnsafeBufferPointer { bound(of: document, Source(bytes: $0, splices: splices)) }
  }

  private static func bound(of document: StoreDocument, _ old: Source) -> Int {
    let number = JSONText.maximumNumberLength
    var total = 128 + JSONText.numberScratch + stringBound(document.defaultProfile)
    for profile in document.profiles {
      total += 256 + 3 * number + stringBound(profile.name) + dateBound(profile.born)
      var written = profile.entries.indices
      if let kept = old.kept(of: profile) {
        total += kept.byteCount
        written = kept.splice.prefix..<(profile.entries.count - kept.splice.suffix)
      }
      for index in written {
        let entry = profile.entries[index]
        // `,\n        {"date": "` and `"}`, then `, "weight_kg": ` and a number per measure.
        total += 24 + dateBound(entry.date)
        if entry.kilograms != nil { total += 15 + number }
        if entry.waistCentimetres != nil { total += 14 + number }
        if entry.heightCentimetres != nil { total += 15 + number }
        if entry.headCentimetres != nil { total += 13 + number }
        if entry.armCentimetres != nil { total += 12 + number }
        if let note = entry.note { total += 10 + stringBound(note) }
      }
    }
    return total
  }

  private static func stringBound(_ text: String?) -> Int {
    guard let text else { return 4 }
    return 2 + JSONText.escapedCount(text)
  }

  private static func dateBound(_ date: LocalDate?) -> Int {
    guard let date else { return 4 }
    return (0...9999).contains(date.year) ? 12 : 2 + date.description.utf8.count
  }
}
