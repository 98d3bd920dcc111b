import Glibc

/// Writes an Apple Health `export.xml` for the import suite: ten years of days, each with
/// one body mass record (a few thousand in all) among some 300 records of other types (about
/// a million), in the shape the Health app writes, about 300 MB.
enum HealthExportGenerator {
  static let days = 3_652
  static let otherRecordsPerDay = 297
  static let otherTypes = [
    ("StepCount", "count"), ("HeartRate", "count/min"), ("ActiveEnergyBurned", "kcal"),
    ("DistanceWalkingRunning", "km"), ("BasalEnergyBurned", "kcal"),
  ]

  /// Whether the file was written; the number of body mass records it holds.
  static func write(to path: String) -> Int? {
    guard let file = fopen(path, "w") else { return nil }
    defer { fclose(file) }
    var chunk: [UInt8] = []
    chunk.reserveCapacity(8 << 20)
    func flush() {
      _ = chunk.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
      chunk.removeAll(keepingCapacity: true)
    }
    chunk += Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE HealthData [
      <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout)*)>
      ]>
      <HealthData locale="en_US">
       <ExportDate value="2026-11-22 08:00:00 +0100"/>
       <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-04-01"/>

      """.utf8)
    var year = 2016
    var month = 11
    var day = 22
    for index in 0..<days {
      let date = "\(year)-\(pad(month))-\(pad(day))"
      for other in 0..<otherRecordsPerDay {
        let (type, unit) = otherTypes[other % otherTypes.count]
        let time = "\(pad(6 + other / 20)):\(pad(other % 60)):\(pad((other * 7) % 60)) +0100"
        chunk += Array(
          " <Record type=\"HKQuantityTypeIdentifier\(type)\" sourceName=\"Watch\" sourceVersion=\"10.1\" device=\"&lt;&lt;HKDevice&gt;&gt;, name:Apple Watch\" unit=\"\(unit)\" creationDate=\"\(date) \(time)\" startDate=\"\(date) \(time)\" endDate=\"\(date) \(time)\" value=\"\(other % 97 + 3)\"/>\n"
            .utf8)
        if other == 100 {
          let weight = 80 - Double(index % 400) / 100
          chunk += Array(
            " <Record type=\"HKQuantityTypeIdentifierBodyMass\" sourceName=\"Scale\" sourceVersion=\"2\" unit=\"kg\" creationDate=\"\(date) 07:02:15 +0100\" startDate=\"\(date) 07:02:14 +0100\" endDate=\"\(date) 07:02:14 +0100\" value=\"\(weight)\"/>\n"
              .utf8)
        }
      }
      if chunk.count > 7 << 20 { flush() }
      day += 1
      if day > daysIn(month: month, year: year) {
        day = 1
        month += 1
        if month > 12 { (month, year) = (1, year + 1) }
      }
    }
    chunk += Array("</HealthData>\n".utf8)
    flush()
    return days
  }

  private static func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}
