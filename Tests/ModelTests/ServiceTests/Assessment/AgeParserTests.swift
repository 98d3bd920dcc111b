import Model
import Testing

struct AgeParserTests {
  @Test(arguments: [
    ("9y6m", 114.0),
    ("114.5m", 114.5),
    ("9.5", 114.0),
    ("9.5y", 114.0),
    ("9", 108.0),
    ("9y", 108.0),
    ("9y 6m", 114.0),
    ("9 years 6 months", 114.0),
    ("9Y6M", 114.0),
    ("2y", 24.0),
    ("24m", 24.0),
    ("19y11.9m", 239.9),
    ("0y6m", 6.0),
    ("18m", 18.0),
    ("130", 1560.0),
    // Birth: the WHO standards start at day 0.
    ("0", 0.0),
    ("0m", 0.0),
    ("0y", 0.0),
    ("0y0m", 0.0),
    ("0d", 0.0),
  ])
  func months_validForms_parse(text: String, expected: Double) throws {
    let sut = try AgeParser().months(text)
    #expect(abs(sut - expected) < 1e-9)
  }

  @Test(arguments: [
    ("", AgeError.empty),
    ("  ", .empty),
    ("abc", .malformed),
    ("9y6", .malformed),
    ("6m9y", .malformed),
    ("9y9y", .malformed),
    ("9 6", .malformed),
    ("9..5", .malformed),
    ("9,5", .decimalComma),
    ("9x", .unknownUnit("x")),
    ("9weeks", .unknownUnit("weeks")),
    ("9y6m!", .unknownUnit("m!")),
    ("-3", .negative),
    ("-0.5m", .negative),
    ("-1y", .negative),
    ("1y12m", .monthsNotUnderTwelve),
    ("9.5y6m", .fractionalYearsWithMonths),
    ("131", .outOfRange(months: 1572, accepted: AgeParser.acceptedMonths)),
  ])
  func months_badForms_throw(text: String, expected: AgeError) {
    #expect(throws: expected) { try AgeParser().months(text) }
  }
}

/// Ages in days stay days, for the WHO standards' day rows.
struct AgeParserDaysTests {
  @Test(arguments: [("45d", 45.0), ("90.5d", 90.5), ("731 days", 731), ("1 day", 1), ("0d", 0)])
  func age_days_keptAsDays(text: String, days: Double) throws {
    #expect(try AgeParser().age(text) == .days(days))
    #expect(abs(try AgeParser().months(text) - days / 30.4375) < 1e-12)
  }

  @Test(arguments: [("6m", 6.0), ("1y2m", 14.0), ("1.5", 18.0), ("0m", 0), ("0y", 0), ("0", 0)])
  func age_monthsAndYears_areMonths(text: String, months: Double) throws {
    #expect(try AgeParser().age(text) == .months(months))
  }

  @Test(arguments: [("-1d", AgeError.negative), ("1y45d", .malformed), ("45d2m", .malformed)])
  func age_badDays_refused(text: String, error: AgeError) {
    #expect(throws: error) { try AgeParser().age(text) }
  }
}
