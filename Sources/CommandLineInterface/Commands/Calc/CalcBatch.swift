import DataSource
import Model

/// The batch mode of `bmi calc`: rows in from a file or a pipe, each row out with its BMI and
/// class. `CalcCommand` hands over to it only when there is `--input FILE` or `--input -`:
/// what standard input happens to be (a pipe in a `while read` loop, a file under cron)
/// never changes what `bmi calc` means.
struct CalcBatch {
  static let input = OptionSpec.value(
    "input", "FILE", kind: .file,
    help:
      "Read rows from a CSV or NDJSON file ('-' for standard input) and print each with its bmi and category, in the input's format unless --format says otherwise. Standard input is read only with --input -."
  )
  static let inputFormat = OptionSpec.value(
    "input-format", "FORMAT", kind: .choice(BatchFormat.allCases.map(\.rawValue)),
    help:
      "How the input is written; without it, a file named *.ndjson or *.jsonl, or input whose first line starts with {, is NDJSON.",
    default: BatchFormat.csv.rawValue)

  /// The input's format by its name when `--input-format` is not given: NDJSON for the
  /// names NDJSON files go by, CSV otherwise (and for standard input).
  static func format(ofName path: String?) -> BatchFormat {
    let name = path?.lowercased() ?? ""
    return name.hasSuffix(".ndjson") || name.hasSuffix(".jsonl") ? .ndjson : .csv
  }
  static let weightColumn = OptionSpec.value("weight-column", "NAME", help: columnHelp(.weight))
  static let heightColumn = OptionSpec.value("height-column", "NAME", help: columnHelp(.height))
  static let personColumns = PersonColumnRole.allCases.map { role in
    OptionSpec.value(
      role.option, "NAME",
      help: "The \(role.label) column, when not \(OptionParser.list(role.names)).")
  }
  static let columns = OptionSpec.value(
    "columns", "NAMES",
    help:
      "The input has no header line; these are its columns, comma-separated (e.g. weight_kg,height_cm), so that any slice of it can be run alone (Spark RDD.pipe, Hadoop Streaming; see bmi help batch)."
  )
  static let noHeader = OptionSpec.flag(
    "no-header", help: "Write no header line (CSV output), for slices joined later.")
  static let skipInvalid = OptionSpec.flag(
    "skip-invalid",
    help: "Leave out bad rows (each reported on stderr) instead of stopping at the first.")

  /// calc's options that only batch mode reads (part of `CalcCommand.spec`).
  static let options: [OptionSpec] =
    [input, inputFormat, weightColumn, heightColumn] + personColumns
    + [columns, noHeader, skipInvalid]

  /// Options that mean nothing outside batch mode.
  static let batchOnly = options.filter { $0 != input }

  let request: BatchRequest

  /// `nil` when the command line asks for a single calculation.
  init?(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    let hasMeasures = arguments.gives(CalcOptions.weight) || arguments.gives(CalcOptions.height)
    guard let inputPath = arguments.value(Self.input) else {
      if let option = Self.batchOnly.first(where: arguments.gives) {
        throw .usage(
          "--\(option.name) needs batch mode: add --input FILE, or --input - for standard input")
      }
      return nil
    }
    if hasMeasures {
      throw .usage(
        "--input reads weights and heights from its rows; leave out --weight and --height")
    }
    let input = inputPath == "-" ? nil : inputPath
    let givenFormat = arguments.value(Self.inputFormat).flatMap(BatchFormat.init(rawValue:))
    let inputFormat = givenFormat ?? Self.format(ofName: input)
    let outputFormat: BatchFormat
    switch arguments.value(OutputFormat.key) {
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
      weightColumn: arguments.value(Self.weightColumn),
      heightColumn: arguments.value(Self.heightColumn),
      units: arguments.value(CalcOptions.units).flatMap(UnitSystem.init(rawValue:)),
      skipsInvalidRows: arguments.has(Self.skipInvalid),
      personColumns: Dictionary(
        uniqueKeysWithValues: zip(PersonColumnRole.allCases, Self.personColumns).compactMap {
          role, option in arguments.value(option).map { (role, $0) }
        }),
      columnNames: try Self.columnNames(arguments.value(Self.columns)),
      writesHeader: !arguments.has(Self.noHeader), today: context.dependencies.date.today(),
      classes: arguments.value(AssessmentOptions.classes).flatMap(ClassSystem.init(rawValue:))
        .map { [$0] } ?? [],
      reference: arguments.value(AssessmentOptions.reference).flatMap(
        ReferenceChoice.init(rawValue:)) ?? .cdc,
      detectsFormat: givenFormat == nil && inputFormat == .csv,
      outputFollowsInput: arguments.value(OutputFormat.key) == nil)
  }

