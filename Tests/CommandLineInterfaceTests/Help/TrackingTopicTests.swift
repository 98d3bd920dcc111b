import Testing

/// `bmi help tracking` states the rules the code follows, with the code's own numbers.
@MainActor
struct TrackingTopicTests {
  @Test(arguments: [
    "YYYY-MM-DD, 'today', 'yesterday' or -N (N days ago)",
    "Undo keeps one level.",
    "a second bmi undo says there is nothing to undo (exit 1, nothing to show): it never redoes",
    "Weeks are ISO 8601 weeks: Monday to Sunday, labelled like 2026-W47",
    "the change from the period's first weigh-in to its last",
    "the weigh-ins of the last 28 days",
    "slope +/- 1.96 x its standard error",
    "fewer than 5 weigh-ins, or a span under 14 days",
    "When the last weigh-in is more than 14 days old, trend says \"as of\"",
    "the most recent one at most 91 days (3 months) before it",
    "A weigh-in with no height near it gets no BMI and no class, and says why: reason height-too-old",
    "or else the first one at most 91 days after it",
    "A child's profile height is itself a measurement",
    "changing the profile's height never rescores the past",
    "data_too_old no date: the last weigh-in is more than 14 days old",
    "a length, head or arm logged without a weight by what it holds",
    "the history says \"no weight (length/height-for-age z 0.87)\"",
    "who_length_height_z, who_weight_z, who_weight_for_length_z, who_bmi_z, who_head_z and who_arm_z",
  ])
  func helpTracking_statesTheRule(sentence: String) async {
    let sut = await InProcessRunner.run(["help", "tracking"], columns: 1000)
    #expect(sut.status == 0)
    // Wrapped lines joined again, so the check does not depend on where lines break.
    let text = sut.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains(sentence))
  }

  @Test func helpFields_listsStatsAndTheForecastFields() async {
    let sut = await InProcessRunner.run(["help", "fields"], columns: 1000)
    for field in ["forecast_earliest", "forecast_latest", "days_since_last", "change_kg", "undone"]
    {
      #expect(sut.stdout.contains("\n  \(field) "), "\(field)")
    }
  }
}
