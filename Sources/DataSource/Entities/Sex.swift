/// A person's sex as the growth references split it: BMI-for-age differs between girls and boys.
public enum Sex: String, Sendable, Codable, CaseIterable {
  case female
  case male
}
