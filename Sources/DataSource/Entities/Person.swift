/// Who a measurement belongs to, as far as assessing it goes: filled from `bmi calc` options
/// today and from a stored profile later. Every field is optional; the Model says what it needs.
public struct Person: Sendable, Equatable, Codable {
  /// How old the person is: an age given outright, or a birth date to measure from.
  public enum Age: Sendable, Equatable, Codable {
    case months(Double)
    case born(LocalDate)
  }

  public var sex: Sex?
  public var age: Age?
  /// `nil` means not said, which assesses as `.default`.
  public var population: Population?

  public init(sex: Sex? = nil, age: Age? = nil, population: Population? = nil) {
    self.sex = sex
    self.age = age
    self.population = population
  }
}
