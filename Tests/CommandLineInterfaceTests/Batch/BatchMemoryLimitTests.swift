import TestSupport
import Testing

/// Issue 20, item 6, for batch mode: under `ulimit -v`, a run over adults and children of
/// every reference ends with one line and 74 ("Cannot allocate memory"), or finishes, at
/// every limit from where `bmi` can start at all; never the runtime's trap. Under a limit no
/// second thread starts; the window buffers, the memos and the reference tables ask for their
/// memory first (a build without optimisation makes the tables at their first use).
///
/// Not under a sanitizer, whose shadow memory alone is more than any `ulimit -v` allows.
@Suite(
  .disabled(if: Sanitizers.reserveShadowMemory, "a sanitizer's shadow memory exceeds ulimit -v"))
struct BatchMemoryLimitTests {
  /// 4,000 rows, past a window's quarter, so that two cores share rounds where they can.
  static func rows() -> String {
    var text = "sex,age_days,weight,height,head,arm\n"
    for index in 0..<4_000 {
      let days = index % 3 == 0 ? 20 * 365 + index : (index * 37) % 6_000
      let sex = index % 2 == 0 ? "1" : "2"
      let weight = 3.5 + Double(days) / 160
      let height = min(50 + Double(days) / 30, 180)
      text += "\(sex),\(days),\(weight),\(height),40.5,14.2\n"
    }
    return text
  }

  @Test func batch_underMemoryLimits_finishesOrOneLineAnd74() throws {
    let directory = try TemporaryDirectory()
    try directory.write(Self.rows(), to: "rows.csv")
    let runs = try MemoryLimitSweep.run(
      "calc --input \"$DIR/rows.csv\" --reference who",
      limits: stride(from: 8_000, through: 48_000, by: 500), environment: ["DIR": directory.path])
    for run in runs {
      let (sut, described) = (run.output, run.described)
      #expect([0, 74].contains(sut.status), "\(described): \(sut.stderr)")
      #expect(!sut.stderr.contains("Fatal error"), "\(described)")
      #expect(sut.stderr.count { $0 == "\n" } <= 1, "\(described): \(sut.stderr)")
      if sut.status == 74 {
        #expect(
          sut.stderr.hasPrefix("bmi: Cannot allocate memory ("), "\(described): \(sut.stderr)")
      }
    }
    #expect(!runs.isEmpty, "bmi did not start under any limit up to 48 MB")
  }
}
