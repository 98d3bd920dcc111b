import DataSource
import Model

/// `bmi log [W] [--waist WAIST] [--height H] [--head HEAD] [--arm ARM]`: records a weigh-in
/// and the day's measures, or any of them alone; a date already logged is updated.
struct LogCommand: Command {
  static let dateOption = OptionSpec.value(
    "date", "DATE", kind: .date,
    help: "The day of the entry: \(DateText.forms). Default: today.")
  static let noteOption = OptionSpec.value(
    "note", "TEXT",
    help:
      "A note kept with the entry (at most \(StoreDocumentRules.noteCharacterLimit) characters).")
  static let waistOption = OptionSpec.value(
    "waist", "WAIST", kind: .length,
    help: "The waist, with the weight or alone: 80, 80cm, 32in or 2ft8in. Accepted: 20–300 cm."
  )
  static let heightOption = OptionSpec.value(
    "height", "H", kind: .length,
    help:
      "The height (or a baby's length) measured that day, with the weight or alone: 128, 128cm, 1.28m or 4ft2in. A child's weigh-ins are assessed with it (see 'bmi help tracking'). Accepted: \(range(StoreDocumentRules.heightCentimetres))."
  )
  static let headOption = OptionSpec.value(
    "head", "HEAD", kind: .length,
    help:
      "The head circumference measured that day: 45, 45cm or 17.7in. Accepted: \(range(StoreDocumentRules.headCentimetres))."
  )
  static let armOption = OptionSpec.value(
    "arm", "ARM", kind: .length,
    help:
      "The mid-upper arm circumference (MUAC) measured that day: 14.5, 14.5cm or 5.7in. Accepted: \(range(StoreDocumentRules.armCentimetres))."
  )

  /// `20–80 cm`.
  private static func range(_ range: ClosedRange<Double>) -> String {
    Measure.rangeText(range, "cm")
  }

  static let spec = CommandSpec(
    path: ["log"],
    summary:
      "Record a weigh-in or measures (one entry per date; logging a date again updates it).",
    discussion:
      "Give a weight, --waist, --height, --head, --arm, or several; --note alone edits the note of a date already logged. A bare number is read in the profile's units unless --units says otherwise. Logging a date again replaces what is given and keeps the rest: a waist or height measured later joins the day's weigh-in, and the note stays unless --note is given (--note '' removes it). To remove an entry: bmi unlog DATE.",
    arguments: [
      ArgumentSpec(
        "W", kind: .weight, help: "The weight: 70, 70kg, 154lb, 11st2lb or \"11st 2lb\".",
        optional: true)
    ],
    options: [
      waistOption,
      heightOption,
      headOption,
      armOption,
      dateOption,
      noteOption,
      TrackingOptions.profile,
      TrackingOptions.units,
    ] + PlausibilityOptions.all + OutputFormat.options(OutputFormat.rows),
    examples: [
      "bmi log 70.2",
      "bmi log 154lb --date 2026-01-14 --note 'after holiday'",
      "bmi log 11st 2lb --profile bob",
      "bmi log 82.4 --waist 90",
      "bmi log --waist 35.5in",
      "bmi log 24.6 --height 128.5 --profile mia",
      "bmi log --note 'fixed scale' --date yesterday",
    ]
  )

