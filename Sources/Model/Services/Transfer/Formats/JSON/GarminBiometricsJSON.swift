import DataSource

/// Garmin Connect's data export (`DI_CONNECT/DI-Connect-Wellness/…_userBioMetrics.json`): a
/// JSON array of records, `{"userProfilePK": 1, "metaData": {"calendarDate":
/// "2022-09-01T00:00:00.0"}, "weight": {"weight": 80500.0, "timestampGMT":
/// "2022-09-01T05:12:44.0", "sourceType": "INDEX_SCALE", …}}`. A weight is grams on the
/// record's `calendarDate`, the person's own day as Garmin Connect shows it; its time of day
/// (`timestampGMT`, a UTC time or epoch milliseconds) orders a day's readings for
/// `--per-day` by the moment, even when it falls on another date in the `--tz` zone. A
/// record without a weight (a height, a VO2 max) is another measure; a weight that cannot be
/// read refuses the file unless `--skip-invalid`. A file
/// (or folder) of several accounts' records (`userProfilePK`) is refused until `--person`
/// names one; the others' records are counted as other people's.
struct GarminBiometricsJSON {
  let options: ImportOptions

  /// Whether `bytes` is a JSON array whose first element has Garmin's `userProfilePK` or
  /// `metaData` with a `calendarDate`.
  static func isGarminBiometrics(_ bytes: [UInt8]) -> Bool {
    guard let first = JSONRecordArray.first(bytes) else { return false }
    return first["userProfilePK"] != nil || first["metaData"]?["calendarDate"] != nil
  }

  func read(_ bytes: [UInt8]) throws(ImportFailure) -> (batch: ImportBatch, skips: ImportSkips) {
    let records = try JSONRecordArray.records(bytes)
    let errors = JSONReader(bytes)
    var skips = ImportSkips()
    var lines = LineCounter(bytes)
    var readings = DailyReadings()
    // Whose records: an account's `userProfilePK` (a couple's exports may share a file).
    let people = Self.accounts(records)
    if people.count > 1, options.person == nil {
      throw .severalPeople(people, column: Self.accountKey)
    }
    for record in records {
      let line = lines.line(at: record.offset ?? 0)
      if let person = options.person, let account = Self.account(of: record), account != person {
        skips.add(.otherPerson, line: line)
        continue
      }
      // The weight nested with its time (`"weight": {"weight": 80500.0, …}`), or flat beside
      // the record's date (`"weight": 79600.0`).
      guard let recorded = record["weight"], recorded["weight"] != nil || recorded.number != nil
      else {
        skips.add(.otherMeasure, line: line)
        continue
      }
      let weight = recorded.number != nil ? record : recorded
      let date = (record["metaData"]?["calendarDate"]?.string).flatMap {
        LocalDate(iso: String($0.prefix(10)))
      }.flatMap(ImportDateParser.kept)
      guard let date, let grams = weight["weight"]?.number.flatMap(Double.init),
        Measure.accepts(StoredMeasure.kilograms(grams / 1000), as: .weight)
      else {
        guard options.skipInvalid else {
          throw .json(
            errors.error(
              "a weight without a readable metaData.calendarDate and weight in grams",
              at: weight.offset ?? record.offset))
        }
        skips.add(.unreadable(column: "weight"), line: line)
        continue
      }
      let time = Self.epochSeconds(weight["timestampGMT"]).map {
        options.zone.time(epoch: $0, from: date)
      }
      readings.add(date, time: time, kilograms: StoredMeasure.kilograms(grams / 1000))
    }
    var batch = try readings.batch(.garminBiometrics, options.perDay, skips: skips)
    batch.account = people.count == 1 ? people[0] : options.person
    return (batch, skips)
  }

  static let accountKey = ImportBatch.garminAccountMember

  /// The account a record is of: its `userProfilePK`, or its `metaData`'s.
  private static func account(of record: FHIRNode) -> String? {
    (record[accountKey] ?? record["metaData"]?[accountKey]).flatMap { $0.number ?? $0.string }
  }

  /// The accounts of `records`, in the order first met.
  private static func accounts(_ records: [FHIRNode]) -> [String] {
    var seen: [String] = []
    for record in records {
      if let account = account(of: record), !seen.contains(account) { seen.append(account) }
    }
    return seen
  }

  /// A UTC moment as Garmin writes it: epoch milliseconds, or `2022-09-01T05:12:44.0`.
  private static func epochSeconds(_ node: FHIRNode?) -> Int64? {
    if let number = node?.number, let milliseconds = Double(number) {
      // Within the dates a store keeps, and never a conversion that traps (`1e300`).
      return milliseconds.magnitude < 1e15 ? Int64(milliseconds / 1000) : nil
    }
    guard let text = node?.string, text.count >= 19,
      let day = LocalDate(iso: String(text.prefix(10)))
    else { return nil }
    let clock = text.dropFirst(11).prefix(8).split(separator: ":").compactMap { Int($0) }
    guard clock.count == 3 else { return nil }
    return Int64(day.dayNumber) * 86_400 + Int64(clock[0] * 3600 + clock[1] * 60 + clock[2])
  }
}
