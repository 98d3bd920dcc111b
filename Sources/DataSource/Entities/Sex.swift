/// The sex recorded in a profile, for the calculations that depend on it.
public enum Sex: String, Sendable, Codable, CaseIterable {
  case female
  case male
}
