import DataSource

/// The weigh-ins of a JSON export that gives each as a number of kilograms beside an ISO
/// date and time, as the app wrote them (no zone): Endomondo's, Polar Flow's. Each goes
/// through the one gate (`Measure.accepts`); one that cannot be read refuses the file at its
/// place, named by its member, unless `--skip-invalid`, which counts it.
struct JSONWeighIns {
  let options: ImportOptions
  /// The file, for the line and column of a refusal.
  private let errors: JSONReader
  private var lines: LineCounter
  private(set) var skips = ImportSkips()
  private var readings = DailyReadings()

  init(_ bytes: [UInt8], options: ImportOptions) {
    self.options = options
    errors = JSONReader(bytes)
    lines = LineCounter(bytes)
  }

  /// Counts the element at `offset` as passed over, and why (another measure).
  mutating func passOver(_ reason: ImportSkips.Reason, at offset: Int?) {
    skips.add(reason, line: lines.line(at: offset ?? 0))
  }

  /// Takes the element at `offset`: its `weight` member (named `weightName`) in kilograms and
  /// its date as written (`dateName`, in `layout` for a refusal).
  mutating func add(
    weight: FHIRNode, weightName: String, date written: String, dateName: String,
    layout: String, offset: Int?
  ) throws(ImportFailure) {
    let date = LocalDate(iso: String(written.prefix(10))).flatMap(ImportDateParser.kept)
    let number = weight.number
    let kilograms = number.flatMap(Double.init).map { StoredMeasure.kilograms($0) }
    let problem: (name: String, RowProblem)? =
      switch (kilograms, date) {
      case (nil, _): (weightName, .badWeight(number ?? weight.string ?? "", .notANumber))
      case (let kilograms?, _) where !Measure.accepts(kilograms, as: .weight):
        (
          weightName,
          .badWeight(
            number ?? "", .outOfRange(value: kilograms, accepted: Measure.Kind.weight.range))
        )
      case (_, nil): (dateName, .notAppDate(written, layout: layout))
      default: nil
      }
    if let problem {
      guard options.skipInvalid else {
        let at = errors.error("", at: offset)
        throw .row(line: at.line, column: at.column, name: problem.name, problem.1)
      }
      passOver(.unreadable(column: problem.name), at: offset)
      return
    }
    guard let date, let kilograms else { return }
    readings.add(date, time: ImportDateParser.timeOfDay(in: written), kilograms: kilograms)
  }

  /// The file's batch, reduced by `--per-day`, and what was passed over.
  mutating func finish(_ format: ImportBatch.Format) throws(ImportFailure) -> (
    batch: ImportBatch, skips: ImportSkips
  ) {
    (try readings.batch(format, options.perDay, skips: skips), skips)
  }
}
