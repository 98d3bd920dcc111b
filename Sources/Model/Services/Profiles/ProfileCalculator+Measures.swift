import DataSource

/// The measures `bmi calc` takes from a profile when not given, and which it can go without.
extension ProfileCalculator {
  /// The height a weigh-in of `profile` on `day` is assessed with, by the one rule history
  /// assesses by (`DatedHeights`), with the day it was logged (`nil`: the profile's own);
  /// `nil` for a child's day with no height near it.
  static func height(of profile: Profile, on day: LocalDate, today: LocalDate)
    -> (centimetres: Double, measuredOn: LocalDate?)?
  {
    let heights = DatedHeights(profile.entries)
    let assessor = Assessor()
    guard
      case .height(let centimetres) = assessor.height(
        of: profile, on: day, heights: heights, today: today)
    else { return nil }
    let logged =
      assessor.isChild(profile, on: day)
      ? heights.measuredNear(day, window: assessor.heightWindow(of: profile, on: day))?.date
      : heights.latest(onOrBefore: day)?.date
    return (centimetres, logged)
  }

  /// Refuses a weight or height neither given nor in the profile, unless the person is one
  /// the assessor scores without it (`Assessor.scoresWithout`: a child a growth reference scores)
  /// and nothing else needs it: not `--save`, which stores the height and logs the weight,
  /// nor, for the height, a waist, whose ratio is to it. Such a measure is `nan` from here.
  func checkScoredWithout(
    weight: Bool, height: Bool, _ request: ProfileCalcRequest, source: Profile?,
    on day: LocalDate
  ) throws(TrackingError) {
    let missing = weight ? "weight" : "height"
    // A day before the birth date: the assessment says that, whatever is missing.
    if case .born(let born)? = request.person.merged(over: Self.person(of: source)).age,
      born > day
    {
      return
    }
    // A child's profile with heights, none near the day: said as history says it.
    if height, let source, source.entries.contains(where: { $0.heightCentimetres != nil }),
      Assessor().isChild(source, on: day),
      request.save != nil
        || !assessor.scoresWithout(
          weight: false, height: true, request.person.merged(over: Self.person(of: source)),
          measuredOn: day)
    {
      throw .childHeightTooOld(
        name: source.name, date: day,
        lastMeasured: DatedHeights(source.entries).latest(onOrBefore: day)?.date,
        window: Assessor().heightWindow(of: source, on: day))
    }
    guard request.save == nil, !height || request.waist == nil else {
      throw .missingMeasurement(option: missing)
    }
    let person = request.person.merged(over: Self.person(of: source))
    guard assessor.scoresWithout(weight: weight, height: height, person, measuredOn: day) else {
      // A child of a known age is scored without it once the sex is known: say so.
      var withSex = person
      withSex.sex = .female
      let needsSex =
        person.sex == nil
        && assessor.scoresWithout(weight: weight, height: height, withSex, measuredOn: day)
      throw needsSex
        ? .missingMeasurementOrSex(option: missing) : .missingMeasurement(option: missing)
    }
  }

  /// What the profile says of its person (nothing without one).
  static func person(of source: Profile?) -> Person {
    Person(
      sex: source?.sex, age: source?.born.map { .born($0) }, population: source?.population,
      reference: source?.reference)
  }
}
