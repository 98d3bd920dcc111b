import DataSource

/// `bmi calc` with a profile: reads a missing weight or height from it and, with `--save`,
/// stores the person. Returns what to assess and where the values came from; the
/// `CalculatorStore` assesses it and keeps the state.
public struct ProfileCalculator: Sendable {
  /// What `calculate` found: the measurement to assess, where its values came from, and the
  /// migration a `--save` made.
  public struct Prepared: Sendable {
    public let assessment: AssessmentRequest
    public let calculation: ProfileCalculation
    public let migration: StoreMigration?
  }

  let dependencies: AppDependencies
  /// The store, for `--profile` and `--save`; `nil` when nothing says where it is.
  let location: StoreLocation?
  let assessor: Assessor

  public init(dependencies: AppDependencies, location: StoreLocation?) {
    self.dependencies = dependencies
    self.location = location
    self.assessor = Assessor()
  }

  /// The measurement to assess, or why there is none.
  public func calculate(_ request: ProfileCalcRequest) throws(CalcFailure) -> Prepared {
    var refusal: AssessmentError?
    let found: Prepared?
    do throws(TrackingError) {
      found = try prepare(request, refusal: &refusal)
    } catch {
      throw .tracking(error)
    }
    if let refusal { throw .assessment(refusal) }
    guard let found else { throw .tracking(.storeLocationUnknown) }
    return found
  }

  /// `nil` with `refusal` set when the assessment refused a `--save` (nothing was saved).
  private func prepare(_ request: ProfileCalcRequest, refusal: inout AssessmentError?)
    throws(TrackingError) -> Prepared?
  {
    guard let location else {
      if request.profile != nil || request.save != nil { throw .storeLocationUnknown }
      // No store to fill in from: what was given is all there is.
      let resolved = try resolve(request, in: .empty)
      try checkBMI(resolved, request, today: dependencies.date.today())
      return prepared(resolved, request, saved: nil, migration: nil)
    }
    let repository = dependencies.storeRepository(at: location)
    guard let name = request.save else {
      let resolved = try resolve(request, in: try repository.read())
      try checkBMI(resolved, request, today: dependencies.date.today())
      return prepared(resolved, request, saved: nil, migration: nil)
    }
    let today = dependencies.date.today()
    var resolved: Resolved?
    var refused: AssessmentError?
    let outcome = try repository.change { document throws(TrackingError) -> ProfileChange? in
      let values = try resolve(request, in: document)
      try checkBMI(values, request, today: today)
      // A calculation the assessment refuses (no age on that day, a child under 2) saves
      // nothing: the document is left as it was.
      let isChild: Bool
      do throws(AssessmentError) {
        isChild = try assessor.assess(assessmentRequest(values, request), today: today).adult == nil
      } catch {
        refused = error
        return nil
      }
      // An age alone says nothing of the birth date the saved weigh-ins are classed by.
      let born = ProfileLookup.position(of: name, in: document).flatMap {
        document.profiles[$0].born
      }
      if isChild, born == nil, let age = request.person.age, age.birthDate == nil {
        throw .childNeedsBirthDate(name: name)
      }
      let change = try ProfileEditor(today: today).save(
        ProfileEditor.Values(
          name: name,
          height: ParsedQuantity(value: values.height, writtenIn: values.writtenIn),
          // Only a weight typed now is today's weigh-in, not one read from the profile.
          weight: request.weight.map { _ in
            ParsedQuantity(value: values.weight, writtenIn: values.writtenIn)
          },
          sex: request.person.sex.map { .set($0) } ?? .keep,
          // `--born` is the person's and is saved; `--age` is only this measurement's.
          born: request.person.age?.birthDate.map { .set($0) } ?? .keep,
          units: request.units, population: request.person.population,
          reference: request.person.reference, weighInDate: request.measuredOn,
          // A child's measures of the day stay with the weigh-in (an adult's height is the
          // profile's).
          measured: isChild
            ? (
              request.height.map { _ in values.height }, request.growth.headCentimetres,
              request.growth.armCentimetres
            ) : (nil, nil, nil)),
        in: &document)
      var saved = values
      saved.source = ProfileLookup.position(of: name, in: document).map { document.profiles[$0] }
      if !request.force, case .saved(_, _, let weighIn?, _, _) = change, let profile = saved.source
      {
        try WeighInCheck(today: today).refuse(
          weighIn, in: profile, typed: request.weight, bareUnits: values.bareUnits)
      }
      resolved = saved
      return change
    }
    refusal = refused
    guard let resolved else { return nil }
    return prepared(resolved, request, saved: outcome.value, migration: outcome.migration)
  }

