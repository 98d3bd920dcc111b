import DataSource

/// The time zone of the person whose readings are imported (`--tz NAME`, else the machine's):
/// a reading written in UTC (`…Z`, epoch seconds) or with an offset goes to its local date
/// and time there, so that a 07:30 weigh-in in Tokyo that Libra wrote as 22:30Z the day
/// before lands on the day it was taken.
public struct ImportZone: Sendable, Equatable {
  /// `nil`: the machine's zone.
  public let name: String?
  /// The zone's offset from UTC in seconds at an instant (seconds since 1970 UTC).
  public let offset: @Sendable (Int64) -> Int

  public init(name: String?, offset: @escaping @Sendable (Int64) -> Int) {
    self.name = name
    self.offset = offset
  }

  /// UTC itself.
  public static let utc = ImportZone(name: "UTC") { _ in 0 }

  public static func == (lhs: ImportZone, rhs: ImportZone) -> Bool { lhs.name == rhs.name }

  /// The local date and time (seconds after midnight) here of the moment written as `date`
  /// and `time` at `writtenOffset` seconds east of UTC.
  func local(_ date: LocalDate, time: Int, writtenOffset: Int) -> (date: LocalDate, time: Int) {
    let utc = Int64(date.dayNumber) * 86_400 + Int64(time) - Int64(writtenOffset)
    return Self.split(utc + Int64(offset(utc)))
  }

  /// The local date and time of a reading whose time is written with an offset after it
  /// (`text`), or `nil` when it writes none. An offset (`07:30:00 +0900`) is the reading's
  /// own zone, as Apple Health writes it: the date and time stand as written unless --tz
  /// names another zone (`name`). A `Z` is UTC, not where the reading was taken: it moves
  /// here (--tz, or the machine's zone). So does an offset of zero after a date and time
  /// (`2026-01-15 03:09:29+0000`): apps that keep UTC write it so (Zepp Life), and for a
  /// reading truly taken at UTC+0 the machine of the person who took it gives the same date.
  /// A time alone with its offset (Google Fit's per-day `07:00:00.000+00:00`, under the date
  /// its file's name gives) is the reading's own local time, zero or not.
  func local(_ date: LocalDate, time: Int, written text: String) -> (date: LocalDate, time: Int)? {
    guard let (offset, namesUTC) = Self.writtenZone(in: text) else { return nil }
    let hasDate =
      text.utf8.firstIndex(of: UInt8(ascii: ":")).map {
        text.utf8.distance(from: text.utf8.startIndex, to: $0) > 2
      } ?? false
    let isUTC = namesUTC || (offset == 0 && hasDate)
    if name == nil, !isUTC { return (date, time) }
    return local(date, time: time, writtenOffset: offset)
  }

  /// The local date and time here of epoch `seconds`.
  func local(epoch seconds: Int64) -> (date: LocalDate, time: Int) {
    Self.split(seconds + Int64(offset(seconds)))
  }

  /// Where epoch `seconds` falls from the local midnight that starts `day`: past 86,400 when
  /// the moment is here on a later date, negative on an earlier one. A reading dated by
  /// another field than its moment (Garmin's `calendarDate`, the person's own day) is
  /// ordered by the moment this way, whatever the zone: a time of day alone would put an
  /// evening weigh-in west of here before the morning's.
  func time(epoch seconds: Int64, from day: LocalDate) -> Int {
    let local = self.local(epoch: seconds)
    return (local.date.dayNumber - day.dayNumber) * 86_400 + local.time
  }

  private static func split(_ seconds: Int64) -> (date: LocalDate, time: Int) {
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    return (LocalDate(dayNumber: Int(days)), Int(seconds - days * 86_400))
  }

  /// The offset a timestamp writes after its time, in seconds east of UTC: `Z` and `+00:00`
  /// are 0, `+0100` 3600, `-05:00` -18000, Samsung's `UTC+0900` 32400; `nil` when it writes
  /// none (a local wall clock).
  static func writtenOffset(in text: String) -> Int? { writtenZone(in: text)?.offset }

