import Glibc

/// Writes store files of a given size for the benchmark: one profile with a weigh-in on each
/// of `entries` consecutive days, in the store's own format (schema version 3).
enum StoreFixtureWriter {
  /// The first weigh-in; 100,000 daily entries end in 2001.
  static let firstDay = (year: 1727, month: 3, day: 1)

  static func write(entries: Int, to path: String) {
    var text = "{\n  \"schema_version\": 3,\n  \"default_profile\": \"bench\",\n  \"profiles\": [\n"
    text += "    {\n      \"name\": \"bench\",\n      \"height_cm\": 175.0,\n      \"sex\": null,\n"
    text += "      \"born\": null,\n      \"goal_kg\": 68.0,\n      \"units\": \"metric\",\n"
    text += "      \"population\": null,\n"
    text += "      \"entries\": ["
    var date = firstDay
    for index in 0..<entries {
      let weight = 70 + Double(index % 50) / 10 - Double(index % 7) / 20
      text += index == 0 ? "\n" : ",\n"
      text += "        {\"date\": \"\(iso(date))\", \"weight_kg\": \(weight)}"
      advance(&date)
    }
    text += "\n      ]\n    }\n  ]\n}\n"
    save(Array(text.utf8), to: path)
  }

  /// The date of the last weigh-in of a store with `entries` entries.
  static func lastDate(entries: Int) -> String {
    var date = firstDay
    for _ in 1..<entries { advance(&date) }
    return iso(date)
  }

  static func advance(_ date: inout (year: Int, month: Int, day: Int)) {
    date.day += 1
    guard date.day > daysIn(month: date.month, year: date.year) else { return }
    date.day = 1
    date.month += 1
    guard date.month > 12 else { return }
    date.month = 1
    date.year += 1
  }

  static func iso(_ date: (year: Int, month: Int, day: Int)) -> String {
    "\(pad(date.year, 4))-\(pad(date.month, 2))-\(pad(date.day, 2))"
  }

  static func copy(_ source: String, to destination: String) {
    let input = open(source, O_RDONLY)
    defer { close(input) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes.append(contentsOf: chunk[0..<count])
    }
    save(bytes, to: destination)
  }

  private static func save(_ bytes: [UInt8], to path: String) {
    let output = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    defer { close(output) }
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        Glibc.write(output, $0.baseAddress! + offset, $0.count - offset)
      }
      if written <= 0 { fatalError("bmi-benchmark: cannot write \(path)") }
      offset += written
    }
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}
