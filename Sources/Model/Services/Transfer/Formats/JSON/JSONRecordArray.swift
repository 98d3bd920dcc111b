import DataSource

/// A JSON array of records, as the apps that export one write it (Huawei Health's `health
/// detail data.json`, Garmin's `userBioMetrics.json`): its first element alone, to tell which
/// app's it is, or every element as a tree (`FHIRNode`).
enum JSONRecordArray {
  /// The first element, when `bytes` is an array whose first element is an object; the rest
  /// is not read (reading stops there with an error of its own).
  static func first(_ bytes: [UInt8]) -> FHIRNode? {
    var reader = JSONReader(bytes)
    var first: FHIRNode?
    try? reader.readArray { reader throws(JSONError) in
      first = try FHIRNode.read(&reader)
      throw reader.error("first element read")
    }
    return first
  }

  /// Every element of the array that `bytes` is, or the JSON error that ends it.
  static func records(_ bytes: [UInt8]) throws(ImportFailure) -> [FHIRNode] {
    var records: [FHIRNode] = []
    do {
      var reader = JSONReader(bytes)
      try reader.readArray { reader throws(JSONError) in
        records.append(try FHIRNode.read(&reader))
      }
      try reader.readEnd()
    } catch {
      throw .json(error)
    }
    return records
  }
}
