import DataSource
import Model

/// The batch mode of `bmi calc`: rows in from a file or a pipe, each row out with its BMI and
/// class. `CalcCommand` hands over to it only when there is `--input FILE` or `--input -`:
/// what standard input happens to be (a pipe in a `while read` loop, a file under cron)
/// never changes what `bmi calc` means.
struct CalcBatch {
  /// calc's options that only batch mode reads (part of `CalcCommand.spec`).
  static let options: [OptionSpec] = [
    .value(
      "input", "FILE", kind: .file,
      help:
        "Read rows from a CSV or NDJSON file ('-' for standard input) and print each with its bmi and category, in the input's format unless --format says otherwise. Standard input is read only with --input -."
    ),
    .value(
      "input-format", "FORMAT", kind: .choice(BatchFormat.allCases.map(\.rawValue)),
      help: "How the input is written.", default: BatchFormat.csv.rawValue),
    .value(
      "weight-column", "NAME", help: "The weight column, when not weight_kg, weight or weight_lb."),
    .value(
      "height-column", "NAME",
      help: "The height column, when not height_cm, height, height_m or height_in."),
    .flag(
      "skip-invalid",
      help: "Leave out bad rows (each reported on stderr) instead of stopping at the first."),
  ]

  /// Options that mean nothing outside batch mode.
  static let batchOnly = ["input-format", "weight-column", "height-column", "skip-invalid"]

  let request: BatchRequest

  /// `nil` when the command line asks for a single calculation.
  init?(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    let hasMeasures = arguments.value("weight") != nil || arguments.value("height") != nil
    guard arguments.value("input") != nil else {
      if let option = Self.batchOnly.first(where: {
        arguments.value($0) != nil || arguments.has($0)
      }) {
        throw .usage(
          "--\(option) needs batch mode: add --input FILE, or --input - for standard input")
      }
      return nil
    }
    if hasMeasures {
      throw .usage(
        "--input reads weights and heights from its rows; leave out --weight and --height")
    }
    let input = arguments.value("input").flatMap { $0 == "-" ? nil : $0 }
    let inputFormat = arguments.value("input-format").flatMap(BatchFormat.init(rawValue:)) ?? .csv
    let outputFormat: BatchFormat
    switch arguments.value("format") {
    case nil: outputFormat = inputFormat
    case let format?:
      guard let batchFormat = BatchFormat(rawValue: format) else {
        throw .usage(
          "batch mode writes csv or ndjson, not \(format); use --format csv or --format ndjson")
      }
      outputFormat = batchFormat
    }
    request = BatchRequest(
      inputPath: input, inputFormat: inputFormat, outputFormat: outputFormat,
      weightColumn: arguments.value("weight-column"),
      heightColumn: arguments.value("height-column"),
      units: arguments.value("units").flatMap(UnitSystem.init(rawValue:)),
      skipsInvalidRows: arguments.has("skip-invalid"))
  }

  @MainActor
  func run(_ context: CommandContext) async throws(CommandLineError) {
    let console = context.dependencies.console
    let progress = ProgressLine(context)
    let request = request
    let store = BatchStore(dependencies: context.dependencies) { action in
      switch action {
      case .rowRejected(let error):
        // Printable like any other error: the message quotes the cell, whose newline or
        // escape sequence would otherwise split the line or reach the terminal.
        let line = CommandLineError(.dataError, error.message(for: request)).printableMessage
        console.write(.error, progress.clearing + "bmi: \(line)\n")
      case .rowsProcessed(let read, _):
        progress.update(rows: read)
      default:
        break
      }
    }
    await store.send(.batchCommandReceived(request))
    console.write(.error, progress.clearing)
    if store.outputClosed { return }
    if let failure = store.failure {
      throw CommandLineError(failure.status, failure.message(for: request))
    }
    if store.rowsSkipped > 0 {
      console.write(.error, "bmi: skipped \(store.rowsSkipped) of \(store.rowsRead) rows\n")
    }
  }
}
