import Foundation
import TestSupport
import Testing

/// A preterm newborn's weight (under 1 kg) is a measurement: the gate starts at 0.2 kg, below
/// the smallest newborns who survive. The WHO's anthro scores such a baby and flags the z;
/// bmi does the same in calc, batch and the store; an adult's such weight is still refused as
/// an implausible BMI, and a weight under 0.2 kg by the gate.
struct PretermWeightTests {
  /// anthro 1.0 (`anthro_zscores(sex = 1, age = 10, weight = 0.8, lenhei = 35)`): zlen −8.73,
  /// zwei −6.77, zbmi −5.92, each flagged.
  @Test func calc_pretermBoy_scoredAndFlaggedAsAnthro() throws {
    let sut = try BinaryRunner.run([
      "calc", "--weight", "0.8", "--height", "35", "--age", "10d", "--sex", "male",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(
      sut.stdout.contains(
        "z-scores: length/height-for-age -8.73, weight-for-age -6.77, BMI-for-age -5.92"))
    #expect(sut.stdout.contains("weight-for-age z -6.77 is outside the WHO's plausible range"))
  }

  @Test func batch_pretermRow_isWrittenNotRefused() throws {
    let directory = try TemporaryDirectory()
    let input = try directory.file(
      "nicu.csv", "sex,age_days,weight_kg,height_cm\n1,10,0.8,35\n2,20,3.4,50\n")
    let sut = try BinaryRunner.run(["calc", "--input", input])
    #expect(sut.status == 0, "\(sut.stderr)")
    let rows = sut.stdout.split(separator: "\n")
    #expect(rows.count == 3)
    #expect(rows[1].hasPrefix("1,10,0.8,35,6.53,severe-wasting,who-2006,"))
  }

  /// Logged for a newborn profile, written and read back exactly.
  @Test func log_pretermWeighIn_storedAndReadBack() throws {
    let directory = try TemporaryDirectory()
    let store = directory.file("store.json")
    let save = try BinaryRunner.run([
      "profile", "save", "baby", "--height", "35", "--born", "2026-01-01", "--sex", "female",
      "--store", store,
    ])
    #expect(save.status == 0, "\(save.stderr)")
    for (weight, day) in [("0.85", "2026-01-05"), ("0.9", "2026-01-06")] {
      let log = try BinaryRunner.run(["log", weight, "--date", day, "--store", store, "-q"])
      #expect(log.status == 0, "\(log.stderr)")
    }
    let text = try String(contentsOfFile: store, encoding: .utf8)
    #expect(text.contains(#"{"date": "2026-01-05", "weight_kg": 0.85}"#))
    let history = try BinaryRunner.run(["history", "--store", store, "--format", "csv"])
    #expect(history.status == 0, "\(history.stderr)")
    #expect(history.stdout.contains("2026-01-05,0.85,"))
    #expect(history.stdout.contains("2026-01-06,0.90,"))
  }

  @Test(arguments: [
    (["calc", "--weight", "0.5", "--height", "175"], 65, "BMI 0.16 is implausible"),
    (
      ["calc", "--weight", "0.1", "--height", "35", "--age", "10d", "--sex", "male"], 64,
      "0.10 kg is outside 0.2–1000 kg"
    ),
  ])
  func calc_tooLightForItsReference_refused(arguments: [String], status: Int32, message: String)
    throws
  {
    let sut = try BinaryRunner.run(arguments)
    #expect(sut.status == status)
    #expect(sut.stderr.contains(message), "\(sut.stderr)")
  }
}
