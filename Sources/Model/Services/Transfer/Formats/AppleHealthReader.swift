import DataSource

/// Apple Health's `export.xml`, read as a stream of windows: it scans bytes for the
/// `TypeIdentifier` of each record's type attribute (a skip search, not a parse) and reads
/// the attributes of body mass, height and waist records only, so that the hundreds of
/// megabytes of steps and heart rates cost a scan and nothing more. A record's date is the
/// date in its `startDate` as written (`2026-11-21 07:02:14 +0100`: the local date).
struct AppleHealthReader {
  /// Bytes kept at the end of a window for the next one: room to look back from a type to
  /// its `<Record` and ahead to the end of a match.
  static let margin = 512
  static let pattern = Array("\"HKQuantityTypeIdentifier".utf8)
  static let prefix = Array("type=".utf8)
  static let bodyMass = Array("BodyMass\"".utf8)
  static let height = Array("Height\"".utf8)
  static let waist = Array("WaistCircumference\"".utf8)

  let perDay: PerDayRule
  private var readings = DailyReadings()
  private var height: (centimetres: Double, date: LocalDate)?
  /// The first record of a wanted type that could not be read: it refuses the file.
  private var problem: ImportFailure?
  private var sawHealthData = false
  private var scannedForRoot = 0
  /// Bytes at the start of the next window already searched.
  private var alreadyScanned = 0
  private let shifts: [Int]

  init(perDay: PerDayRule) {
    self.perDay = perDay
    var shifts = [Int](repeating: Self.pattern.count, count: 256)
    for (index, byte) in Self.pattern.dropLast().enumerated() {
      shifts[Int(byte)] = Self.pattern.count - 1 - index
    }
    self.shifts = shifts
  }

  /// Scans a window and returns how many of its bytes are done with; the caller passes the
  /// rest again at the start of the next window, followed by more bytes.
  mutating func consume(_ window: UnsafeBufferPointer<UInt8>, isFinal: Bool) -> Int {
    guard let bytes = window.baseAddress else { return 0 }
    let end = window.count
    if !sawHealthData, scannedForRoot < 4 << 20 {
      sawHealthData = Self.find(Array("<HealthData".utf8), in: bytes, from: 0, to: end) != nil
      scannedForRoot += end
    }
    let limit = isFinal ? end : end - Self.margin
    guard limit > alreadyScanned else { return 0 }
    let pattern = Self.pattern
    let length = pattern.count
    let last = pattern[length - 1]
    var position = alreadyScanned
    // A Horspool search: most positions cost one load, one compare and a skip.
    let resume: Int? = shifts.withUnsafeBufferPointer { shifts in
      pattern.withUnsafeBufferPointer { pattern in
        let shifts = shifts.baseAddress!
        let pattern = pattern.baseAddress!
        while position + length <= end && position < limit {
          let byte = bytes[position + length - 1]
          if byte == last && memoryEqual(bytes + position, pattern, length - 1) {
            if let resume = record(bytes, typeAt: position, end: end, isFinal: isFinal) {
              return resume
            }
          }
          position &+= shifts[Int(byte)]
        }
        return nil
      }
    }
    if let resume {
      alreadyScanned = position - resume
      return resume
    }
    if isFinal { return end }
    let consumed = max(0, limit - Self.margin)
    alreadyScanned = max(position, limit) - consumed
    return consumed
  }

  /// Reads the record whose type's `TypeIdentifier` is at `at`, if it is one we want; a
  /// position to resume from when the record's tag is cut off by the window's end.
  private mutating func record(
    _ bytes: UnsafePointer<UInt8>, typeAt at: Int, end: Int, isFinal: Bool
  ) -> Int? {
    let after = at + Self.pattern.count
    guard after < end else { return nil }
    // Most records are of other types: one byte tells most of them apart.
    let kind: HealthKind
    switch bytes[after] {
    case UInt8(ascii: "B") where Self.matches(Self.bodyMass, bytes, at: after, end: end):
      kind = .bodyMass
    case UInt8(ascii: "H") where Self.matches(Self.height, bytes, at: after, end: end):
      kind = .height
    case UInt8(ascii: "W") where Self.matches(Self.waist, bytes, at: after, end: end):
      kind = .waist
    default:
      return nil
    }
    guard at >= Self.prefix.count, Self.matches(Self.prefix, bytes, at: at - Self.prefix.count)
    else { return nil }
    var tagStart = at - Self.prefix.count
    while tagStart > 0 && bytes[tagStart] != UInt8(ascii: "<") && at - tagStart < Self.margin {
      tagStart -= 1
    }
    guard bytes[tagStart] == UInt8(ascii: "<") else { return nil }
    guard let tagEnd = Self.find([UInt8(ascii: ">")], in: bytes, from: after, to: end) else {
      return isFinal || tagStart == 0 ? nil : tagStart
    }
    let tag = Array(UnsafeBufferPointer(start: bytes + tagStart, count: tagEnd - tagStart))
    guard tag.starts(with: Array("<Record".utf8)) else { return nil }
    read(kind, tag: tag)
    return nil
  }

