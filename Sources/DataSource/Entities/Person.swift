/// Who a measurement belongs to, as far as assessing it goes: filled from `bmi calc` options
/// today and from a stored profile later. Every field is optional; the Model says what it needs.
public struct Person: Sendable, Equatable, Codable {
  /// How old the person is: an age given outright, or a birth date to measure from.
  public enum Age: Sendable, Equatable, Codable {
    case months(Double)
    /// An age in days (`--age 45d`), kept as days: the WHO standards look up the day.
    case days(Double)
    case born(LocalDate)

    /// The birth date of `.born`; `nil` for an age, which is only its measurement's.
    public var birthDate: LocalDate? {
      if case .born(let day) = self { return day }
      return nil
    }
  }

  public var sex: Sex?
  public var age: Age?
  /// `nil` means not said, which assesses as `.default`.
  public var population: Population?
  /// Which growth references assess a child; `nil` means not said, which assesses as `.cdc`.
  public var reference: ReferenceChoice?

  public init(
    sex: Sex? = nil, age: Age? = nil, population: Population? = nil,
    reference: ReferenceChoice? = nil
  ) {
    self.sex = sex
    self.age = age
    self.population = population
    self.reference = reference
  }
}
