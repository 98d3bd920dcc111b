import DataSource

extension WaistToHeightBand {
  /// NICE's words for the band, for people.
  public var label: String {
    switch self {
    case .healthy: return "healthy central adiposity, no increased health risk"
    case .increased: return "increased central adiposity, increased health risk"
    case .high: return "high central adiposity, high health risk"
    }
  }
}