  enum HealthKind: String {
    case bodyMass = "BodyMass"
    case height = "Height"
    case waist = "WaistCircumference"
  }

  /// Reads one wanted record; one bmi cannot read (a value that is not a number, an unknown
  /// unit, no date) refuses the file rather than losing a weigh-in.
  private mutating func read(_ kind: HealthKind, tag: [UInt8]) {
    let valueText = Self.attribute("value", in: tag)
    let unit = Self.attribute("unit", in: tag)
    let dateText = Self.attribute("startDate", in: tag)
    let date = dateText.flatMap { LocalDate(iso: String($0.prefix(10))) }
      .flatMap(ImportDateParser.kept)
    let read: Void? = valueText.flatMap(Double.init).flatMap { value in
      guard let date else { return nil }
      switch (kind, unit.flatMap(Self.factor)) {
      case (.bodyMass, .some(.mass(let factor))):
        readings.add(date, kilograms: StoredMeasure.kilograms(value * factor))
      case (.height, .some(.length(let factor))):
        if height.map({ $0.date <= date }) ?? true {
          height = (StoredMeasure.centimetres(value * factor), date)
        }
      case (.waist, .some(.length(let factor))):
        readings.add(date, kilograms: nil, waist: StoredMeasure.centimetres(value * factor))
      default:
        return nil
      }
      return ()
    }
    if read == nil, problem == nil {
      problem = .appleHealthRecord(
        type: kind.rawValue, date: dateText ?? "",
        value: valueText ?? "", unit: unit ?? "")
    }
  }

  enum Factor {
    case mass(Double)
    case length(Double)
  }

  /// To kg or cm, exactly: 1 lb = 0.45359237 kg, 1 in = 2.54 cm.
  static func factor(_ unit: String) -> Factor? {
    switch unit {
    case "kg": .mass(1)
    case "g": .mass(0.001)
    case "lb": .mass(0.453_592_37)
    case "st": .mass(0.453_592_37 * 14)
    case "cm": .length(1)
    case "m": .length(100)
    case "mm": .length(0.1)
    case "in": .length(2.54)
    case "ft": .length(30.48)
    default: nil
    }
  }

  func finish() throws(ImportFailure) -> ImportBatch {
    guard sawHealthData else { throw .notAppleHealth }
    if let problem { throw problem }
    if readings.isEmpty { throw .empty }
    let (entries, repeats) = readings.entries(perDay)
    var batch = ImportBatch(
      format: .appleHealth, profiles: [ImportedProfile(name: nil, details: nil, entries: entries)],
      repeatedDates: repeats)
    batch.heightCentimetres = height?.centimetres
    batch.heightDate = height?.date
    return batch
  }

  /// The text of ` name="…"` in a tag.
  static func attribute(_ name: String, in tag: [UInt8]) -> String? {
    let key = Array(" \(name)=\"".utf8)
    guard
      let start = tag.withUnsafeBufferPointer({
        find(key, in: $0.baseAddress!, from: 0, to: tag.count)
      })
    else { return nil }
    let valueStart = start + key.count
    guard let close = tag[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
    return String(decoding: tag[valueStart..<close], as: UTF8.self)
  }

  @inline(__always)
  private func memoryEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int)
    -> Bool
  {
    var index = 0
    while index < count {
      if a[index] != b[index] { return false }
      index += 1
    }
    return true
  }

  static func matches(
    _ pattern: [UInt8], _ bytes: UnsafePointer<UInt8>, at position: Int, end: Int = .max
  ) -> Bool {
    guard position >= 0, position + pattern.count <= end else { return false }
    for index in pattern.indices where bytes[position + index] != pattern[index] { return false }
    return true
  }

  static func find(_ pattern: [UInt8], in bytes: UnsafePointer<UInt8>, from: Int, to end: Int)
    -> Int?
  {
    var position = from
    while position + pattern.count <= end {
      if bytes[position] == pattern[0] && matches(pattern, bytes, at: position) { return position }
      position += 1
    }
    return nil
  }
}
