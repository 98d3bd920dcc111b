/// Which details of the person assessed came from the profile rather than the command line,
/// so the front can name the profile when it reports them or when one of them is wrong.
public struct ProfileSupplied: Sendable, Equatable {
  public var sex: Bool
  /// The birth date, and so the age.
  public var born: Bool
  public var population: Bool

  public init(sex: Bool = false, born: Bool = false, population: Bool = false) {
    self.sex = sex
    self.born = born
    self.population = population
  }
}
