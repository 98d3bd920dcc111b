#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The clock: today's date in the user's time zone.
public struct DateClient: DependencyClient {
  /// The local calendar date now (`time` + `localtime_r`).
  public var today: @Sendable () -> LocalDate

  public init(today: @escaping @Sendable () -> LocalDate) {
    self.today = today
  }
}

extension DateClient {
  public static let liveValue = DateClient(today: {
    var now = time(nil)
    var parts = tm()
    localtime_r(&now, &parts)
    return LocalDate(
      year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
  })

  /// A fixed day, so tests never depend on when they run.
  public static let testValue = DateClient.fixed(LocalDate(year: 2026, month: 1, day: 15))

  public static func fixed(_ date: LocalDate) -> DateClient {
    DateClient(today: { date })
  }
}