  let request: LogRequest
  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    request = LogRequest(
      weight: arguments.positionals.first, waist: arguments.value(Self.waistOption),
      height: arguments.value(Self.heightOption), head: arguments.value(Self.headOption),
      arm: arguments.value(Self.armOption), units: TrackingOptions.units(arguments),
      date: try TrackingOptions.date(arguments, Self.dateOption, context: context),
      note: arguments.value(Self.noteOption), profile: arguments.value(TrackingOptions.profile),
      accepting: PlausibilityOptions.accepted(arguments))
    format = OutputFormat(arguments)
    // Checked as every option's value is (64), before the store's own rule would refuse it.
    if let note = request.note, let length = StoreDocumentRules.overlongNote(note) {
      throw .usage(
        "invalid --note: \(length) characters, more than the \(StoreDocumentRules.noteCharacterLimit) bmi keeps"
      )
    }
    guard request.hasMeasure || request.note != nil else {
      throw .usage(
        "missing W (a weight), --waist WAIST, --height H, --head HEAD, --arm ARM or --note TEXT for 'bmi log'; see 'bmi log --help'"
      )
    }
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = WeightLogStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.logCommandReceived(request))
    if let failure = store.failure {
      if case .implausible(let problems) = failure {
        throw problems.commandLineErrorNamingTheirFlags
      }
      if case .entryNotFound(let profile, let date) = failure {
        throw .usage(
          "\(profile) has no entry on \(date) to put the note on; log a weight, --waist, --height, --head or --arm with it"
        )
      }
      throw failure.commandLineError(command: Self.spec.name, arguments: ["weight"])
    }
    context.inform(store.migration)
    guard let profile = store.profile, let change = store.logged else { return }
    context.saved.record(
      request.weight != nil
        ? "the weigh-in" : request.hasMeasure ? "the measurement" : "the note")
    let renderer = EntryRenderer(profile: profile)
    context.inform(renderer.message(change))
    let today = context.dependencies.date.today()
    for line in AcceptedChecks.lines(
      change, in: profile, accepting: request.accepting, typed: request.weight, today: today)
    {
      context.inform(line + "\n")
    }
    // A child's measures the WHO or the CDC flag as implausible are kept (a real child can
    // be that far out) and said, as calc says them, with how to take them back.
    let assessment = Assessor().assess(
      entry: change.entry, of: profile, heights: DatedHeights(profile.entries), today: today)
    var flags =
      (assessment?.who.map { WHOChildRenderer.flagLines($0.scores) } ?? [])
      + (assessment?.child.map { ChildRenderer.flagLines($0.scores) } ?? [])
    // A height far from the ones logged around it is likely a slip (57 for 75 cm): said,
    // not refused, as a real child can be measured that far apart.
    if let height = change.entry.heightCentimetres, request.height != nil,
      let surprise = HeightChange.surprise(on: change.entry.date, in: profile)
    {
      flags.append(
        surprise.message(
          height: height, on: change.entry.date,
          isChild: Assessor().takesHeightNear(profile, on: change.entry.date),
          units: MeasureFormatter(system: profile.units ?? .metric)))
    }
    if !flags.isEmpty {
      // Undo is offered only for a change: an entry already there was not this command's.
      let undo = change == .unchanged(change.entry) ? "" : "(bmi undo takes the entry back.)\n"
      context.inform(flags.joined(separator: "\n") + "\n" + undo)
    }
    // A head or arm given now and kept where no reference scores it says so, as calc's
    // "Not scored" does (one logged before on the same day is not said again).
    let scores = assessment?.who?.scores
    var unscored: [String] = []
    if request.head != nil, scores?.headCircumferenceForAge.isGiven != true {
      unscored.append("head")
    }
    if request.arm != nil, scores?.armCircumferenceForAge.isGiven != true {
      unscored.append("arm")
    }
    if !unscored.isEmpty {
      // The reason that applies: what the profile lacks first, then the WHO's ages.
      let name = StoreError.shellWord(profile.name)
      let missing = [
        profile.sex == nil ? ("sex", "--sex female|male") : nil,
        profile.born == nil ? ("birth date", "--born DATE") : nil,
      ].compactMap { $0 }
      let why =
        missing.isEmpty
        ? ", which only the WHO standards score (head under 5 years, arm from 3 months to 5; bmi help growth)"
        : ": no \(missing.map(\.0).joined(separator: " or ")) is recorded for \(profile.name) (bmi profile save \(name) \(missing.map(\.1).joined(separator: " ")))"
      context.inform(
        "Kept, not scored: the \(unscored.joined(separator: " and ")) circumference\(why)\n")
    }
    context.emit(
      records: RecordOutput.single(renderer.record(change), format: format), format: format)
  }
}