  /// The offset written after a time and whether it names UTC itself: `Z`, and the zone
  /// words `UTC` and `GMT` alone (`2026-11-21 03:02:14 UTC`, RFC 1123's `… 03:02:14 GMT`,
  /// also after `AM`/`PM`); `GMT+0100` is an offset like `+0100`.
  private static func writtenZone(in text: String) -> (offset: Int, namesUTC: Bool)? {
    let bytes = Array(text.utf8)
    guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else {
      return samsungOffset(bytes).map { ($0, false) }
    }
    var index = colon
    let isTimeByte = { (byte: UInt8) in
      (0x30...0x39).contains(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }
    let skipSpaces = { while index < bytes.count && bytes[index] == 0x20 { index += 1 } }
    while index < bytes.count && isTimeByte(bytes[index]) { index += 1 }
    skipSpaces()
    // A 12-hour clock's AM or PM stands between the time and the zone.
    if let word = word(bytes, at: index, length: 2), word == "am" || word == "pm" {
      index += 2
      skipSpaces()
    }
    guard index < bytes.count else { return nil }
    if bytes[index] == UInt8(ascii: "Z") || bytes[index] == UInt8(ascii: "z") {
      return index + 1 == bytes.count ? (0, true) : nil
    }
    if let word = word(bytes, at: index, length: 3), word == "utc" || word == "gmt" {
      let rest = bytes[(index + 3)...].drop { $0 == 0x20 }
      guard !rest.isEmpty else { return (0, true) }
      return signedOffset(rest).map { ($0, false) }
    }
    return signedOffset(bytes[index...]).map { ($0, false) }
  }

  /// The `length` letters at `index`, lower-cased, when they are a word of their own.
  private static func word(_ bytes: [UInt8], at index: Int, length: Int) -> String? {
    guard index + length <= bytes.count else { return nil }
    let end = index + length
    // `& 0xDF` upper-cases an ASCII letter and takes nothing else into A…Z.
    guard end == bytes.count || !(0x41...0x5A).contains(bytes[end] & 0xDF) else { return nil }
    return String(decoding: bytes[index..<end], as: UTF8.self).lowercased()
  }

  /// A zone written as a fixed offset: `+09:00`, `-0500`, `UTC`, `UTC+0900`.
  public static func fixedOffset(_ text: String) -> Int? {
    let bytes = Array(text.utf8)
    return samsungOffset(bytes) ?? signedOffset(bytes[...])
  }

  /// `UTC+0900`, `UTC-05:30`.
  static func samsungOffset(_ bytes: [UInt8]) -> Int? {
    guard bytes.starts(with: Array("UTC".utf8)) else { return nil }
    if bytes.count == 3 { return 0 }
    return signedOffset(bytes[3...])
  }

  private static func signedOffset(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
      return nil
    }
    let digits = bytes.dropFirst().filter { $0 != UInt8(ascii: ":") }
    guard digits.count == 2 || digits.count == 4,
      digits.allSatisfy({ (0x30...0x39).contains($0) }),
      bytes.dropFirst().allSatisfy({ (0x30...0x39).contains($0) || $0 == UInt8(ascii: ":") })
    else { return nil }
    let values = digits.map { Int($0) - 0x30 }
    let hours = values[0] * 10 + values[1]
    let minutes = values.count == 4 ? values[2] * 10 + values[3] : 0
    guard hours <= 14, minutes < 60 else { return nil }
    return (sign == UInt8(ascii: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
  }

  /// Epoch seconds of a cell of 9–10 digits (seconds) or 12–13 (milliseconds).
  static func epochSeconds(_ text: String) -> Int64? {
    // The length first: every date cell of a file comes here, and few are 9–13 bytes.
    let length = text.utf8.count
    guard (9...13).contains(length), length != 11 else { return nil }
    guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let value = Int64(text)
    else { return nil }
    switch length {
    case 9...10: return value
    case 12...13: return value / 1000
    default: return nil
    }
  }
}
