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
    var weighIns = JSONWeighIns(bytes, options: options)
    for record in records {
      let offset = record.items.lazy.compactMap(\.offset).first
      let member = { (name: String) in record.items.lazy.compactMap { $0[name] }.first }
      guard let weight = member("weight_kg") else {
        weighIns.passOver(.otherMeasure, at: offset)
        continue
      }
      try weighIns.add(
        weight: weight, weightName: "weight_kg", date: member("date")?.string ?? "",
        dateName: "date", layout: "YYYY-MM-DD HH:MM:SS", offset: offset)
    }
    return try weighIns.finish(.endomondo)
  }
}
