import DataSource

/// Polar Flow's data export (flow.polar.com, "Download your data"): its
/// `calendar-items-*.json` is one object, `{"exportVersion": "1.6", …, "weights":
/// [{"weight": 80.5, "date": "2024-02-01T00:00:00.000"}], …}`, the diary's lists side by
/// side. A weigh-in is a `weights` element: kilograms (the export's unit, whatever the app
/// shows) on the diary's local date, as written (no zone). The other lists (notes, feelings,
/// physical information) hold no weigh-in and are not read; a weigh-in that cannot be read
/// refuses the file unless `--skip-invalid`.
struct PolarCalendarJSON {
  let options: ImportOptions

  /// Whether `bytes` is an object with Polar's `exportVersion` and a `weights` list.
  static func isPolar(_ bytes: [UInt8]) -> Bool {
    var reader = JSONReader(bytes)
    var names: Set<String> = []
    try? reader.readObject { reader, name throws(JSONError) in
      names.insert(name)
      try reader.skipValue()
    }
    return names.contains("exportVersion") && names.contains("weights")
  }

  func read(_ bytes: [UInt8]) throws(ImportFailure) -> (batch: ImportBatch, skips: ImportSkips) {
    var weights: [FHIRNode] = []
    do {
      var reader = JSONReader(bytes)
      try reader.readObject { reader, name throws(JSONError) in
        guard name == "weights" else { return try reader.skipValue() }
        try reader.readArray { reader throws(JSONError) in
          weights.append(try FHIRNode.read(&reader))
        }
      }
      try reader.readEnd()
    } catch {
      throw .json(error)
    }
    let errors = JSONReader(bytes)
    var skips = ImportSkips()
    var lines = LineCounter(bytes)
    var readings = DailyReadings()
    for element in weights {
      let line = lines.line(at: element.offset ?? 0)
      let written = element["date"]?.string ?? ""
      let date = LocalDate(iso: String(written.prefix(10))).flatMap(ImportDateParser.kept)
      let number = element["weight"]?.number
      let kilograms = number.flatMap(Double.init).map { StoredMeasure.kilograms($0) }
      let problem: (name: String, RowProblem)? =
        switch (kilograms, date) {
        case (nil, _):
          ("weight", .badWeight(number ?? element["weight"]?.string ?? "", .notANumber))
        case (let kilograms?, _) where !Measure.accepts(kilograms, as: .weight):
          (
            "weight",
            .badWeight(
              number ?? "", .outOfRange(value: kilograms, accepted: Measure.Kind.weight.range))
          )
        case (_, nil): ("date", .notAppDate(written, layout: "YYYY-MM-DDTHH:MM:SS.SSS"))
        default: nil
        }
      if let problem {
        guard options.skipInvalid else {
          let at = errors.error("", at: element.offset)
          throw .row(line: at.line, column: at.column, name: problem.name, problem.1)
        }
        skips.add(.unreadable(column: problem.name), line: line)
        continue
      }
      guard let date, let kilograms else { continue }
      readings.add(date, time: ImportDateParser.timeOfDay(in: written), kilograms: kilograms)
    }
    return (try readings.batch(.polarFlow, options.perDay, skips: skips), skips)
  }
}
