import DataSource

/// Applies `profile save` (and `calc --save`) to a store document.
struct ProfileEditor {
  /// A draft with its quantities read.
  struct Values {
    var name: String
    var height: ParsedQuantity?
    var weight: ParsedQuantity?
    var sex: FieldUpdate<Sex> = .keep
    var born: FieldUpdate<LocalDate> = .keep
    var goal: FieldUpdate<ParsedQuantity> = .keep
    var units: UnitSystem?
    var population: Population?
    var reference: ReferenceChoice?
    /// The day of the weigh-in (`calc --date`); today when `nil`.
    var weighInDate: LocalDate?
    /// A child's measures with the weigh-in (`calc --save --height --head --arm`), cm: kept
    /// on its entry, as `bmi log --height` keeps them, so that it is assessed with them later.
    var measured: (height: Double?, head: Double?, arm: Double?) = (nil, nil, nil)
  }

  let today: LocalDate

  /// Reads the draft's quantities in the units it names, else the profile's, else metric.
  func save(_ draft: ProfileDraft, in document: inout StoreDocument) throws(TrackingError)
    -> ProfileChange
  {
    let old = ProfileLookup.position(of: draft.name, in: document).map { document.profiles[$0] }
    let parser = QuantityParser(bareUnits: draft.units ?? old?.units ?? .metric)
    var values = Values(
      name: draft.name, sex: draft.sex, born: draft.born, units: draft.units,
      population: draft.population, reference: draft.reference)
    if let day = draft.measuredOn, day > today {
      throw .dateInFuture(option: "date", date: day, today: today)
    }
    values.weighInDate = draft.measuredOn
    values.height = try draft.height.map { text throws(TrackingError) in
      try parser.height(text, option: "height")
    }
    values.weight = try draft.weight.map { text throws(TrackingError) in
      try parser.weight(text, option: "weight")
    }
    switch draft.goal {
    case .keep: values.goal = .keep
    case .clear: values.goal = .clear
    case .set(let text): values.goal = .set(try parser.weight(text, option: "goal"))
    }
    return try save(values, in: &document)
  }

  func save(_ values: Values, in document: inout StoreDocument) throws(TrackingError)
    -> ProfileChange
  {
    try ProfileLookup.validate(values.name)
    if case .set(let born) = values.born, born > today {
      throw .dateInFuture(option: "born", date: born, today: today)
    }
    let existing = ProfileLookup.position(of: values.name, in: document)
    let old = existing.map { document.profiles[$0] }
    guard let height = values.height?.value ?? old?.heightCentimetres else {
      throw .newProfileNeedsHeight(name: values.name)
    }
    var profile = old ?? Profile(name: values.name, heightCentimetres: height)
    // A child's height kept with a weigh-in of an earlier day (`calc --save --date`) is that
    // day's: the profile's, today's, stays.
    let pastMeasurement =
      old != nil && values.measured.height != nil
      && (values.weighInDate.map { $0 < today } ?? false)
    if !pastMeasurement { profile.heightCentimetres = StoredMeasure.centimetres(height) }
    profile.sex = values.sex.applied(to: profile.sex)
    profile.born = values.born.applied(to: profile.born)
    // `default` is stored as no population: the two assess alike, and the store stays as it
    // was for everyone who never chose one.
    if let population = values.population {
      profile.population = population == .default ? nil : population
    }
    // `cdc` is stored as no reference, the same way.
    if let reference = values.reference {
      profile.reference = reference == .cdc ? nil : reference
    }
    switch values.goal {
    case .keep: break
    case .clear: profile.goalKilograms = nil
    case .set(let goal): profile.goalKilograms = StoredMeasure.kilograms(goal.value)
    }
    // A new profile thinks in the units its numbers were written in.
    var goalWrittenIn: UnitSystem?
    if case .set(let goal) = values.goal { goalWrittenIn = goal.writtenIn }
    profile.units =
      values.units ?? old?.units ?? values.height?.writtenIn ?? values.weight?.writtenIn
      ?? goalWrittenIn ?? .metric
    var weighIn: EntryChange?
    if let weight = values.weight {
      weighIn = WeightLog.log(
        WeightEntry(
          date: values.weighInDate ?? today, kilograms: StoredMeasure.kilograms(weight.value),
          heightCentimetres: values.measured.height.map(StoredMeasure.centimetres),
          headCentimetres: values.measured.head.map(StoredMeasure.centimetres),
          armCentimetres: values.measured.arm.map(StoredMeasure.centimetres)),
        in: &profile.entries)
    }
    // A child's height given is a measurement of today: kept with today's entry (unless the
    // weigh-in above kept it with its own day), so that a later change of the profile's height
    // never rescores the weigh-ins before it (`DatedHeights`); so too when a birth date makes
    // the profile a child's before any height is logged. "A child" here: one within the
    // window before today too, whose last weigh-ins as a child would otherwise borrow it.
    // `profile save --date D` dates it D: a past visit's height, the profile's only while no
    // later height is logged (`WeighInLogger.follow`'s rule).
    var heightDatedOn: LocalDate?
    let day = values.weighInDate ?? today
    let (index, found) = WeightLog.search(day, in: profile.entries)
    let measuredThen = found ? profile.entries[index].heightCentimetres : nil
    let given = values.height.map { StoredMeasure.centimetres($0.value) }
    let measured = given != nil && measuredThen != given
    let newChild =
      old?.born != profile.born && !profile.entries.contains { $0.heightCentimetres != nil }
    let assessor = Assessor()
    // A day before the birth date (a `--force`d slip, refused without it) is a child's too:
    // kept on its day, never the profile's height of today.
    let isChild =
      assessor.isChild(profile, on: day)
      || assessor.isChild(profile, on: day.adding(days: -DatedHeights.childWindowDays))
      || profile.born.map { day < $0 } == true
    if measured || newChild, values.measured.height == nil, isChild {
      _ = WeightLog.log(
        WeightEntry(
          date: day, kilograms: nil, heightCentimetres: given ?? profile.heightCentimetres),
        in: &profile.entries)
      heightDatedOn = day
      if let latest = profile.entries.last(where: {
        $0.heightCentimetres != nil && $0.date <= today
      }
      )?.heightCentimetres {
        profile.heightCentimetres = latest
      }
    }
    // The details as they end (a past visit's height may leave the profile's as it was),
    // whatever was logged.
    let detailsChanged =
      old.map { old in
        var details = profile
        details.entries = old.entries
        return old != details
      } ?? true
    if let existing {
      document.profiles[existing] = profile
    } else {
      let index = ProfileLookup.insertionIndex(of: values.name, in: document)
      document.profiles.insert(profile, at: index)
    }
    let madeDefault = document.defaultProfile == nil
    if madeDefault { document.defaultProfile = values.name }
    return .saved(
      created: old == nil, detailsChanged: detailsChanged, weighIn: weighIn,
      madeDefault: madeDefault, heightDatedOn: heightDatedOn)
  }
}
