import DataSource

/// The people of a FHIR file and their readings, gathered by day: a `Patient`'s name is a
/// profile (two Patients with one name are one person), readings of no named Patient belong
/// to whoever the command line says.
struct FHIRPeople {
  private struct Person {
    var name: String?
    /// Why this Patient cannot be a profile (its name, a setting), refused only if it is to be one.
    var patientProblem: JSONError?
    var sex: Sex?
    var born: LocalDate?
    /// The profile settings of a bmi export's extensions (`FHIRProfileSetting`).
    var goalKilograms: Double?
    var units: UnitSystem?
    var population: Population?
    var reference: ReferenceChoice?
    var weights: [LocalDate: [Double]] = [:]
    var waists: [LocalDate: [Double]] = [:]
    /// Heights measured on a day (not a bmi export's profile height) and head circumferences.
    var heights: [LocalDate: [Double]] = [:]
    var heads: [LocalDate: [Double]] = [:]
    var arms: [LocalDate: [Double]] = [:]
    var notes: [LocalDate: String] = [:]
    /// Where each day's note came from, as its sign's place in `FHIRVitalSign.noteOrder`.
    var noteRanks: [LocalDate: Int] = [:]
    /// The latest height and its date; a later reading of the same day wins.
    var height: (centimetres: Double, date: LocalDate)?
    /// Whether `height` is a bmi export's profile height (`FHIRReading.isProfileHeight`),
    /// which a height logged the same day does not replace.
    var heightIsProfiles = false
    /// Marked the default profile (`FHIRProfileSetting.isDefault`).
    var isDefault = false
  }

  private var people: [Person] = []
  /// A Patient's `fullUrl` and `Patient/id` to its person.
  private var references: [String: Int] = [:]
  private var patients = 0

  mutating func addPatient(_ patient: FHIRNode, fullUrl: String?, error: (String) -> JSONError) {
    patients += 1
    let name = Self.name(of: patient)
    let index: Int
    if let name, let known = people.firstIndex(where: { $0.name == name }) {
      index = known
    } else {
      index = people.count
      people.append(Person(name: name))
    }
    if let name, ProfileNameRule.problem(with: name) != nil {
      people[index].patientProblem = error("the Patient's name '\(name)' cannot be a profile name")
    }
    if let gender = patient["gender"]?.string, let sex = Sex(rawValue: gender) {
      people[index].sex = sex
    }
    if let text = patient["birthDate"]?.string, text.utf8.count == 10 {
      people[index].born = LocalDate(iso: text) ?? people[index].born
    }
    if let fullUrl { references[fullUrl] = index }
    if let id = patient["id"]?.string { references["Patient/" + id] = index }
    for setting in patient["extension"]?.items ?? [] {
      guard let url = setting["url"]?.string, let known = FHIRProfileSetting(rawValue: url) else {
        continue
      }
      if let problem = Self.read(known, setting, into: &people[index]) {
        people[index].patientProblem = error("the Patient extension \(url) \(problem)")
      }
    }
  }

  /// One of bmi's settings from its extension, or what is wrong with it: values go through
  /// the gates every other way in uses (a choice's words, the weight parser).
  private static func read(
    _ setting: FHIRProfileSetting, _ node: FHIRNode, into person: inout Person
  ) -> String? {
    let code = node["valueCode"]?.string ?? ""
    func refused(_ words: [String]) -> String {
      "has '\(code)', not one of \(words.joined(separator: ", "))"
    }
    switch setting {
    case .reference:
      guard let value = ReferenceChoice(rawValue: code) else {
        return refused(ReferenceChoice.allCases.map(\.rawValue))
      }
      person.reference = value == .cdc ? nil : value
    case .population:
      guard let value = Population(rawValue: code) else {
        return refused(Population.allCases.map(\.rawValue))
      }
      person.population = value == .default ? nil : value
    case .units:
      guard let value = UnitSystem(rawValue: code) else {
        return refused(UnitSystem.allCases.map(\.rawValue))
      }
      person.units = value
    case .isDefault:
      guard let flag = node["valueBoolean"]?.bool else { return "has no valueBoolean" }
      person.isDefault = flag
    case .goal:
      let text = node["valueDecimal"]?.number ?? ""
      guard let goal = try? QuantityParser(bareUnits: .metric).weight(text).value else {
        return "has '\(text)', not a weight in kg"
      }
      person.goalKilograms = StoredMeasure.kilograms(goal)
    }
    return nil
  }

  /// The Patient's name as a person reads it: its text, else the given names and family.
  private static func name(of patient: FHIRNode) -> String? {
    for name in patient["name"]?.items ?? [] {
      if let text = name["text"]?.string, !text.isEmpty { return text }
      let parts =
        (name["given"]?.items ?? []).compactMap(\.string)
        + [name["family"]?.string]
        .compactMap { $0 }
      if !parts.isEmpty { return parts.joined(separator: " ") }
    }
    return nil
  }

