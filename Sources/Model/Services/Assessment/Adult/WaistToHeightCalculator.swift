import DataSource

/// The waist-to-height ratio and NICE's central-adiposity bands (NICE NG246, 2022 update).
public struct WaistToHeightCalculator: Sendable {
  /// Waists accepted, in cm: wide enough for a toddler and for severe obesity, narrow enough
  /// to catch a waist typed in the wrong unit.
  public static let waistRange = StoreDocumentRules.waistCentimetres

  public init() {}

  public func assess(waistCentimetres: Double, heightCentimetres: Double) -> WaistAssessment {
    let ratio = FixedDecimal(waistCentimetres / heightCentimetres, places: 2)
    return WaistAssessment(
      waistCentimetres: waistCentimetres, heightCentimetres: heightCentimetres, ratio: ratio,
      band: band(for: ratio))
  }

  /// The band of a reported (2-decimal) ratio, compared in hundredths so that 0.49 is
  /// healthy and 0.50 increased, as NICE writes the bands.
  public func band(for ratio: FixedDecimal) -> WaistToHeightBand {
    let hundredths = FixedDecimal(ratio.doubleValue, places: 2).scaled
    if hundredths >= 60 { return .high }
    if hundredths >= 50 { return .increased }
    return .healthy
  }
}
