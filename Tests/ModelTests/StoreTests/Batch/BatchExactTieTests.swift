import DataSource
import Model
import TestSupport
import Testing

/// 16.9 kg at 104 cm is BMI 15.625 exactly: batch rows print 15.63 for an adult and a child,
/// as `bmi calc` does.
@MainActor
struct BatchExactTieTests {
  @Test(arguments: [
    ("weight,height\n16.9,104\n", "16.9,104,15.63,"),
    ("weight,height,age_months,sex\n16.9,104,48.5,m\n", "16.9,104,48.5,m,15.63,"),
    ("weight,height,age_months,sex\n16.9,104,48.5,\n", "16.9,104,48.5,,15.63,"),
  ])
  func send_batchCommandReceived_exactTie_printsHalfAwayFromZero(input: String, prefix: String)
    async
  {
    let sut = await BatchRun.run(input)
    let row = sut.output.split(separator: "\n").dropFirst().first.map(String.init) ?? ""
    #expect(row.hasPrefix(prefix), "\(sut.output)")
  }
}
