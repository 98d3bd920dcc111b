/// NICE's bands for the waist-to-height ratio (central adiposity), each with a stable id.
public enum WaistToHeightBand: String, Sendable, Codable, CaseIterable {
  /// Below 0.5: healthy central adiposity, no increased health risk.
  case healthy
  /// 0.5 to below 0.6: increased central adiposity, increased health risk.
  case increased
  /// 0.6 and above: high central adiposity, further increased health risk.
  case high
}
