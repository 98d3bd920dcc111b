import DataSource

/// One JSON object's top level, as the readers of other apps' single-object exports look at it:
/// the names of its members (to tell whose file it is), and one member's list of records.
enum JSONTopLevel {
  /// The member names of the object `bytes` is, in file order; empty when it is none.
  static func names(_ bytes: [UInt8]) -> [String] {
    var reader = JSONReader(bytes)
    var names: [String] = []
    try? reader.readObject { reader, name throws(JSONError) in
      names.append(name)
      try reader.skipValue()
    }
    return names
  }

  /// The elements of the member `name`'s array (Polar Flow's `weights`, Health Planet's
  /// `data`), the rest of the object skipped; the JSON error that ends the file otherwise.
  static func records(_ name: String, in bytes: [UInt8]) throws(ImportFailure) -> [FHIRNode] {
    var records: [FHIRNode] = []
    do {
      var reader = JSONReader(bytes)
      try reader.readObject { reader, member throws(JSONError) in
        guard member == name else { return try reader.skipValue() }
        try reader.readArray { reader throws(JSONError) in
          records.append(try FHIRNode.read(&reader))
        }
      }
      try reader.readEnd()
    } catch {
      throw .json(error)
    }
    return records
  }
}
