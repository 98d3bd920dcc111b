import DataSource
import Model

/// `bmi import FILE`: merges weigh-ins by date from an export or another tracker's file.
struct ImportCommand: Command {
  static let dateColumnOption = OptionSpec.value(
    "date-column", "NAME", kind: .text,
    help: "The column holding the date (default: one named like date, day, time, Datum).")
  static let dateFormatOption = OptionSpec.value(
    "date-format", "FORMAT", kind: .text,
    help: "How dates are written: DD/MM/YYYY, MM/DD/YY, %d.%m.%Y, epoch or epoch-ms.")
  static let dryRunOption = OptionSpec.flag(
    "dry-run", short: "n", help: "Show what would change, and write nothing.")
  static let encodingOption = OptionSpec.value(
    "encoding", "NAME", kind: .spelling(ImportEncoding.names.map(\.name)),
    help:
      "The code page of a file that is not UTF-8 (a UTF-8 file, or UTF-16 with its byte order mark, is read as such whatever this says), as Excel and other Windows programs save a CSV: windows-1252 in Western Europe and the Americas (also cp1252, latin1, iso-8859-1), windows-1250 in Central Europe (cp1250), windows-1251 for Cyrillic (cp1251); macintosh (mac-roman) for Excel for Mac's Macintosh CSV; utf-8 reads no code page, not even for Hacker's Diet Online's exports (Windows-1252, recognised by default)."
  )
  static let fromOption = OptionSpec.value(
    "from", "NAME", kind: .choice(ImportSource.allCases.map(\.rawValue)),
    help: "The kind of file, instead of recognising it from the content.")
  static let perDayOption = OptionSpec.value(
    "per-day", "RULE", kind: .choice(PerDayRule.allCases.map(\.rawValue)),
    help: "Which reading a day with several keeps: last (default), first, min, max or mean.")
  static let personOption = OptionSpec.value(
    "person", "NAME", kind: .text,
    help:
      "In a file of several people (a Family Members, Member, Person, User, Name, Profile or Login e-mail column), whose readings to take."
  )
  static let personColumnOption = OptionSpec.value(
    "person-column", "NAME", kind: .text,
    help:
      "The column that says whose reading a row is (default: one named like a person, above), or none when it names no people (a Notion page title, a workout's name)."
  )
  static let timeZoneOption = OptionSpec.value(
    "tz", "ZONE", kind: .text,
    help:
      "The time zone whose local date a reading's moment goes to (Asia/Tokyo, +09:00): UTC times and epoch seconds always (default: the machine's zone), times written with their own offset only when --tz is given (else their written date)."
  )
  static let skipInvalidOption = OptionSpec.flag(
    "skip-invalid",
    help:
      "Skip rows of the wrong shape or with an unreadable value, count them and import the rest (CSV and NDJSON rows, bmi's own export's too, an NDJSON line that is no JSON object after the first, and Fitbit's; a store document, an Apple Health or a FHIR file is taken whole or refused)."
  )
  static let noteColumnOption = OptionSpec.value(
    "note-column", "NAME", kind: .text,
    help: "The column holding notes (default: one named like note, comment, Notiz, Poznámka).")
  static let waistColumnOption = OptionSpec.value(
    "waist-column", "NAME", kind: .text,
    help: "The column holding the waist (default: one named like waist).")
  static let weightColumnOption = OptionSpec.value(
    "weight-column", "NAME", kind: .text,
    help: "The column holding the weight (default: one named like weight, Weight (kg)).")

  static let spec = CommandSpec(
    path: ["import"],
    summary: "Merge weigh-ins from a bmi export or another tracker's file.",
    discussion:
      "Reads 'bmi export' JSON, CSV or NDJSON (creating profiles the store lacks), an Apple Health export.zip or export.xml (streamed), Fitbit (weight JSON, website CSV), Google Fit, Withings, Garmin Connect, Renpho, Libra, Hacker's Diet, Samsung Health, openScale, Mi Fit, Mi Fitness, MyFitnessPal, EufyLife (--person) or Cronometer (biometrics) files, a FHIR R4 Bundle or Observations (body weight, height, waist, head circumference), or any CSV or TSV with a date column and a weight column, such as 'Date,Weight (kg)' or 'Datum;Gewicht (kg)'; the kind is recognised from the content (--from forces it), and a tracker's weigh-ins go into --profile or the default profile. The unit comes from the header or cell (kg, lb, st), --units, the BMIs beside bare weights (Fitbit), or the profile's units. Several readings on one day keep one (--per-day, default last). Weigh-ins merge by date: a new date is added, a date already logged takes the file's weight. UTC times and epoch seconds go to the local date of --tz (default: the machine's zone); a time with its own offset keeps its written date unless --tz is given. Several files, or a directory, go in as one change. An adult's height in the file is offered, never applied; a child's heights (and heads and arms) are logged with their days, the newest becoming the profile's (bmi help topic import). Every row is taken or counted with why it was not (a row without a weight); a row of the wrong shape or with a bad value refuses the whole file, and nothing is written, unless --skip-invalid skips it. A file that yields no weigh-in exits 65; of several files, one without a weigh-in is counted and named, and only an import with none at all exits 65. See 'bmi help topic import'.",
    arguments: [
      ArgumentSpec(
        "FILE", kind: .file,
        help:
          "The file to read, or - for standard input; several files, or a directory of them, go in as one change.",
        repeatable: true)
    ],
    options: [
      dryRunOption,
      PlausibilityOptions.force,
      TrackingOptions.profile,
      .value(
        "units", "SYSTEM", kind: .choice(UnitSystem.allCases.map(\.rawValue)),
        help: "What bare weights mean when the file's header names no unit."),
      fromOption,
      encodingOption,
      dateColumnOption,
      weightColumnOption,
      waistColumnOption,
      noteColumnOption,
      dateFormatOption,
      perDayOption,
      skipInvalidOption,
      personOption,
      personColumnOption,
      timeZoneOption,
    ] + PlausibilityOptions.accepts + OutputFormat.options(OutputFormat.rows),
    examples: [
      "bmi import backup.json",
      "bmi import withings.csv --profile ann --dry-run",
      "bmi import export.xml --per-day min",
      "bmi import weights.csv --date-column Day --weight-column Kilos --date-format DD/MM/YYYY",
      "bmi import - --units imperial < weights.csv",
      "bmi import gewicht.csv --encoding windows-1252",
    ]
  )

