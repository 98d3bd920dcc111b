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
    let names = JSONTopLevel.names(bytes)
    return names.contains("exportVersion") && names.contains("weights")
  }

  func read(_ bytes: [UInt8]) throws(ImportFailure) -> (batch: ImportBatch, skips: ImportSkips) {
    let weights = try JSONTopLevel.records("weights", in: bytes)
    var weighIns = JSONWeighIns(bytes, options: options)
    for element in weights {
      try weighIns.add(
        weight: element["weight"] ?? .other, weightName: "weight",
        date: element["date"]?.string ?? "", dateName: "date", layout: "YYYY-MM-DDTHH:MM:SS.SSS",
        offset: element.offset)
    }
    return try weighIns.finish(.polarFlow)
  }
}
