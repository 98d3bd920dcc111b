import DataSource

/// Endomondo's data export (its `Weights/` folder, from the export the app offered before it
/// closed in 2020): a JSON array of readings, each an array of one-member objects,
/// `[[{"weight_kg": 75.5}, {"date": "2019-08-31 18:31:34.0"}], …]`. The members are read by
/// name, in any order; the date and time are the app's, as written (no zone). A reading
/// without a weight is another measure; one that cannot be read refuses the file unless
/// `--skip-invalid`.
struct EndomondoWeightsJSON {
  let options: ImportOptions

  /// Whether `bytes` is an array whose first element is an array of objects with Endomondo's
  /// `weight_kg` or `date`.
  static func isEndomondo(_ bytes: [UInt8]) -> Bool {
    guard case .array(let members)? = JSONRecordArray.first(bytes) else { return false }
    return members.contains { $0["weight_kg"] != nil || $0["date"] != nil }
  }

  func read(_ bytes: [UInt8]) throws(ImportFailure) -> (batch: ImportBatch, skips: ImportSkips) {
    let records = try JSONRecordArray.records(bytes)
    let errors = JSONReader(bytes)
    var skips = ImportSkips()
    var lines = LineCounter(bytes)
    var readings = DailyReadings()
    for record in records {
      let offset = record.items.lazy.compactMap(\.offset).first
      let line = lines.line(at: offset ?? 0)
      let member = { (name: String) in record.items.lazy.compactMap { $0[name] }.first }
      guard let weight = member("weight_kg") else {
        skips.add(.otherMeasure, line: line)
        continue
      }
      let written = member("date")?.string ?? ""
      let date = LocalDate(iso: String(written.prefix(10))).flatMap(ImportDateParser.kept)
      let kilograms = weight.number.flatMap(Double.init).map { StoredMeasure.kilograms($0) }
      let problem: (name: String, RowProblem)? =
        switch (kilograms, date) {
        case (nil, _):
          ("weight_kg", .badWeight(weight.number ?? weight.string ?? "", .notANumber))
        case (let kilograms?, _) where !Measure.accepts(kilograms, as: .weight):
          (
            "weight_kg",
            .badWeight(
              weight.number ?? "",
              .outOfRange(value: kilograms, accepted: Measure.Kind.weight.range))
          )
        case (_, nil): ("date", .notAppDate(written, layout: "YYYY-MM-DD HH:MM:SS"))
        default: nil
        }
      if let problem {
        guard options.skipInvalid else {
          let at = errors.error("", at: offset)
          throw .row(line: at.line, column: at.column, name: problem.name, problem.1)
        }
        skips.add(.unreadable(column: problem.name), line: line)
        continue
      }
      guard let date, let kilograms else { continue }
      let time = ImportDateParser.timeOfDay(in: written)
      readings.add(date, time: time, kilograms: kilograms)
    }
    return (try readings.batch(.endomondo, options.perDay, skips: skips), skips)
  }
}