  private struct Resolved {
    var weight: Double
    var height: Double
    /// Given as `--waist`, in centimetres.
    var waist: Double?
    var source: Profile?
    var writtenIn: UnitSystem?
    /// What a bare number meant.
    var bareUnits: UnitSystem
    /// The logged weigh-in's day, when the weight came from the log.
    var weighedOn: LocalDate?
    /// True when the height came from the profile.
    var heightFromProfile: Bool
    /// The day of the logged height used, when it came from the log rather than the
    /// profile's own height.
    var heightLoggedOn: LocalDate?
    /// Whether the height is of the day assessed (given, or logged that day): only then a
    /// child the WHO scores gets a length/height-for-age, as in history.
    var lengthMeasuredThatDay: Bool

    /// The day assessed: `--date`, else the weigh-in's (a child is as old as on the day
    /// weighed), else today.
    func measuredOn(_ request: ProfileCalcRequest, today: LocalDate) -> LocalDate {
      request.measuredOn ?? weighedOn ?? today
    }

    /// The request's growth measures, with a height of another day said to be one, and the
    /// head and arm the profile logged on `day` where none is given, as history scores them.
    func growth(_ request: ProfileCalcRequest, on day: LocalDate) -> GrowthMeasures {
      var growth = request.growth
      growth.lengthOfAnotherDay = !lengthMeasuredThatDay
      if let entry = loggedEntry(on: day) {
        growth.headCentimetres = growth.headCentimetres ?? entry.headCentimetres
        growth.armCentimetres = growth.armCentimetres ?? entry.armCentimetres
      }
      return growth
    }

    /// The profile's entry of `day`, if it logged one.
    func loggedEntry(on day: LocalDate) -> WeightEntry? {
      guard let entries = source?.entries else { return nil }
      let (index, found) = WeightLog.search(day, in: entries)
      return found ? entries[index] : nil
    }
  }

  /// Refuses a BMI outside `PlausibleBMI.adult` unless `--force`, naming the likely slip,
  /// where that range judges it (`PlausibleBMI.judges`: not a child a growth reference scores).
  private func checkBMI(_ values: Resolved, _ request: ProfileCalcRequest, today: LocalDate)
    throws(TrackingError)
  {
    guard !request.force else { return }
    let typed = TypedMeasurement(
      weight: request.weight, height: request.height, bareUnits: values.bareUnits)
    if let problem = typed.problem(kilograms: values.weight, centimetres: values.height) {
      if let assessment = try? assessor.assess(assessmentRequest(values, request), today: today),
        !PlausibleBMI.judges(child: assessment.child, who: assessment.who)
      {
        return
      }
      throw .implausible([problem])
    }
  }

