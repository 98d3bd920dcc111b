import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The clock: today's date in the user's time zone.
public struct DateClient: DependencyClient {
  /// The local calendar date now (`time` + `localtime_r`).
  public var today: @Sendable () -> LocalDate
  /// The offset from UTC in seconds of time zone `zone` (an IANA name such as `Asia/Tokyo`;
  /// `nil`: the machine's own) at `seconds` since 1970 UTC; `nil` for a zone the system does
  /// not know (`tm_gmtoff` of `localtime_r`).
  public var utcOffset: @Sendable (_ seconds: Int64, _ zone: String?) -> Int?

  public init(
    today: @escaping @Sendable () -> LocalDate,
    utcOffset: @escaping @Sendable (_ seconds: Int64, _ zone: String?) -> Int? = { _, zone in
      zone == nil || zone == "UTC" ? 0 : nil
    }
  ) {
    self.today = today
    self.utcOffset = utcOffset
  }
}

extension DateClient {
  public static let liveValue = DateClient(
    today: {
      var now = time(nil)
      var parts = tm()
      localtime_r(&now, &parts)
      return LocalDate(
        year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
    },
    utcOffset: { seconds, zone in
      var instant = time_t(seconds)
      var parts = tm()
      guard let zone else {
        localtime_r(&instant, &parts)
        return Int(parts.tm_gmtoff)
      }
      // glibc takes an unknown name for UTC without a word: only names with a zone file.
      guard
        zone == "UTC"
          || (!zone.contains("..") && !zone.hasPrefix("/")
            && access("/usr/share/zoneinfo/" + zone, R_OK) == 0)
      else { return nil }
      return zoneLock.withLock { _ in
        let previous = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", zone, 1)
        tzset()
        localtime_r(&instant, &parts)
        if let previous { setenv("TZ", previous, 1) } else { unsetenv("TZ") }
        tzset()
        return Int(parts.tm_gmtoff)
      }
    })

  /// `TZ` is process-wide: one lookup of a named zone at a time.
  private static let zoneLock = Mutex(())

  /// A fixed day, so tests never depend on when they run.
  public static let testValue = DateClient.fixed(LocalDate(year: 2026, month: 1, day: 15))

  public static func fixed(_ date: LocalDate) -> DateClient {
    DateClient(today: { date })
  }
}
