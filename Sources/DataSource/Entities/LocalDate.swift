/// A calendar day with no time or zone, written `YYYY-MM-DD` (ISO 8601) wherever it is stored.
public struct LocalDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  public init(year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads exactly `YYYY-MM-DD` naming a real day of the proleptic Gregorian calendar.
  public init?(iso text: String) {
    var text = text
    guard let date = text.withUTF8({ LocalDate(isoBytes: $0) }) else { return nil }
    self = date
  }

  /// `init(iso:)` on UTF-8 bytes, so a store of many dates is read without copies.
  public init?(isoBytes bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count == 10, let base = bytes.baseAddress, base[4] == UInt8(ascii: "-"),
      base[7] == UInt8(ascii: "-")
    else { return nil }
    // Straight from the bytes, no slices: a store reads one date per entry.
    @inline(__always) func digit(_ index: Int) -> Int { Int(base[index] &- UInt8(ascii: "0")) }
    let digits = (digit(0), digit(1), digit(2), digit(3), digit(5), digit(6), digit(8), digit(9))
    guard digits.0 < 10, digits.1 < 10, digits.2 < 10, digits.3 < 10, digits.4 < 10,
      digits.5 < 10, digits.6 < 10, digits.7 < 10
    else { return nil }
    let year = ((digits.0 * 10 + digits.1) * 10 + digits.2) * 10 + digits.3
    let month = digits.4 * 10 + digits.5
    let day = digits.6 * 10 + digits.7
    guard (1...12).contains(month), day >= 1, day <= LocalDate.daysIn(month: month, year: year)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  public var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    guard (0...9999).contains(year) else {
      return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }
    // Ten ASCII bytes, no intermediate strings: tables and stores print many dates.
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { buffer in
      func digits(_ value: Int, from start: Int, width: Int) {
        var rest = value
        for position in stride(from: start + width - 1, through: start, by: -1) {
          buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
          rest /= 10
        }
      }
      digits(year, from: 0, width: 4)
      digits(month, from: 5, width: 2)
      digits(day, from: 8, width: 2)
      buffer[4] = UInt8(ascii: "-")
      buffer[7] = UInt8(ascii: "-")
      return String(decoding: UnsafeBufferPointer(buffer), as: UTF8.self)
    }
  }

  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let date = LocalDate(iso: text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "'\(text)' is not a YYYY-MM-DD date"))
    }
    self = date
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