  /// `--columns a,b,c`: the names, as a CSV header line would give them.
  static func columnNames(_ text: String?) throws(CommandLineError) -> [String]? {
    guard let text else { return nil }
    let names = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
    guard !names.contains(where: \.isEmpty) else {
      throw .usage(
        "invalid --columns '\(text)': expected column names separated by commas, "
          + "e.g. weight_kg,height_cm,sex,age_months")
    }
    return names
  }

  @MainActor
  func run(_ context: CommandContext) async throws(CommandLineError) {
    let console = context.dependencies.console
    let progress = ProgressLine(context)
    let request = request
    // On a terminal the rows are escaped as every other command's output is; a file or a
    // pipe gets the bytes as they are, at full speed.
    var dependencies = context.dependencies
    let escaper = console.isatty(.output) ? TerminalLineEscaper() : nil
    if let escaper { dependencies.byteStream = escaper.escaping(dependencies.byteStream) }
    let store = BatchStore(dependencies: dependencies) { action in
      switch action {
      case .engineReported(.rowRejected(let error)):
        // Printable like any other error: the message quotes the cell, whose newline or
        // escape sequence would otherwise split the line or reach the terminal.
        let line = CommandLineError(.dataError, error.message(for: request)).printableMessage
        console.write(.error, progress.clearing + "bmi: \(line)\n")
      case .engineReported(.rowsProcessed(let read, _)):
        progress.update(rows: read)
      case .engineReported(.whoColumnsWithoutAge(let names)):
        console.write(.error, progress.clearing + "bmi: note: \(Self.agelessNote(names))\n")
      default:
        break
      }
    }
    await store.send(.batchCommandReceived(request))
    if let rest = escaper?.finish() {
      try? TerminalLineEscaper.write(rest, through: context.dependencies.byteStream)
    }
    console.write(.error, progress.clearing)
    if store.outputClosed { return }
    if let failure = store.failure {
      throw CommandLineError(failure.status, failure.message(for: request))
    }
    if store.rowsSkipped > 0 {
      console.write(.error, "bmi: skipped \(store.rowsSkipped) of \(store.rowsRead) rows\n")
    }
  }

  /// Why no row of a file with the WHO's columns is scored by age, and what to do.
  static func agelessNote(_ names: [String]) -> String {
    let listed = names.map { QuotedValue.quoted($0) }.joined(separator: ", ")
    return "the columns \(listed) are read for children the WHO scores, but no column gives "
      + "an age, so no row is scored by age; name it with --age-months-column, "
      + "--age-years-column, --age-days-column or --born-column (bmi help batch)"
  }

  /// The help of `--weight-column` and `--height-column`, from the vocabulary that finds
  /// those columns (the same one import uses), so the help cannot fall behind it.
  private static func columnHelp(_ role: ColumnVocabulary.Role) -> String {
    let names = role == .weight ? BatchColumns.weightNames : BatchColumns.heightNames
    return "The \(role) column, when none is named "
      + OptionParser.list(names)
      + " and no column's name has a word like "
      + OptionParser.list(ColumnVocabulary.knownWords(for: role)) + " (any case)."
  }
}
