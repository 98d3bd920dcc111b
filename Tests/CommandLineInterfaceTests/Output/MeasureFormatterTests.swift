import DataSource
import Testing

@testable import CommandLineInterface

/// Weights and heights as people read them in imperial units: an adult's in stones and in
/// feet and inches, a baby's as it is weighed and measured, in pounds and ounces (under 2 st)
/// and in inches (under 3 ft). Each form rounded once, so that it never carries to 16 oz or
/// 12 in.
struct MeasureFormatterTests {
  static let imperial = MeasureFormatter(system: .imperial)
  static let kilogramsPerPound = 0.45359237

  @Test(arguments: [
    (7.125, "7.1 lb (7 lb 2 oz)"),
    (7.99, "8.0 lb (8 lb 0 oz)"),
    (0.5, "0.5 lb (8 oz)"),
    (27.94, "27.9 lb (27 lb 15 oz)"),
    (27.96, "28.0 lb (2 st 0.0 lb)"),
    (28, "28.0 lb (2 st 0.0 lb)"),
    (154.3, "154.3 lb (11 st 0.3 lb)"),
  ])
  func weight_imperial_ouncesForABabyStonesAfter(pounds: Double, expected: String) {
    #expect(Self.imperial.weight(pounds * Self.kilogramsPerPound) == expected)
  }

  @Test(arguments: [
    (50.8, "20.0 in (50.8 cm)"),
    (91.3, "35.9 in (91.3 cm)"),
    (91.44, "3 ft 0.0 in (91.4 cm)"),
    (175.26, "5 ft 9.0 in (175.3 cm)"),
  ])
  func height_imperial_inchesForABabyFeetAfter(centimetres: Double, expected: String) {
    #expect(Self.imperial.height(centimetres) == expected)
    #expect(
      Self.imperial.shortHeight(centimetres) == String(expected.prefix { $0 != "(" }.dropLast()))
  }

  @Test func weightAndHeight_metric_unchanged() {
    let metric = MeasureFormatter(system: .metric)
    #expect(metric.weight(3.2) == "3.2 kg")
    #expect(metric.height(50.8) == "50.8 cm")
  }
}
