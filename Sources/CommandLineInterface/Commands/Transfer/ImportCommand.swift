import DataSource
import Model

/// `bmi import FILE`: merges weigh-ins by date from an export or another tracker's CSV.
struct ImportCommand: Command {
  static let spec = CommandSpec(
    path: ["import"],
    summary: "Merge weigh-ins from a bmi export or another tracker's CSV.",
    discussion:
      "Reads 'bmi export' JSON or CSV (creating profiles the store lacks), or a CSV with a date column and a weight column, such as 'Date,Weight (kg)', which goes into --profile or the default profile. The unit comes from the weight column's header (kg, lb) or --units. Weigh-ins merge by date: a new date is added, a date already logged takes the file's weight. If any row is bad, nothing is written. On a terminal, a long file shows how many rows are read on stderr.",
    arguments: [
      ArgumentSpec("FILE", kind: .file, help: "The file to read, or - for standard input.")
    ],
    options: [
      .flag("dry-run", short: "n", help: "Show what would change, and write nothing."),
      PlausibilityOptions.force,
      TrackingOptions.profile,
      .value(
        "units", "SYSTEM", kind: .choice(UnitSystem.allCases.map(\.rawValue)),
        help: "What bare weights mean when the file's header names no unit."),
    ] + OutputFormat.options(OutputFormat.rows),
    examples: [
      "bmi import backup.json",
      "bmi import withings.csv --profile ann --dry-run",
      "bmi import - --units imperial < weights.csv",
    ]
  )

  let request: ImportRequest
  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    let file = arguments.positionals[0]
    request = ImportRequest(
      source: file == "-" ? .standardInput : .file(file), profile: arguments.value("profile"),
      units: TrackingOptions.units(arguments), dryRun: arguments.has("dry-run"),
      force: arguments.has("force"))
    format = OutputFormat(arguments)
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
    case .file(let path): source = path
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
          context.emit(TransferRenderer.importPlan(summary))
        }
        let console = context.dependencies.console
        for line in rows.lines {
          console.write(
            .error,
            "bmi: " + CommandLineError(.dataError, line).printableMessage + "\n")
        }
      }
      throw failure.commandLineError(command: Self.spec.name)
    }
    context.inform(store.migration)
    guard let summary = store.summary else { return }
    if !request.dryRun { context.saved.record("the import") }
    context.inform(TransferRenderer.importMessage(summary, source: source, dryRun: request.dryRun))
    if format == .text {
      if request.dryRun { context.emit(TransferRenderer.importPlan(summary)) }
    } else {
      let records = TransferRenderer.importRecords(summary)
      context.emit(
        RecordOutput.list(records, of: .entry, format: format))
    }
  }
}
