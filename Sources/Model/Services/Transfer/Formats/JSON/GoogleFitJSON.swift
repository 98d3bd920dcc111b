import DataSource

/// Google Fit's data as Google Takeout writes it, a JSON file a data source
/// (`Fit/All Data/derived_com.google.weight_….json`): `{"Data Source": …, "Data Points":
/// [{"dataTypeName": "com.google.weight", "startTimeNanos": …, "fitValue": [{"value":
/// {"fpVal": 75.30000305175781}}]}]}` (the nanoseconds a number, or a string of digits as
/// the Fit REST API writes them). A weight point is kilograms held as a 32-bit float
/// (kept to the gram, so 75.3) at a moment in UTC nanoseconds, which goes to its local date
/// in `--tz` (default: the machine's zone) and orders the day's readings for `--per-day`.
/// Points of other types (a height file, heart rate) are counted as other measures; a point
/// that cannot be read refuses the file unless `--skip-invalid`, with its line.
struct GoogleFitJSON {
  let options: ImportOptions

  static let weightType = "com.google.weight"

  /// Whether `bytes` is a JSON object with Google Fit's `Data Points` member.
  static func isGoogleFit(_ bytes: [UInt8]) -> Bool {
    JSONReader.objectHasMember("Data Points", in: bytes)
  }

  func read(_ bytes: [UInt8]) throws(ImportFailure) -> (batch: ImportBatch, skips: ImportSkips) {
    var points: [FHIRNode] = []
    // A point without its own `dataTypeName` is of the source's type
    // (`derived:com.google.weight:…`).
    var sourceType: String?
    var merged: ImportBatch.MergedSource?
    let errors = JSONReader(bytes)
    do {
      var reader = JSONReader(bytes)
      try reader.readObject { reader, name throws(JSONError) in
        if name == "Data Source" {
          let parts = try reader.readString().split(separator: ":")
          sourceType = parts.count > 1 ? String(parts[1]) : nil
          merged =
            parts.first == "raw" ? .raw : parts.last?.hasPrefix("merge") == true ? .merged : nil
        } else if name == "Data Points" {
          try reader.readArray { reader throws(JSONError) in
            points.append(try FHIRNode.read(&reader))
          }
        } else {
          try reader.skipValue()
        }
      }
      try reader.readEnd()
    } catch {
      throw .json(error)
    }
    var readings = DailyReadings()
    var skips = ImportSkips()
    var lines = LineCounter(bytes)
    for point in points {
      let offset = point.offset ?? 0
      let line = lines.line(at: offset)
      guard (point["dataTypeName"]?.string ?? sourceType) == Self.weightType else {
        skips.add(.otherMeasure, line: line)
        continue
      }
      guard let (date, time, kilograms) = Self.weighIn(point, zone: options.zone) else {
        guard options.skipInvalid else {
          throw .json(
            errors.error(
              "a com.google.weight point without a readable fpVal, startTimeNanos and date bmi keeps",
              at: offset))
        }
        skips.add(.unreadable(column: "fpVal"), line: line)
        continue
      }
      readings.add(date, time: time, kilograms: kilograms)
    }
    var batch = try readings.batch(.googleFit, options.perDay, skips: skips)
    batch.mergedSource = merged
    return (batch, skips)
  }

  /// A weight point's local date, time of day and kilograms (through the one gate), or
  /// `nil` when any cannot be read.
  static func weighIn(_ point: FHIRNode, zone: ImportZone) -> (LocalDate, Int, Double)? {
    guard let nanos = point["startTimeNanos"].flatMap(nanoseconds),
      let value = point["fitValue"]?.items.first?["value"]?["fpVal"]?.number.flatMap(Double.init),
      value.isFinite
    else { return nil }
    let local = zone.local(epoch: nanos / 1_000_000_000)
    let kilograms = StoredMeasure.kilograms(value)
    guard let date = ImportDateParser.kept(local.date), Measure.accepts(kilograms, as: .weight)
    else { return nil }
    return (date, local.time, kilograms)
  }

  /// A time in nanoseconds: a JSON number, or a string of digits, as the Fit REST API writes
  /// an int64 (`"startTimeNanos": "1795649400000000000"`, proto3's JSON form, which a
  /// number could not hold exactly in a reader that makes it a double). Nothing else in a
  /// string (no sign but `-`, no point, no exponent, no spaces) is a time.
  static func nanoseconds(_ node: FHIRNode) -> Int64? {
    if let number = node.number { return Int64(number) }
    guard let text = node.string else { return nil }
    let digits = text.hasPrefix("-") ? text.utf8.dropFirst() : text.utf8[...]
    guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
    return Int64(text)
  }
}
