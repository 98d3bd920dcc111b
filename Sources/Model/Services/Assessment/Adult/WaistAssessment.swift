import DataSource

/// The waist-to-height ratio of a measurement and its NICE band.
public struct WaistAssessment: Sendable, Equatable {
  public let waistCentimetres: Double
  public let heightCentimetres: Double
  /// Waist / height to 2 decimals: the value the band is decided on.
  public let ratio: FixedDecimal
  public let band: WaistToHeightBand

  public init(
    waistCentimetres: Double, heightCentimetres: Double, ratio: FixedDecimal,
    band: WaistToHeightBand
  ) {
    self.waistCentimetres = waistCentimetres
    self.heightCentimetres = heightCentimetres
    self.ratio = ratio
    self.band = band
  }
}
