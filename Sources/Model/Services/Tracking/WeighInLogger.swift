import DataSource

/// `bmi log` and `bmi unlog` on a store document: reads the typed values in the profile's
/// units, places or removes the entry by date, and refuses an implausible weigh-in. Pure:
/// the store runs it inside the repository's locked change.
public struct WeighInLogger: Sendable {
  public let today: LocalDate

  public init(today: LocalDate) {
    self.today = today
  }

  /// A request with neither a measure nor a note asks for nothing; refused before the store
  /// is locked.
  public func validate(_ request: LogRequest) throws(TrackingError) {
    if !request.hasMeasure, request.note == nil {
      throw .missingMeasurement(option: "weight")
    }
  }

  /// Logs `request` into its profile in `document`: the profile as it is after, and what the
  /// log did (added, replaced or unchanged). A date after today is refused by `WeighInCheck`
  /// like import's (65, unless `--accept-date` or `--force`).
  public func log(_ request: LogRequest, in document: inout StoreDocument)
    throws(TrackingError) -> (Profile, EntryChange)
  {
    try validate(request)
    let day = request.date ?? today
    // A note alone edits the note of an entry already logged on that date.
    let noteOnly = !request.hasMeasure
    let index = try ProfileLookup.index(of: request.profile, in: document)
    if noteOnly, !WeightLog.search(day, in: document.profiles[index].entries).found {
      throw .entryNotFound(profile: document.profiles[index].name, date: day)
    }
    let parser = QuantityParser(
      bareUnits: request.units ?? document.profiles[index].units ?? .metric)
    let weight = try request.weight.map { text throws(TrackingError) in
      try parser.weight(text, option: "weight")
    }
    let waist = try request.waist.map { text throws(TrackingError) in
      try parser.waist(text, option: "waist")
    }
    func length(_ text: String?, _ option: String, _ range: ClosedRange<Double>)
      throws(TrackingError) -> Double?
    {
      guard let text else { return nil }
      do {
        return StoredMeasure.centimetres(try parser.length(text, within: range).value)
      } catch {
        throw .invalidQuantity(option: option, text: text, error)
      }
    }
    let note = request.note?.isEmpty == true ? nil : request.note
    let entry = WeightEntry(
      date: day, kilograms: weight.map { StoredMeasure.kilograms($0.value) },
      waistCentimetres: waist.map { StoredMeasure.centimetres($0.value) },
      heightCentimetres: try length(request.height, "height", StoreDocumentRules.heightCentimetres),
      headCentimetres: try length(request.head, "head", StoreDocumentRules.headCentimetres),
      armCentimetres: try length(request.arm, "arm", StoreDocumentRules.armCentimetres), note: note)
    let change = WeightLog.log(
      entry, in: &document.profiles[index].entries, keepingNote: request.note == nil)
    try WeighInCheck(today: today, accepting: request.accepting).refuse(
      change, in: document.profiles[index], typed: request.weight, bareUnits: parser.bareUnits)
    if let height = entry.heightCentimetres {
      Self.follow(height, on: day, in: &document.profiles[index], today: today)
    }
    return (document.profiles[index], change)
  }

  /// A child's profile height is its latest measurement (`profile save --height` logs one
  /// with today's entry): a height logged for a child on a day no other height follows, and
  /// not after today, becomes the profile's, so that `profile show`, `list`, the report and
  /// a FHIR export say the height the weigh-ins are assessed with. An adult's profile height
  /// is a setting that a logged height does not change (`bmi help tracking`).
  static func follow(
    _ height: Double, on day: LocalDate, in profile: inout Profile, today: LocalDate
  ) {
    guard day <= today, Assessor().isChild(profile, on: day),
      !profile.entries.contains(where: { $0.date > day && $0.heightCentimetres != nil })
    else { return }
    profile.heightCentimetres = height
  }

  /// Removes the entry of `day` from the profile named `name` (`nil`: the default one): the
  /// profile as it is after, and the entry removed.
  public func unlog(_ day: LocalDate, profile name: String?, in document: inout StoreDocument)
    throws(TrackingError) -> (Profile, WeightEntry)
  {
    let index = try ProfileLookup.index(of: name, in: document)
    guard let entry = WeightLog.remove(day, from: &document.profiles[index].entries) else {
      throw .entryNotFound(profile: document.profiles[index].name, date: day)
    }
    // A child's newest height removed: the one before it is the profile's again.
    if entry.heightCentimetres != nil,
      let latest = document.profiles[index].entries.last(where: {
        $0.heightCentimetres != nil && $0.date <= today
      }), let height = latest.heightCentimetres
    {
      Self.follow(height, on: latest.date, in: &document.profiles[index], today: today)
    }
    return (document.profiles[index], entry)
  }
}
