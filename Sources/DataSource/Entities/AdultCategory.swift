/// The WHO adult BMI classes, each with a stable machine id (its raw value) for scripts.
public enum AdultCategory: String, Sendable, Codable, CaseIterable {
  case severeThinness = "severe-thinness"
  case moderateThinness = "moderate-thinness"
  case mildThinness = "mild-thinness"
  case normal = "normal"
  case overweight = "overweight"
  case obese1 = "obese-1"
  case obese2 = "obese-2"
  case obese3 = "obese-3"
}
