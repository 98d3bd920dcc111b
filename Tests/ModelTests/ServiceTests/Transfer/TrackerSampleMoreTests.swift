import DataSource
import Model
import Testing

/// The second layout pass's apps (`TrackerSamples+More`) import as each app recorded them:
/// every day's weight to 10 g, by `--per-day last` by time of day; the machine's zone is UTC.
struct TrackerSampleMoreTests {
  @Test(arguments: [
    // Interpolated days (Weight Is Interpolated: Yes) are no weigh-ins.
    (
      TrackerSamples.trendWeightComputed, TrackerSampleTests.options(units: .imperial),
      ["2026-03-01 81.83", "2026-03-03 81.56", "2026-03-05 81.37"]
    ),
    (
      TrackerSamples.trendWeightRaw, TrackerSampleTests.options(units: .imperial),
      ["2026-03-01 81.83", "2026-03-03 81.56", "2026-03-05 81.37"]
    ),
    (
      TrackerSamples.happyScale, TrackerSampleTests.options(),
      ["2026-04-01 91.35", "2026-04-02 91.13", "2026-04-04 90.81"]
    ),
    // Dates that read either way, in pounds: month first.
    (
      TrackerSamples.weightGurus, TrackerSampleTests.options(),
      ["2026-03-01 97.80", "2026-03-02 97.48", "2026-03-04 97.07"]
    ),
    (
      TrackerSamples.veSyncKilograms, TrackerSampleTests.options(),
      ["2026-02-15 80.50", "2026-02-16 80.10", "2026-02-17 79.80"]
    ),
    (
      TrackerSamples.veSyncPounds, TrackerSampleTests.options(),
      ["2026-02-15 80.47", "2026-02-16 80.24"]
    ),
    (
      TrackerSamples.arboleaf, TrackerSampleTests.options(),
      ["2026-03-05 82.83", "2026-03-06 82.55", "2026-03-08 82.28"]
    ),
    // Its day without a weight is counted, not imported.
    (
      TrackerSamples.healthAutoExport, TrackerSampleTests.options(),
      ["2026-06-01 91.35", "2026-06-03 91.08"]
    ),
    (
      TrackerSamples.macroFactorScaleWeight, TrackerSampleTests.options(),
      ["2026-01-15 82.35", "2026-01-16 82.10", "2026-01-18 81.90"]
    ),
    (
      TrackerSamples.nokiaHealth, TrackerSampleTests.options(),
      ["2017-05-03 81.10", "2017-05-04 80.12"]
    ),
    // Epoch seconds at each row's own offset (-5 h), grams, and not the InsertedDate.
    (
      TrackerSamples.myDataHelpsGarmin, TrackerSampleTests.options(),
      ["2022-02-28 74.62", "2022-03-01 74.62", "2022-03-03 74.61"]
    ),
    // Dates that read either way, with decimal commas: day first.
    (
      TrackerSamples.frenchExcel, TrackerSampleTests.options(),
      ["2026-01-05 82.40", "2026-01-06 82.10", "2026-01-07 81.90"]
    ),
  ])
  func read_sample_everyDayAsTheAppRecordedIt(
    sample: TrackerSamples.Sample, options: ImportOptions, expected: [String]
  ) throws {
    #expect(try TrackerSampleTests.weights(sample, options) == expected)
  }
}
