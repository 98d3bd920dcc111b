/// What a bare number means and how quantities are shown: kg and cm, or lb and in.
public enum UnitSystem: String, Sendable, Codable, CaseIterable {
  case metric
  case imperial
}
