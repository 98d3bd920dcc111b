import Testing

/// `bmi help plausibility` states the time-aware rule and the flags, with the code's numbers.
@MainActor
struct PlausibilityTopicTests {
  @Test(arguments: [
    "A weigh-in is compared only with the weigh-ins within 90 days of it",
    "more than 20% plus 1% for each whole week of the median gap (at most 32%)",
    "90 kg five years after 62.5 kg is not compared at all",
    "--accept-jump (a weigh-in far from the ones near it in time), --accept-date",
    "--force accepts every check at once",
    "An adult's range: a child scored by a growth reference (a sex and an age, from birth) is judged by that reference's own flags instead",
    "so a newborn's BMI of 10 (the median at birth is about 13.4) is scored, not refused; a child without a sex, or no age, keeps this range.",
  ])
  func helpPlausibility_statesTheRule(sentence: String) async {
    let sut = await InProcessRunner.run(["help", "plausibility"], columns: 1000)
    #expect(sut.status == 0)
    let text = sut.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains(sentence))
  }
}