  private func resolve(_ request: ProfileCalcRequest, in document: StoreDocument)
    throws(TrackingError) -> Resolved
  {
    // Without --profile: the --save profile when it exists (never another person's numbers
    // for a new one), else the default profile.
    var source: Profile?
    if let name = request.profile {
      source = document.profiles[try ProfileLookup.index(of: name, in: document)]
    } else if let name = request.save ?? document.defaultProfile,
      let index = ProfileLookup.position(of: name, in: document)
    {
      source = document.profiles[index]
    }
    let parser = QuantityParser(bareUnits: request.units ?? source?.units ?? .metric)
    let weight = try request.weight.map { text throws(TrackingError) in
      try parser.weight(text, option: "weight")
    }
    let height = try request.height.map { text throws(TrackingError) in
      try parser.height(text, option: "height")
    }
    let waist = try request.waist.map { text throws(TrackingError) in
      try parser.waist(text, option: "waist")
    }
    let logged = source.flatMap { WeighIn.latest(in: $0.entries, onOrBefore: request.measuredOn) }
    let kilograms = weight?.value ?? logged?.kilograms
    if kilograms == nil, let source, let day = request.measuredOn,
      WeighIn.latest(in: source.entries) != nil
    {
      throw .noWeighInBy(profile: source.name, date: day)
    }
    // A height not given comes from the log as a weigh-in's does in history (`DatedHeights`):
    // for a child's day with none near it, none at all.
    let day =
      request.measuredOn ?? (weight == nil ? logged?.date : nil) ?? dependencies.date.today()
    let dated = source.flatMap { Self.height(of: $0, on: day, today: dependencies.date.today()) }
    let centimetres = height?.value ?? dated?.centimetres
    if kilograms == nil || centimetres == nil {
      try checkScoredWithout(
        weight: kilograms == nil, height: centimetres == nil, request, source: source, on: day)
    }
    return Resolved(
      weight: kilograms ?? .nan, height: centimetres ?? .nan, waist: waist?.value, source: source,
      writtenIn: weight?.writtenIn ?? height?.writtenIn, bareUnits: parser.bareUnits,
      weighedOn: weight == nil ? logged?.date : nil, heightFromProfile: height == nil,
      heightLoggedOn: height == nil ? dated?.measuredOn : nil,
      lengthMeasuredThatDay: height != nil || dated?.measuredOn == day)
  }

  /// What `finish` assesses, for checking it before `--save` changes the store.
  private func assessmentRequest(_ resolved: Resolved, _ request: ProfileCalcRequest)
    -> AssessmentRequest
  {
    let day = resolved.measuredOn(request, today: dependencies.date.today())
    let source = resolved.source
    let logged =
      resolved.waist == nil
      ? source.flatMap { RecentWaist.find(in: $0.entries, measuredOn: day) }
      : nil
    let fromProfile = Self.person(of: source)
    return AssessmentRequest(
      weightKilograms: resolved.weight, heightCentimetres: resolved.height,
      waistCentimetres: resolved.waist ?? logged?.waistCentimetres,
      person: request.person.merged(over: fromProfile), measuredOn: day,
      growth: resolved.growth(request, on: day))
  }

  /// The options' person over the profile's: a value given now wins, field by field. Without
  /// `--waist`, a waist the profile logged recently is used, and said to be.
  private func prepared(
    _ resolved: Resolved, _ request: ProfileCalcRequest, saved: ProfileChange?,
    migration: StoreMigration?
  ) -> Prepared {
    let source = resolved.source
    let given = request.person
    let day = resolved.measuredOn(request, today: dependencies.date.today())
    var logged: WeightEntry?
    if resolved.waist == nil, let source {
      logged = RecentWaist.find(in: source.entries, measuredOn: day)
    }
    let fromProfile = Self.person(of: source)
    var supplied = ProfileSupplied(
      sex: given.sex == nil && fromProfile.sex != nil,
      born: given.age == nil && fromProfile.age != nil,
      population: given.population == nil && fromProfile.population != nil,
      waistLoggedOn: logged?.date,
      height: source != nil && resolved.heightFromProfile && !resolved.height.isNaN,
      weighInOn: resolved.weighedOn, heightLoggedOn: resolved.heightLoggedOn)
    if source != nil, resolved.heightFromProfile, resolved.height.isNaN {
      supplied.noHeightNear = day
    }
    let entry = resolved.loggedEntry(on: day)
    supplied.headLoggedOn =
      request.growth.headCentimetres == nil && entry?.headCentimetres != nil ? day : nil
    supplied.armLoggedOn =
      request.growth.armCentimetres == nil && entry?.armCentimetres != nil ? day : nil
    let calculation = ProfileCalculation(
      profile: source, writtenIn: resolved.writtenIn, saved: saved, supplied: supplied)
    let assessment = AssessmentRequest(
      weightKilograms: resolved.weight, heightCentimetres: resolved.height,
      waistCentimetres: resolved.waist ?? logged?.waistCentimetres,
      person: request.person.merged(over: fromProfile), measuredOn: day,
      growth: resolved.growth(request, on: day))
    return Prepared(assessment: assessment, calculation: calculation, migration: migration)
  }
}
