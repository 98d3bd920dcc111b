import Testing

/// One vocabulary: a child the WHO scores has its BMI-for-age under the names a CDC child's
/// has, in calc's record as in history's.
@MainActor
struct WHOBMIForAgeFieldsTests {
  /// A child the WHO scores fills `percentile` and `z_score` with its BMI-for-age, as a CDC
  /// child's record does and as history prints them (one vocabulary).
  @Test func calc_whoChild_percentileAndZOfItsBMIForAge() async {
    let sut = await InProcessRunner.run([
      "calc", "--weight", "10.5", "--height", "78", "--sex", "female", "--age", "15m", "--format",
      "json",
    ])
    #expect(sut.status == 0, "\(sut.stderr)")
    #expect(sut.stdout.contains("\"percentile\": 80.33,"), "\(sut.stdout)")
    #expect(sut.stdout.contains("\"z_score\": 0.85,"), "\(sut.stdout)")
    #expect(sut.stdout.contains("\"who_bmi_z\": 0.85,"), "\(sut.stdout)")
  }
}
