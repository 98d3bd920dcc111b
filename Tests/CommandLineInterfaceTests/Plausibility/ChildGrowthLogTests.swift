import Foundation
import TestSupport
import Testing

/// A parent logs a baby's monthly weigh-ins: each is logged (a newborn gains a quarter of its
/// weight in a month), and a slip is refused saying it was compared with the weigh-ins grown
/// to the baby's age.
struct ChildGrowthLogTests {
  @Test func log_babysFirstYear_loggedAndSlipRefusedAsGrown() throws {
    let directory = try TemporaryDirectory()
    let store = directory.file("store.json")
    let save = try BinaryRunner.run([
      "profile", "save", "mia", "--height", "50", "--born", "2025-01-10", "--sex", "female",
      "--store", store,
    ])
    #expect(save.status == 0, "\(save.stderr)")
    for (day, kilograms) in [
      ("2025-01-20", "3.4"), ("2025-02-20", "4.3"), ("2025-04-10", "5.6"), ("2025-06-15", "6.6"),
      ("2025-09-01", "7.6"), ("2025-11-20", "8.2"),
    ] {
      let log = try BinaryRunner.run(["log", kilograms, "--date", day, "--store", store, "-q"])
      #expect(log.status == 0, "\(kilograms) kg: \(log.stderr)")
    }
    let before = directory.bytes(of: "store.json")
    let slip = try BinaryRunner.run(["log", "82", "--date", "2025-11-21", "--store", store])
    #expect(slip.status == 65)
    #expect(
      slip.stderr.contains(
        "82.00 kg is implausible: more than 20% from the weigh-ins near it in time, grown to its age"
      ), "\(slip.stderr)")
    #expect(slip.stderr.contains("a slipped digit or decimal point? (8.20 kg)"))
    #expect(directory.bytes(of: "store.json") == before)
  }
}
