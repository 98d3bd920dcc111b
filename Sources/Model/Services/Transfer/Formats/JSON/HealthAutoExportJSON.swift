import DataSource

/// Health Auto Export's JSON (an iOS app that exports Apple Health): `{"data": {"metrics":
/// [{"name": "weight_body_mass", "units": "lb", "data": [{"date": "2026-03-01 07:12:00
/// -0500", "qty": 190.2}]}]}}`. A weight is `qty` in the metric's `units` (lb or kg) at a
/// time with its offset, the reading's own local time, as Apple Health's (moved to `--tz`
/// only when one is given: `ImportZone.local(_:time:written:)`), which orders the day's
/// readings for `--per-day`. Every point of another metric (steps, energy) is counted as another
/// measure; a weight point that cannot be read refuses the file unless `--skip-invalid`,
/// with its line.
struct HealthAutoExportJSON {
  let options: ImportOptions

  /// The metric names of body mass (Health Auto Export's, and Apple's own identifier's end).
  static let weightNames: Set = ["weight_body_mass", "body_mass", "weight"]

  /// Whether `bytes` is a JSON object with a `data` member that holds `metrics`.
  static func isHealthAutoExport(_ bytes: [UInt8]) -> Bool {
    // One walk: a file without `data` (a bmi export) costs no more than the member look.
    var reader = JSONReader(bytes)
    var found = false
    // Another file's `data` that is no object ends the look with `found` still false.
    try? reader.readObject { reader, name throws(JSONError) in
      guard name == "data" else { return try reader.skipValue() }
      try reader.readObject { reader, inner throws(JSONError) in
        if inner == "metrics" { found = true }
        try reader.skipValue()
      }
    }
    return found
  }

  func read(_ bytes: [UInt8]) throws(ImportFailure) -> (batch: ImportBatch, skips: ImportSkips) {
    var metrics: [FHIRNode] = []
    let errors = JSONReader(bytes)
    do {
      var reader = JSONReader(bytes)
      try reader.readObject { reader, name throws(JSONError) in
        guard name == "data" else { return try reader.skipValue() }
        try reader.readObject { reader, inner throws(JSONError) in
          guard inner == "metrics" else { return try reader.skipValue() }
          try reader.readArray { reader throws(JSONError) in
            metrics.append(try FHIRNode.read(&reader))
          }
        }
      }
      try reader.readEnd()
    } catch {
      throw .json(error)
    }
    var readings = DailyReadings()
    var skips = ImportSkips()
    var lines = LineCounter(bytes)
    for metric in metrics {
      let isWeight = metric["name"]?.string.map { Self.weightNames.contains($0) } ?? false
      let unit = metric["units"]?.string.flatMap { QuantityUnit(spelling: $0.lowercased()) }
      for point in metric["data"]?.items ?? [] {
        let line = lines.line(at: point.offset ?? 0)
        guard isWeight else {
          skips.add(.otherMeasure, line: line)
          continue
        }
        guard let unit, unit.isWeight, let reading = weighIn(point, unit: unit) else {
          guard options.skipInvalid else {
            throw .json(
              errors.error(
                "a weight_body_mass point without a readable qty in kg or lb and a date bmi keeps",
                at: point.offset ?? 0))
          }
          skips.add(.unreadable(column: "qty"), line: line)
          continue
        }
        readings.add(reading.date, time: reading.time, kilograms: reading.kilograms)
      }
    }
    return (try readings.batch(.healthAutoExport, options.perDay, skips: skips), skips)
  }

  /// A weight point's local date, time of day and kilograms (through the one gate), or
  /// `nil` when any cannot be read.
  private func weighIn(_ point: FHIRNode, unit: QuantityUnit)
    -> (date: LocalDate, time: Int?, kilograms: Double)?
  {
    guard let text = point["date"]?.string,
      let quantity = point["qty"]?.number.flatMap(Double.init), quantity.isFinite,
      var date = ImportDateParser(format: nil).date(text)
    else { return nil }
    var time = ImportDateParser.timeOfDay(in: text)
    if let clock = time, let local = options.zone.local(date, time: clock, written: text) {
      guard let moved = ImportDateParser.kept(local.date) else { return nil }
      (date, time) = (moved, local.time)
    }
    let kilograms = StoredMeasure.kilograms(unit.canonical(quantity))
    guard Measure.accepts(kilograms, as: .weight) else { return nil }
    return (date, time, kilograms)
  }
}
