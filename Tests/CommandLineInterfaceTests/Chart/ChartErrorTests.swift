import CommandLineInterface
import Testing

struct ChartErrorTests {
  @Test(arguments: [
    (
      ChartError.notEnoughData(count: 0),
      "nothing to chart yet (no weigh-ins): log at least two weigh-ins"
    ),
    (
      .notEnoughData(count: 1), "nothing to chart yet (only 1 weigh-in): log at least two weigh-ins"
    ),
    (
      .tooSmall(width: 20, height: 5, minimumWidth: 30, minimumHeight: 10),
      "a chart of 20x5 is too small: use --width 30 or more and --height 10 or more"
    ),
    (
      .tooLarge(width: 80, height: 5000, maximumWidth: 1000, maximumHeight: 1000),
      "a chart of 80x5000 is too large: use --width 1000 or less and --height 1000 or less"
    ),
  ])
  func message_error_saysWhatToDo(sut: ChartError, expected: String) {
    #expect(sut.message == expected)
  }
}
