import DataSource

/// Huawei Health's data export (`Health detail data & description/health detail data.json`):
/// `[{"type": 10006, "version": 2, "timeZone": "+0800", "samplePoints": [{"startTime":
/// 1700000000000, "endTime": …, "key": "WEIGHT_BODYFAT_BROAD", "value":
/// "{\"bodyWeight\":70.35,…}"}]}]`. A weight point is kilograms (`bodyWeight` of its value, an
/// object or one written as a string) at a moment in epoch milliseconds, on its local date
/// in the record's own `timeZone`, as any reading written with its offset (`--tz` moves it).
/// A record of another member of the account (`subUser`) is another person's; a point of
/// another key is another measure; the same moment in several versions of a record is the
/// highest version's. A point that cannot be read refuses the file unless `--skip-invalid`.
struct HuaweiHealthJSON {
  let options: ImportOptions

  static let weightKey = "WEIGHT_BODYFAT_BROAD"

  /// Whether `bytes` is a JSON array whose first element has Huawei's `samplePoints`.
  static func isHuawei(_ bytes: [UInt8]) -> Bool {
    JSONRecordArray.first(bytes)?["samplePoints"] != nil
  }

  /// A weight point of one record, before the versions are compared.
  private struct Point {
    let version: Int
    let kilograms: Double
    let offset: Int?
    let line: Int
  }

  func read(_ bytes: [UInt8]) throws(ImportFailure) -> (batch: ImportBatch, skips: ImportSkips) {
    let records = try JSONRecordArray.records(bytes)
    let errors = JSONReader(bytes)
    var skips = ImportSkips()
    var lines = LineCounter(bytes)
    var latest: [Int64: Point] = [:]
    for record in records {
      let line = lines.line(at: record.offset ?? 0)
      let points = record["samplePoints"]?.items ?? []
      if let user = record["subUser"], user.string?.isEmpty != true {
        for _ in points { skips.add(.otherPerson, line: line) }
        continue
      }
      let version = record["version"]?.number.flatMap { Int($0) } ?? 0
      let offset = record["timeZone"]?.string.flatMap(ImportZone.fixedOffset)
      for point in points {
        guard point["key"]?.string == Self.weightKey else {
          skips.add(.otherMeasure, line: line)
          continue
        }
        guard let start = point["startTime"]?.number.flatMap({ Int64($0) }),
          let kilograms = Self.bodyWeight(point["value"]),
          Measure.accepts(StoredMeasure.kilograms(kilograms), as: .weight)
        else {
          guard options.skipInvalid else {
            throw .json(
              errors.error(
                "a \(Self.weightKey) point without a readable startTime and bodyWeight in kg",
                at: point.offset ?? record.offset))
          }
          skips.add(.unreadable(column: "bodyWeight"), line: line)
          continue
        }
        if let kept = latest[start] {
          skips.add(.superseded, line: kept.version > version ? line : kept.line)
          if kept.version > version { continue }
        }
        latest[start] = Point(version: version, kilograms: kilograms, offset: offset, line: line)
      }
    }
    var readings = DailyReadings()
    for (start, point) in latest.sorted(by: { $0.key < $1.key }) {
      // The record's own zone, unless --tz names one.
      let zone =
        options.zone.name == nil
        ? point.offset.map { own in ImportZone(name: nil) { _ in own } } ?? options.zone
        : options.zone
      let local = zone.local(epoch: start / 1000)
      guard let date = ImportDateParser.kept(local.date) else {
        skips.add(.unreadable(column: "startTime"), line: point.line)
        continue
      }
      readings.add(date, time: local.time, kilograms: StoredMeasure.kilograms(point.kilograms))
    }
    return (try readings.batch(.huaweiHealth, options.perDay, skips: skips), skips)
  }

  /// `bodyWeight` of a point's value: an object, or an object written as a JSON string.
  private static func bodyWeight(_ value: FHIRNode?) -> Double? {
    var node = value
    if let text = value?.string {
      var reader = JSONReader(Array(text.utf8))
      node = try? FHIRNode.read(&reader)
    }
    let weight = node?["bodyWeight"]
    guard let text = weight?.number ?? weight?.string, let kilograms = Double(text),
      kilograms.isFinite
    else { return nil }
    return kilograms
  }
}
