import DataSource
import Model

/// `bmi profile save NAME`: creates a profile or changes the details given.
struct ProfileSaveCommand: Command {
  static let bornOption = OptionSpec.value(
    "born", "DATE", kind: .date, help: "Date of birth, YYYY-MM-DD (or none).")
  static let goalOption = OptionSpec.value(
    "goal", "W", kind: .weight, help: "Goal weight, for 'bmi trend' (or none).")
  static let heightOption = OptionSpec.value(
    "height", "H", kind: .length,
    help: "Height: 175, 175cm, 1.75m, 69in or 5ft9in. Accepted: 30–300 cm.")
  static let populationOption = OptionSpec.value(
    "population", "GROUP", kind: .choice(Population.allCases.map(\.rawValue)),
    help: "Adult BMI cut points for this person: default (WHO) or asian (overweight from 23, "
      + "obesity from 27.5; see 'bmi help calc'). Used by calc, history, trend and chart "
      + "unless calc is given --population.")
  static let referenceOption = OptionSpec.value(
    "reference", "REF", kind: .choice(ReferenceChoice.allCases.map(\.rawValue)),
    help: "Growth references for this person as a child: cdc (the default: WHO standards under "
      + "24 months, CDC charts to 20 years) or who (WHO standards to 5 years, WHO Reference "
      + "2007 to 19). Used by calc, history, trend and chart unless calc is given --reference.")
  static let sexOption = OptionSpec.value(
    "sex", "SEX", kind: .spelling(Sex.spellingWords),
    help:
      "Sex, for the calculations that depend on it: \(AssessmentOptions.sexSpellings) (any case).")
  static let weightOption = OptionSpec.value(
    "weight", "W", kind: .weight,
    help:
      "Today's weight, logged: 70, 70kg, 154lb or 11st2lb. Accepted: \(Measure.rangeText(StoreDocumentRules.kilograms, "kg"))."
  )

  static let dateOption = OptionSpec.value(
    "date", "DATE", kind: .date,
    help:
      "The day --weight and a child's --height were measured (a past visit): YYYY-MM-DD, today, yesterday or -N. Default: today."
  )

  static let spec = CommandSpec(
    path: ["profile", "save"],
    summary: "Create a profile, or update the details given.",
    discussion:
      "Creating a profile needs --height; an update changes only the details given. --weight logs a weigh-in for today, or for --date. A child's --height is a measurement of that day too, logged with its entry: give --date for a past visit's, so that creating a child's profile from old records invents no measurement of today. Bare numbers follow --units, else the profile's units; a new profile takes the units its numbers are written in (metric if bare). 'none' clears --sex, --born or --goal. A --date, or a --born, that would put an entry before the birth date is refused (status 65) unless --force. The first profile becomes the default one, and so does one saved while there is no default (after the default was removed); bmi says so.",
    arguments: [ArgumentSpec("NAME", kind: .profile, help: "The profile's name.")],
    options: [
      heightOption,
      weightOption,
      sexOption,
      bornOption,
      goalOption,
      dateOption,
      .value(
        "units", "SYSTEM", kind: .choice(UnitSystem.allCases.map(\.rawValue)),
        help: "The profile's units: what its bare numbers mean and how its weights are shown."),
      populationOption,
      referenceOption,
      PlausibilityOptions.force,
    ] + OutputFormat.options(OutputFormat.rows),
    examples: [
      "bmi profile save ann --height 165 --weight 61.2 --goal 58",
      "bmi profile save bob --height 5ft11in --weight 180lb --sex male --born 1985-06-30",
      "bmi profile save ann --goal none",
      "bmi profile save mei --height 158 --population asian",
      "bmi profile save kim --height 74 --sex female --born 2026-01-02 --reference who",
    ]
  )

  let draft: ProfileDraft
  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    format = OutputFormat(arguments)
    var draft = ProfileDraft(
      name: arguments.positionals[0], height: arguments.value(Self.heightOption),
      weight: arguments.value(Self.weightOption), units: TrackingOptions.units(arguments),
      population: arguments.value(Self.populationOption).flatMap(Population.init(rawValue:)),
      reference: arguments.value(Self.referenceOption).flatMap(ReferenceChoice.init(rawValue:)),
      force: arguments.has(PlausibilityOptions.force))
    draft.measuredOn = try TrackingOptions.date(arguments, Self.dateOption, context: context)
    switch arguments.value(Self.sexOption) {
    case nil: draft.sex = .keep
    case let word?:
      // `none` (in any case) clears the sex; every other word must be a spelling of one.
      draft.sex = try AssessmentOptions.sex(word).map { .set($0) } ?? .clear
    }
    switch arguments.value(Self.bornOption) {
    case nil: draft.born = .keep
    case "none": draft.born = .clear
    default:
      draft.born =
        try TrackingOptions.date(arguments, Self.bornOption, context: context).map { .set($0) }
        ?? .keep
    }
    switch arguments.value(Self.goalOption) {
    case nil: draft.goal = .keep
    case "none": draft.goal = .clear
    case let text?: draft.goal = .set(text)
    }
    self.draft = draft
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = ProfilesStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.profileSaveCommandReceived(draft))
    if let failure = store.failure {
      throw failure.commandLineError(command: Self.spec.name)
    }
    context.inform(store.migration)
    if let change = store.change, let summary = store.summaries.first {
      context.saved.record("the profile")
      context.inform(ProfileRenderer.saveMessage(change, profile: summary.profile))
      // A child's height logged far from the ones around it is said, as `log --height` says it.
      let entries = summary.profile.entries
      if case .saved(_, _, _, _, let day?) = change,
        case (let index, let found) = WeightLog.search(day, in: entries), found,
        let height = entries[index].heightCentimetres,
        let surprise = HeightChange.surprise(on: day, in: summary.profile)
      {
        let units = MeasureFormatter(system: summary.profile.units ?? .metric)
        let isChild = Assessor().isChild(summary.profile, on: day)
        context.inform(
          surprise.message(height: height, on: day, isChild: isChild, units: units)
            + "\n(bmi undo takes the change back.)\n")
      }
      context.emit(
        records: RecordOutput.single(ProfileRenderer.record(summary), format: format),
        format: format)
    }
  }
}
