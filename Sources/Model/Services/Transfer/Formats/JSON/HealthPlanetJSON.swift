import DataSource

/// Tanita Health Planet's measurements as its API gives them (`innerscan`, saved as a file):
/// `{"birth_date": "19900101", "data": [{"date": "202401010712", "keydata": "80.40",
/// "model": "01000144", "tag": "6021"}, …], "height": "170", "sex": "female"}`. A `6021` tag is
/// the weight, kilograms as text, at the scale's local date and time (`YYYYMMDDHHMM`); every
/// other tag (6022 body fat, 6023 muscle, …) is another measure. A weight that cannot be read
/// refuses the file unless `--skip-invalid`.
struct HealthPlanetJSON {
  let options: ImportOptions
  /// The tag of a weight reading.
  static let weightTag = "6021"

  /// Whether `bytes` is an object with Health Planet's `birth_date` and its `data` list.
  static func isHealthPlanet(_ bytes: [UInt8]) -> Bool {
    let names = JSONTopLevel.names(bytes)
    return names.contains("birth_date") && names.contains("data")
  }

  func read(_ bytes: [UInt8]) throws(ImportFailure) -> (batch: ImportBatch, skips: ImportSkips) {
    let data = try JSONTopLevel.records("data", in: bytes)
    var weighIns = JSONWeighIns(bytes, options: options)
    for element in data {
      guard element["tag"]?.string == Self.weightTag else {
        weighIns.passOver(.otherMeasure, at: element.offset)
        continue
      }
      // The weight as text (`"80.40"`), read as the number it writes.
      let weight = element["keydata"].map { $0.string.map(FHIRNode.number) ?? $0 } ?? .other
      try weighIns.add(
        weight: weight, weightName: "keydata", date: Self.iso(element["date"]?.string ?? ""),
        dateName: "date", layout: "YYYYMMDDHHMM", offset: element.offset)
    }
    return try weighIns.finish(.healthPlanet)
  }

  /// `202401010712` as `2024-01-01T07:12`; anything else as written, to be refused.
  static func iso(_ written: String) -> String {
    let digits = Array(written)
    guard digits.count == 12, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else {
      return written
    }
    let part = { (range: Range<Int>) in String(digits[range]) }
    return "\(part(0..<4))-\(part(4..<6))-\(part(6..<8))T\(part(8..<10)):\(part(10..<12))"
  }
}
