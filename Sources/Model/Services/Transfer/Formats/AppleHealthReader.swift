import DataSource

/// Apple Health's `export.xml`, read as a stream of windows through `XMLTokenizer`, a real
/// XML tokenizer: records inside comments or CDATA are not records, either quote style and
/// spaces around `=` are read, references are expanded, the DTD is skipped unexpanded, and a
/// file that is not well-formed or is cut short is refused with its line and column. Only the
/// `Record` elements directly under `<HealthData>` count (a `Correlation` repeats its records
/// at the top level); of them only body mass, height and waist are read. A record's date is
/// the date in its `startDate` as written (`2026-11-21 07:02:14 +0100`: the local date), or
/// with `--tz` that moment's date in the zone named, as for any time written with its offset;
/// its time of day orders the day's readings for `--per-day`.
struct AppleHealthReader {
  static let root = Array("HealthData".utf8)
  static let record = Array("Record".utf8)
  static let typeName = Array("type".utf8)
  static let valueName = Array("value".utf8)
  static let unitName = Array("unit".utf8)
  static let startDateName = Array("startDate".utf8)
  static let typePrefix = Array("HKQuantityTypeIdentifier".utf8)

  let perDay: PerDayRule
  /// Records of other types (nearly all of an export) are checked but never handed out.
  private var tokenizer = XMLTokenizer(
    skipping: XMLSkipRule(
      element: "Record", depth: 1, key: "type",
      kept: HealthKind.types.map { String(decoding: $0.1, as: UTF8.self) }))
  private var records: Records
  /// The XML fault that ended the reading.
  private var fault: ImportFailure?

  /// `options.profileForAge`: the profile being filled, whose heights as a child are logged
  /// with their days (`TrackerGrowthColumns`), an adult's only offered; `options.zone`, when
  /// --tz named it, the zone whose dates the records' moments go to.
  init(options: ImportOptions) {
    perDay = options.perDay
    records = Records(
      person: options.profileForAge, zone: options.zone.name == nil ? nil : options.zone)
  }

  /// Whether the root element is `<HealthData>`: an Apple Health export.
  var isHealthData: Bool { records.sawHealthData }

  /// Whether the reading has stopped at a fault: the rest of the input need not be read.
  var isDone: Bool { fault != nil || records.problem != nil }

  /// Reads a window's whole tokens and returns how many of its bytes are done with; the
  /// caller passes the rest again at the start of the next window, followed by more bytes.
  /// The caller checks that the bytes are UTF-8 (`UTF8Validator`, where it costs least) and
  /// says where they stop being: the tokenizer refuses the export there.
  mutating func consume(_ window: UnsafeBufferPointer<UInt8>, isFinal: Bool, notUTF8At: Int?)
    -> Int
  {
    guard !isDone else { return window.count }
    // Taken out while the tokenizer calls back, so that each is a unique copy that changes
    // in place and the two are never accessed at once through `self`.
    var tokenizer = self.tokenizer
    var records = self.records
    self.tokenizer = XMLTokenizer()
    self.records = Records(person: nil, zone: nil)
    defer {
      self.tokenizer = tokenizer
      self.records = records
    }
    do {
      return try tokenizer.scan(window, isFinal: isFinal, notUTF8At: notUTF8At) { tag in
        records.visit(tag)
      }
    } catch {
      fault = .xml(error)
      return window.count
    }
  }

  /// The weigh-ins read, and the records of other types, counted as other measures.
  func finish() throws(ImportFailure) -> (batch: ImportBatch, skips: ImportSkips) {
    if let problem = records.problem { throw problem }
    if let fault { throw fault }
    guard records.sawHealthData else { throw .notAppleHealth }
    if records.readings.isEmpty {
      throw .noneOf(what: "body mass record (HKQuantityTypeIdentifierBodyMass)")
    }
    let (profile, repeats) = records.readings.profile(perDay)
    var batch = ImportBatch(format: .appleHealth, profiles: [profile], repeatedDates: repeats)
    batch.heightCentimetres = records.height?.centimetres
    batch.heightDate = records.height?.date
    // Every record of another type is accounted for, as a CSV's rows of other measures are.
    var skips = ImportSkips()
    skips.add(.otherMeasure, count: tokenizer.passedOver + records.otherRecords)
    return (batch, skips)
  }

  /// What the records give, gathered as their tags go by.
  struct Records {
    var readings = DailyReadings()
    var height: (centimetres: Double, date: LocalDate)?
    let person: Profile?
    /// --tz's zone; `nil`: each record's date as written.
    let zone: ImportZone?
    /// The first record of a wanted type that could not be read: it refuses the file.
    var problem: ImportFailure?
    var sawHealthData = false
    /// Records handed out that are of no type bmi reads.
    var otherRecords = 0

    mutating func visit(_ tag: XMLStartTag) {
      if tag.depth == 0 {
        sawHealthData = tag.isNamed(AppleHealthReader.root)
        if !sawHealthData { problem = .notAppleHealth }
        return
      }
      guard tag.depth == 1, problem == nil, tag.isNamed(AppleHealthReader.record) else { return }
      guard let kind = HealthKind(tag) else {
        otherRecords += 1
        return
      }
      read(kind, tag)
    }

