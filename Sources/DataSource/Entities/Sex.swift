/// A person's sex: recorded in a profile, and needed by the growth references, since
/// BMI-for-age differs between girls and boys.
public enum Sex: String, Sendable, Codable, CaseIterable {
  case female
  case male
}
