import DataSource
import Model

/// `bmi report`: one self-contained HTML page about a profile, to read on a phone, print, or
/// take to a doctor.
struct ReportCommand: Command {
  static let fromOption = OptionSpec.value(
    "from", "DATE", kind: .date, help: "Report entries on or after this date.")
  static let toOption = OptionSpec.value(
    "to", "DATE", kind: .date, help: "Report entries on or before this date.")
  static let outputOption = OptionSpec.value(
    "output", "FILE", kind: .file, short: "o",
    help: "Write the page to FILE (.html or .htm) instead of standard output ('-').")

  static let spec = CommandSpec(
    path: ["report"],
    summary: "Write a profile's HTML report to read, print or show a doctor.",
    discussion:
      "One self-contained HTML page (inline CSS and SVG; no script, no network, no external font): who (name, sex, age, height), the latest BMI with its class and, for a child, percentile, z and the reference that decided it (a latest weigh-in with no height measured near it has no BMI: the reference of the weigh-ins before it is named); the trend, weekly rate and goal; the weight chart and, for a child, its growth charts (under 5 years or with --reference who the WHO's BMI-for-age and, to 10 years, weight-for-age, else the CDC's BMI-for-age) of the range's weigh-ins, the points 'bmi chart' draws, whatever the latest weigh-in is, naming any weigh-in a chart cannot place; every entry of the range in a table (date, weight, height, BMI, class, percentile and z, and waist, head and arm circumference each when the range has one, in the profile's units; note); the method, the works cited and the day it was made. It reads on a phone and a desk screen and prints on A4 or Letter. Stored text (names, notes) is escaped. --from and --to limit the entries (both inclusive); the trend is computed over the whole log before them, as in 'bmi history'. A range without entries has nothing to show (exit 1).",
    options: [TrackingOptions.profile, fromOption, toOption, outputOption],
    examples: [
      "bmi report --output report.html",
      "bmi report --profile kim --from 2026-01-01 -o kim.html",
      "bmi report --from -90 > last-90-days.html",
    ]
  )

  let query: ReportQuery
  /// `nil` or `-`: standard output.
  let outputPath: String?

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    query = ReportQuery(
      profile: arguments.value(TrackingOptions.profile),
      from: try TrackingOptions.date(arguments, Self.fromOption, context: context),
      to: try TrackingOptions.date(arguments, Self.toOption, context: context))
    if let from = query.from, let to = query.to, from > to {
      throw .usage("--from \(from) is after --to \(to): give the earlier date to --from")
    }
    outputPath = arguments.value(Self.outputOption)
    if let outputPath, let suffix = ChartFormat.pathExtension(outputPath),
      !["html", "htm"].contains(suffix)
    {
      throw .usage(
        "--output '\(outputPath)': bmi report writes HTML, not .\(suffix); name the file .html")
    }
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = ReportStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.reportCommandReceived(query))
    if let failure = store.failure { throw failure.commandLineError(command: Self.spec.name) }
    guard let report = store.report else { return }
    if report.rows.isEmpty {
      let range = query.from == nil && query.to == nil ? "" : " in this range"
      throw CommandLineError(
        .nothingToShow, "no weigh-ins or waists for \(report.profile.name)\(range) to report")
    }
    let html = ReportHTMLRenderer(report: report).html
    guard let outputPath, outputPath != "-" else {
      // On a terminal a note's control and format characters are shown, not obeyed (a CR,
      // a right-to-left override); a file or a pipe gets the page exactly.
      let terminal = context.dependencies.console.isatty(.output)
      return context.emit(terminal ? TerminalText.escapedLines(html) : html)
    }
    try ReportFile.write(html, to: outputPath, files: context.dependencies.byteStream)
    context.inform("Wrote the report of \(report.profile.name) to \(outputPath).\n")
  }
}