  mutating func add(_ reading: FHIRReading, error: (String) -> JSONError) throws(JSONError) {
    let index = person(of: reading.subject)
    let date = reading.date
    switch reading.sign {
    case .bodyWeight: people[index].weights[date, default: []].append(reading.value)
    case .waist: people[index].waists[date, default: []].append(reading.value)
    case .headCircumference: people[index].heads[date, default: []].append(reading.value)
    case .armCircumference: people[index].arms[date, default: []].append(reading.value)
    default:
      if !reading.isProfileHeight { people[index].heights[date, default: []].append(reading.value) }
      let replaces =
        people[index].height.map {
          $0.date < date
            || ($0.date == date && (reading.isProfileHeight || !people[index].heightIsProfiles))
        } ?? true
      if replaces {
        people[index].height = (reading.value, date)
        people[index].heightIsProfiles = reading.isProfileHeight
      }
    }
    // A day's note from its first measure in `noteOrder` that has one (bmi's export puts it
    // there; another app may note several).
    if let note = reading.note, !note.isEmpty, !reading.isProfileHeight,
      let rank = FHIRVitalSign.noteOrder.firstIndex(of: reading.sign),
      people[index].noteRanks[date].map({ rank < $0 }) ?? true
    {
      people[index].notes[date] = note
      people[index].noteRanks[date] = rank
    }
  }

  /// The person a subject reference names: its Patient (also by an absolute URL ending in
  /// `Patient/id`), else the file's only Patient, else whoever the command line says.
  private mutating func person(of subject: String?) -> Int {
    if let subject {
      if let index = references[subject] { return index }
      if let found = references.first(where: {
        $0.key.hasPrefix("Patient/") && subject.hasSuffix("/" + $0.key)
      }) {
        return found.value
      }
    }
    if patients == 1, let only = people.firstIndex(where: { $0.name != nil }) { return only }
    if let unnamed = people.firstIndex(where: { $0.name == nil }) { return unnamed }
    people.append(Person(name: nil))
    return people.count - 1
  }

  /// What the file holds. A `bmi export` (`byName`) or a file of several Patients: a profile
  /// per named Patient with readings or a height, and the readings of no named Patient as a
  /// tracker's. Another system's file of one person: all of it as a tracker's, for the
  /// profile the command line names (a clinic's "Ann Lee" is the user's "ann").
  func batch(_ rule: PerDayRule, byName: Bool) throws(ImportFailure) -> ImportBatch {
    var profiles: [ImportedProfile] = []
    var repeats = 0
    var offered: (centimetres: Double, date: LocalDate)?
    let namedPeople = people.filter {
      $0.name != nil && ($0.height != nil || !$0.weights.isEmpty || !$0.waists.isEmpty)
    }
    let everyone = byName || namedPeople.count > 1 ? people : [Self.merged(people)]
    for person in everyone {
      let dates = Set(person.weights.keys).union(person.waists.keys).union(person.heights.keys)
        .union(person.heads.keys).union(person.arms.keys).sorted()
      guard !dates.isEmpty || (person.name != nil && person.height != nil) else { continue }
      let entries = dates.map { date in
        WeightEntry(
          date: date, kilograms: person.weights[date].map { Self.pick($0, rule) },
          waistCentimetres: person.waists[date].map { Self.pick($0, rule) },
          heightCentimetres: person.heights[date].map { Self.pick($0, rule) },
          headCentimetres: person.heads[date].map { Self.pick($0, rule) },
          armCentimetres: person.arms[date].map { Self.pick($0, rule) },
          note: person.notes[date])
      }
      for readings in [person.weights, person.waists, person.heights, person.heads, person.arms] {
        repeats += readings.values.reduce(0) { $0 + $1.count - 1 }
      }
      if let problem = person.patientProblem { throw .json(problem) }
      guard let name = person.name else {
        offered = person.height
        profiles.append(ImportedProfile(name: nil, details: nil, entries: entries))
        continue
      }
      let details = person.height.map {
        Profile(
          name: name, heightCentimetres: $0.centimetres, sex: person.sex, born: person.born,
          goalKilograms: person.goalKilograms, units: person.units,
          population: person.population, reference: person.reference)
      }
      profiles.append(ImportedProfile(name: name, details: details, entries: entries))
    }
    guard !profiles.isEmpty else { throw .empty }
    // Named people read as a bmi export does (the file names its profiles); readings of
    // nobody named go where a tracker's go.
    let named = profiles.contains { $0.name != nil }
    var batch = ImportBatch(
      format: named ? .json : .trackerCSV, profiles: profiles, repeatedDates: repeats)
    batch.defaultProfile = everyone.first { $0.isDefault && $0.name != nil }?.name
    batch.heightCentimetres = offered?.centimetres
    batch.heightDate = offered?.date
    return batch
  }

  /// Everyone's readings as one nameless person's: each day's readings together, the latest
  /// height.
  private static func merged(_ people: [Person]) -> Person {
    var one = Person(name: nil)
    for person in people {
      one.weights.merge(person.weights) { $0 + $1 }
      one.waists.merge(person.waists) { $0 + $1 }
      one.heights.merge(person.heights) { $0 + $1 }
      one.heads.merge(person.heads) { $0 + $1 }
      one.arms.merge(person.arms) { $0 + $1 }
      one.notes.merge(person.notes) { _, later in later }
      if let height = person.height, one.height.map({ $0.date <= height.date }) ?? true {
        one.height = height
      }
    }
    return one
  }

  /// A day's readings, in file order, reduced by `rule` as a tracker's are.
  private static func pick(_ values: [Double], _ rule: PerDayRule) -> Double {
    var summary = DailyReadings.Summary(values[0], (time: DailyReadings.untimed, sequence: 0))
    for (sequence, value) in values.enumerated().dropFirst() {
      summary.add(value, (time: DailyReadings.untimed, sequence: sequence))
    }
    return summary.pick(rule)
  }
}
