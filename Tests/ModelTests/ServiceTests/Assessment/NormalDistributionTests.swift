import Model
import Testing

struct NormalDistributionTests {
  // Reference values from Python's math.erfc and statistics.NormalDist (Wichura's AS 241).
  @Test(arguments: [
    (0.0, 0.5),
    (1.0, 0.841_344_746_068_542_9),
    (-1.0, 0.158_655_253_931_457_05),
    (1.959_963_984_540_054, 0.975),
    (-1.644_853_626_951_472_2, 0.05),
    (-5.0, 2.866_515_718_791_946e-07),
    (-10.0, 7.619_853_024_160_593e-24),
  ])
  func cdf_knownValues_matchReference(z: Double, expected: Double) {
    let sut = NormalDistribution.cdf(z)
    #expect(abs(sut - expected) <= expected * 1e-13)
  }

  @Test(arguments: [
    (0.5, 0.0),
    (0.95, 1.644_853_626_951_472_2),
    (0.05, -1.644_853_626_951_472_2),
    (0.85, 1.036_433_389_493_789_4),
    (0.975, 1.959_963_984_540_054),
    (0.001, -3.090_232_306_167_813_5),
    (1e-10, -6.361_340_902_404_056),
    (0.024_25, -1.972_961_051_311_884_5),
  ])
  func quantile_knownValues_matchReference(p: Double, expected: Double) {
    let sut = NormalDistribution.quantile(p)
    #expect(abs(sut - expected) < 1e-12)
  }

  @Test(arguments: stride(from: -8.0, through: 8.0, by: 0.25).map { $0 })
  func quantile_ofCDF_returnsZ(z: Double) {
    let p = NormalDistribution.cdf(z)
    let sut =
      z > 0
      ? NormalDistribution.upperQuantile(NormalDistribution.upperTail(z))
      : NormalDistribution.quantile(p)
    #expect(abs(sut - z) < 1e-10)
  }

  @Test func upperQuantile_tinyTail_staysFinite() {
    // 1 − 1e-20 is 1 in a Double, so only the tail form can answer this.
    let sut = NormalDistribution.upperQuantile(1e-20)
    #expect(abs(sut - 9.262_340_089_798_405) < 1e-9)
  }

  @Test func quantile_endpoints_areInfinite() {
    #expect(NormalDistribution.quantile(0) == -.infinity)
    #expect(NormalDistribution.quantile(1) == .infinity)
  }
}
