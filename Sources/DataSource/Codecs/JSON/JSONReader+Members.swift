extension JSONReader {
  /// Whether `bytes` starts with a JSON object that has a member `name` (before any fault
  /// the rest may have): how an import tells a FHIR resource (`resourceType`) or Google
  /// Fit's Takeout file (`Data Points`) from other JSON.
  public static func objectHasMember(_ name: String, in bytes: [UInt8]) -> Bool {
    var reader = JSONReader(bytes)
    var found = false
    do {
      try reader.readObject { reader, member throws(JSONError) in
        if member == name { found = true }
        try reader.skipValue()
      }
    } catch {
      return found
    }
    return found
  }
}
