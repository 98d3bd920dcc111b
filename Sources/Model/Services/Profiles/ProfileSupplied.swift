import DataSource

/// Which details of the person assessed came from the profile rather than the command line,
/// so the front can name the profile when it reports them or when one of them is wrong.
public struct ProfileSupplied: Sendable, Equatable {
  public var sex: Bool
  /// The birth date, and so the age.
  public var born: Bool
  public var population: Bool
  /// The day of the logged waist used, when no `--waist` was given (see `RecentWaist`).
  public var waistLoggedOn: LocalDate?
  /// The height, when no `--height` was given.
  public var height: Bool
  /// The day of the logged weigh-in used, when no `--weight` was given: the assessment is
  /// of that day (a child's age on it), not of today.
  public var weighInOn: LocalDate?
  /// The day of the height logged with an entry that was used (`bmi log --height`), when no
  /// `--height` was given; `nil` when the profile's own height was.
  public var heightLoggedOn: LocalDate?
  /// A child's day with no height logged near it (`DatedHeights`): none was used, and only
  /// what needs none is scored.
  public var noHeightNear: LocalDate?
  /// The day of the head or arm circumference logged that was used, when none was given.
  public var headLoggedOn: LocalDate?
  public var armLoggedOn: LocalDate?

  public init(
    sex: Bool = false, born: Bool = false, population: Bool = false,
    waistLoggedOn: LocalDate? = nil, height: Bool = false, weighInOn: LocalDate? = nil,
    heightLoggedOn: LocalDate? = nil
  ) {
    self.heightLoggedOn = heightLoggedOn
    self.sex = sex
    self.born = born
    self.population = population
    self.waistLoggedOn = waistLoggedOn
    self.height = height
    self.weighInOn = weighInOn
  }
}
