import DataSource

/// What `bmi report` covers: a profile (`nil`: the default one) and the days from `from` to
/// `to`, both inclusive and both optional.
public struct ReportQuery: Sendable, Equatable {
  public var profile: String?
  public var from: LocalDate?
  public var to: LocalDate?

  public init(profile: String? = nil, from: LocalDate? = nil, to: LocalDate? = nil) {
    self.profile = profile
    self.from = from
    self.to = to
  }

  /// The same days as a history query, so the report's table lists what `bmi history
  /// --since FROM --until TO` lists, with the same trend on each row.
  var history: HistoryQuery { HistoryQuery(profile: profile, since: from, until: to) }
}
