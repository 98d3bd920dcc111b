import DataSource

/// Reads FHIR R4 JSON: a Bundle of any type (`bmi export --format fhir` writes a
/// `collection`; a server's search gives a `searchset`), a single Observation, or FHIR Bulk
/// Data's NDJSON (a resource a line). Body
/// weights (LOINC 29463-7: kg, g, [lb_av]), heights (8302-2) and waists (8280-0: cm, [in_i])
/// become weigh-ins; other resources and codes are passed over.
///
/// Who they belong to: an Observation's subject names a `Patient` of the Bundle (by its
/// `fullUrl` or `Patient/id`). In a `bmi export` (its `meta.source` says so) or a file of
/// several Patients, the Patient's name is the profile (created if the store lacks it, from
/// the Patient's sex and birth date and the latest height; `--profile` picks one), and
/// Observations of no named Patient go to `--profile` or the default profile. Another
/// system's file of one person is read as a tracker's: its weigh-ins go to `--profile` or
/// the default profile, and its latest height is offered, never applied.
struct FHIRBundleReader {
  let options: ImportOptions

  /// Whether `bytes` starts with a JSON object with a `resourceType` member (a resource, or
  /// the first of an NDJSON file of them).
  static func isFHIR(_ bytes: [UInt8]) -> Bool {
    JSONReader.objectHasMember("resourceType", in: bytes)
  }

  func read(_ bytes: [UInt8]) throws(ImportFailure) -> ImportBatch {
    var people = FHIRPeople()
    var fromBMI = false
    var readings: [(reading: FHIRReading, offset: Int)] = []
    let errors = JSONReader(bytes)
    do {
      var reader = JSONReader(bytes)
      func take(_ resource: FHIRNode, fullUrl: String?) throws(JSONError) {
        let offset = resource.offset ?? 0
        if resource["resourceType"]?.string == "Patient" {
          people.addPatient(resource, fullUrl: fullUrl) { reason in
            errors.error(reason, at: offset)
          }
        } else if let reading = try FHIRReading.read(
          resource, error: { reason in errors.error(reason, at: offset) })
        {
          readings.append((reading, offset))
        }
      }
      // One resource, or one a line (FHIR Bulk Data's NDJSON), each a Bundle or not.
      repeat {
        var top: [String: FHIRNode] = [:]
        let topOffset = reader.position()
        try reader.readObject { reader, name throws(JSONError) in
          guard name == "entry" else {
            top[name] = try FHIRNode.read(&reader)
            return
          }
          // A Bundle's entries one at a time: only one resource is ever held as a tree.
          try reader.readArray { reader throws(JSONError) in
            var fullUrl: String?
            var resource: FHIRNode?
            try reader.readObject { reader, name throws(JSONError) in
              switch name {
              case "fullUrl": fullUrl = try reader.readString()
              case "resource": resource = try FHIRNode.read(&reader)
              default: try reader.skipValue()
              }
            }
            if let resource { try take(resource, fullUrl: fullUrl) }
          }
        }
        if top["meta"]?["source"]?.string == FHIRVitalSign.bmiSource { fromBMI = true }
        if top["resourceType"]?.string != "Bundle" {
          try take(.object(top, offset: topOffset), fullUrl: nil)
        }
      } while reader.position() < bytes.count
      for (reading, offset) in readings {
        try people.add(reading) { reason in errors.error(reason, at: offset) }
      }
    } catch {
      throw .json(error)
    }
    return try people.batch(options.perDay, byName: fromBMI)
  }
}
