import DataSource
import Model
import Testing

/// The compiled-in CDC table against itself: its LMS parameters must give back its own
/// published percentile columns, for every row of both sexes.
struct CDCTableTests {
  /// Every row of both sexes, named so a failure says which.
  static let everyRow: [(Sex, LMSRow)] = Sex.allCases.flatMap { sex in
    CDCBMIForAge.rows(for: sex).map { (sex, $0) }
  }

  /// The half-month rows a child's age can pick (24.5 … 239.5).
  static let pickableRows = everyRow.filter {
    $0.1.ageMonths != $0.1.ageMonths.rounded() && $0.1.ageMonths < 240
  }

  @Test(arguments: Sex.allCases)
  func rows_eachSex_hold219AscendingAgesFrom24To240Point5(sex: Sex) {
    let sut = CDCBMIForAge.rows(for: sex).map(\.ageMonths)
    let expected = [24.0] + (24...239).map { Double($0) + 0.5 } + [240.0, 240.5]
    #expect(sut == expected)
  }

  @Test(arguments: everyRow)
  func percentile_ownPercentileColumns_reproduce5_50_85_95(sex: Sex, row: LMSRow) {
    for (bmi, expected) in [(row.p5, 5.0), (row.p50, 50.0), (row.p85, 85.0), (row.p95, 95.0)] {
      let sut = row.percentile(bmi: bmi)
      #expect(abs(sut - expected) < 0.01, "\(sex) \(row.ageMonths) months: P\(expected)")
    }
  }

  @Test(arguments: everyRow)
  func bmiAtZ_percentileZScores_reproduceEveryColumn(sex: Sex, row: LMSRow) {
    let columns = [
      (3.0, row.p3), (5, row.p5), (10, row.p10), (25, row.p25), (50, row.p50), (75, row.p75),
      (85, row.p85), (90, row.p90), (95, row.p95), (97, row.p97),
    ]
    for (percentile, expected) in columns {
      let sut = row.bmi(atZ: NormalDistribution.quantile(percentile / 100))
      #expect(abs(sut - expected) < 1e-6, "\(sex) \(row.ageMonths) months: P\(percentile)")
    }
  }

  /// The CDC programs' reference, interpolated at a published row's age, is that row: the
  /// published BMI-for-age table and cdc-ref-d.csv are the same charts.
  @Test(arguments: pickableRows)
  func scores_atPublishedRowAge_reproducePercentileColumns(sex: Sex, row: LMSRow) {
    let lms = LMS.cdc(.bmi, sex: sex, ageMonths: row.ageMonths)
    #expect(abs(lms.l - row.l) < 1e-7)
    #expect(abs(lms.m - row.m) < 1e-7)
    #expect(abs(lms.s - row.s) < 1e-7)
    let sut = CDCGrowthScorer()
    for (bmi, expected) in [(row.p5, 5.0), (row.p50, 50.0), (row.p85, 85.0), (row.p95, 95.0)] {
      // At P95 the extended method may take over; it gives 95 there too.
      let scores = sut.scores(
        sex: sex, ageMonths: row.ageMonths, weightKilograms: bmi, heightCentimetres: 100)
      #expect(abs(scores.bmiPercentile - expected) < 0.01, "\(sex) \(row.ageMonths) months")
    }
  }
}
