import DataSource
import Model
import Testing

struct WaistToHeightCalculatorTests {
  @Test(arguments: [
    (0, WaistToHeightBand.healthy),
    (40, .healthy),
    (49, .healthy),
    (50, .increased),
    (59, .increased),
    (60, .high),
    (95, .high),
  ])
  func band_boundaries_followNICE(hundredths: Int, expected: WaistToHeightBand) {
    #expect(
      WaistToHeightCalculator().band(for: FixedDecimal(scaled: hundredths, places: 2)) == expected)
  }

  @Test(arguments: [
    (87.49, 175.0, "0.50", WaistToHeightBand.increased),
    (86.0, 175.0, "0.49", .healthy),
    (104.9, 175.0, "0.60", .high),
    (81.28, 162.56, "0.50", .increased),
  ])
  func assess_ratioRoundedTo2Decimals_decidesBand(
    waist: Double, height: Double, ratio: String, band: WaistToHeightBand
  ) {
    let sut = WaistToHeightCalculator().assess(waistCentimetres: waist, heightCentimetres: height)
    #expect(sut.ratio.description == ratio)
    #expect(sut.band == band)
  }
}