    /// Reads one wanted record; one bmi cannot read (a value that is not a decimal number,
    /// an unknown unit, no date) refuses the file rather than losing a weigh-in.
    private mutating func read(_ kind: HealthKind, _ tag: XMLStartTag) {
      let text = { (name: [UInt8]) in
        tag.value(of: name).map { String(decoding: $0, as: UTF8.self) }
      }
      let valueText = text(AppleHealthReader.valueName)
      let unit = text(AppleHealthReader.unitName)
      let dateText = text(AppleHealthReader.startDateName)
      var date = dateText.flatMap { LocalDate(iso: String($0.prefix(10))) }
      var time = dateText.flatMap(Self.timeOfDay)
      if let zone, let dateText, let written = date, let clock = time,
        let moved = zone.local(written, time: clock, written: dateText)
      {
        (date, time) = (moved.date, moved.time)
      }
      date = date.flatMap(ImportDateParser.kept)
      // The one gate: a value the store cannot hold refuses the file, its range said.
      var refusal: Measure.Refusal?
      func accepts(_ value: Double, as measure: Measure.Kind) -> Bool {
        guard Measure.accepts(value, as: measure) else {
          refusal = .outOfRange(measure, value: value)
          return false
        }
        return true
      }
      let read: Void? = valueText.flatMap(AppleHealthReader.decimal).flatMap { value in
        guard let date else { return nil }
        switch (kind, unit.flatMap(AppleHealthReader.factor)) {
        case (.bodyMass, .some(.mass(let factor))):
          let kilograms = StoredMeasure.kilograms(value * factor)
          guard accepts(kilograms, as: .weight) else { return nil }
          readings.add(date, time: time, kilograms: kilograms)
          if let bytes = readings.exhaustedBytes { problem = .outOfMemory(bytes: bytes) }
        case (.height, .some(.length(let factor))):
          let centimetres = StoredMeasure.centimetres(value * factor)
          if let person, Assessor().isChild(person, on: date) {
            guard accepts(centimetres, as: .height) else { return nil }
            readings.add(date, time: time, kilograms: nil, growth: .init(height: centimetres))
          } else if height.map({ $0.date <= date }) ?? true {
            height = (centimetres, date)
          }
        case (.waist, .some(.length(let factor))):
          let waist = StoredMeasure.centimetres(value * factor)
          guard accepts(waist, as: .waist) else { return nil }
          readings.add(date, time: time, kilograms: nil, waist: waist)
          if let bytes = readings.exhaustedBytes { problem = .outOfMemory(bytes: bytes) }
        default:
          return nil
        }
        return ()
      }
      if let refusal {
        problem = .appleHealthValue(
          type: kind.rawValue, date: dateText ?? "", written: "\(valueText ?? "") \(unit ?? "")",
          refusal)
      } else if read == nil {
        problem = .appleHealthRecord(
          type: kind.rawValue, date: dateText ?? "", value: valueText ?? "", unit: unit ?? "")
      }
    }

    /// `07:02:14` of `2026-11-21 07:02:14 +0100`, in seconds.
    static func timeOfDay(_ text: String) -> Int? {
      let bytes = Array(text.utf8)
      guard bytes.count >= 19 else { return nil }
      let digits = [11, 12, 14, 15, 17, 18].map { Int(bytes[$0]) - 0x30 }
      guard digits.allSatisfy({ (0...9).contains($0) }) else { return nil }
      return (digits[0] * 10 + digits[1]) * 3600 + (digits[2] * 10 + digits[3]) * 60
        + digits[4] * 10 + digits[5]
    }
  }

  enum HealthKind: String {
    case bodyMass = "BodyMass"
    case height = "Height"
    case waist = "WaistCircumference"

    /// The full type names, made once.
    static let types: [(HealthKind, [UInt8])] = [HealthKind.bodyMass, .height, .waist].map {
      ($0, AppleHealthReader.typePrefix + Array($0.rawValue.utf8))
    }

    init?(_ tag: XMLStartTag) {
      for (kind, name) in Self.types where tag.attribute(AppleHealthReader.typeName, is: name) {
        self = kind
        return
      }
      return nil
    }
  }

  /// A decimal number as XML Schema writes one (`84.3`, `-1.5`, `1e2`): never hexadecimal
  /// (`0x50`), `nan`, `inf` or a value with spaces, which `Double(_:)` alone would take.
  static func decimal(_ text: String) -> Double? {
    var bytes = Substring(text).utf8[...]
    if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      bytes = bytes.dropFirst()
    }
    let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
    let whole = bytes.prefix(while: isDigit)
    bytes = bytes.dropFirst(whole.count)
    var fraction = 0
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      fraction = bytes.prefix(while: isDigit).count
      bytes = bytes.dropFirst(fraction)
    }
    guard whole.count + fraction > 0 else { return nil }
    if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
        bytes = bytes.dropFirst()
      }
      let exponent = bytes.prefix(while: isDigit).count
      guard exponent > 0 else { return nil }
      bytes = bytes.dropFirst(exponent)
    }
    guard bytes.isEmpty, let value = Double(text), value.isFinite else { return nil }
    return value
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
}