  private(set) var request: ImportRequest
  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    let file = arguments.positionals[0]
    // Standard input is read once: a second `-` would find it empty.
    guard arguments.positionals.count(where: { $0 == "-" }) <= 1 else {
      throw .usage("'-' (standard input) given more than once; standard input is read once")
    }
    // One person's readings from a file said to name no people: the two cannot both hold.
    if arguments.value(Self.personOption) != nil,
      arguments.value(Self.personColumnOption)?.lowercased() == "none"
    {
      throw .usage(
        "--person picks one person of a column of people, and --person-column none says there is none; give one of them"
      )
    }
    let encoding = try arguments.value(Self.encodingOption).map {
      (name: String) throws(CommandLineError) -> ImportEncoding in
      guard let encoding = ImportEncoding(name: name) else {
        let names = ImportEncoding.names.map { "'\($0.name)'" }.joined(separator: ", ")
        throw .usage("invalid value '\(name)' for '--encoding'; expected one of \(names)")
      }
      return encoding
    }
    request = ImportRequest(
      source: file == "-" ? .standardInput : .file(file),
      profile: arguments.value(TrackingOptions.profile),
      units: TrackingOptions.units(arguments), dryRun: arguments.has(Self.dryRunOption),
      force: arguments.has(PlausibilityOptions.force),
      reading: ImportOptions(
        source: arguments.value(Self.fromOption).flatMap(ImportSource.init(rawValue:)),
        dateColumn: arguments.value(Self.dateColumnOption),
        weightColumn: arguments.value(Self.weightColumnOption),
        waistColumn: arguments.value(Self.waistColumnOption),
        dateFormat: arguments.value(Self.dateFormatOption),
        perDay: arguments.value(Self.perDayOption).flatMap(PerDayRule.init(rawValue:)) ?? .last,
        skipInvalid: arguments.has(Self.skipInvalidOption),
        person: arguments.value(Self.personOption),
        personColumn: arguments.value(Self.personColumnOption), encoding: encoding),
      accepting: PlausibilityOptions.accepted(arguments),
      timeZone: arguments.value(Self.timeZoneOption))
    request.reading.noteColumn = arguments.value(Self.noteColumnOption)
    request.moreSources = arguments.positionals.dropFirst().map {
      $0 == "-" ? .standardInput : .file($0)
    }
    format = OutputFormat(arguments)
    // Only a plan or records list every change; the counts need none kept.
    request.listsChanges = request.dryRun || format != .text
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let progress = ProgressLine(context)
    let store = TransferStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation()
    ) { action in
      if case .importRowsRead(let count, let total) = action {
        progress.update(rows: count, of: total)
      }
    }
    await store.send(.importCommandReceived(request))
    context.dependencies.console.write(.error, progress.clearing)
    let source: String
    switch request.source {
    case .file(let path) where request.moreSources.isEmpty: source = path
    case .file: source = "\(request.moreSources.count + 1) files"
    case .standardInput: source = "standard input"
    }
    if let failure = store.failure {
      if case .importFailed(let problem) = failure {
        throw problem.commandLineError(source: source)
      }
      if case .implausibleRows(let rows) = failure {
        // The offending rows, one per line, then the one error line; a dry run shows its
        // plan first, as the import would have gone.
        if request.dryRun, format == .text, let summary = store.summary {
          context.emit(TransferRenderer.importPlan(summary, units: store.unitsByProfile))
        }
        let console = context.dependencies.console
        for line in rows.lines {
          console.write(
            .error,
            "bmi: " + CommandLineError(.dataError, line).printableMessage + "\n")
        }
        // Bare weights read in the profile's units may be the other units', not slips.
        if let units = store.weightsInProfileUnits {
          console.write(.error, TransferRenderer.unitsNote(units, dryRun: true))
          // First when a weight is refused: other units cannot mend a date.
          if rows.contains(where: { $0.problem.kind != .date }) {
            throw rows.commandLineError(weightsReadIn: units)
          }
        }
      }
      throw failure.commandLineError(command: Self.spec.name)
    }
    context.inform(store.migration)
    guard let summary = store.summary else { return }
    if !request.dryRun { context.saved.record("the import") }
    context.inform(TransferRenderer.importMessage(summary, source: source, dryRun: request.dryRun))
    for line in AcceptedChecks.importLines(summary.accepted, force: request.force) {
      context.inform(line + "\n")
    }
    if let height = store.suggestedHeight {
      context.inform(
        TransferRenderer.heightOffer(
          height.centimetres, date: height.date,
          profile: request.profile ?? summary.firstProfile))
    }
    if format == .text {
      if request.dryRun {
        context.emit(TransferRenderer.importPlan(summary, units: store.unitsByProfile))
      }
    } else {
      let records = TransferRenderer.importRecords(summary)
      context.emit(records: RecordOutput.list(records, of: .entry, format: format), format: format)
    }
  }
}
