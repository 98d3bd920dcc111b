import DataSource
import Model

/// `bmi chart`: a profile's weigh-ins and trend as a terminal chart or an SVG file.
struct ChartCommand: Command {
  static let asciiOption = OptionSpec.flag("ascii", help: "Draw with plain ASCII characters only.")
  static let formatOption = OptionSpec.value(
    "format", "FORMAT", kind: .choice(ChartFormat.allCases.map(\.rawValue)),
    help: "text (drawn with characters) or svg.", default: ChartFormat.text.rawValue)
  static let outputOption = OptionSpec.value(
    "output", "FILE", kind: .file, short: "o",
    help: "Write the chart to FILE ('-' for standard output) instead of the terminal.")
  static let sinceOption = OptionSpec.value(
    "since", "DATE", kind: .date, help: "Chart weigh-ins on or after this date.")
  static let svgOption = OptionSpec.value(
    "svg", "FILE", kind: .file, help: "Same as --format svg --output FILE.")
  static let widthOption = OptionSpec.value(
    "width", "N", kind: .number, help: "Width in columns. Default: the terminal's width.")
  static let heightOption = OptionSpec.value(
    "height", "N", kind: .number, help: "Height in lines, title and legend included.",
    default: String(TerminalChart.defaultHeight))
  static let untilOption = OptionSpec.value(
    "until", "DATE", kind: .date, help: "Chart weigh-ins on or before this date.")

  static let spec = CommandSpec(
    path: ["chart"],
    summary: "Draw the weight history: weigh-ins, trend, goal and healthy band.",
    discussion:
      "Draws in the terminal (Unicode on a UTF-8 terminal, else ASCII), or writes a self-contained SVG with --format svg (to standard output, or to --output FILE; a FILE ending in .svg implies --format svg). An --output name whose extension says another format (chart.png, chart.svg with --format text) is refused. The weight axis is in the profile's units. A weight chart needs at least two weigh-ins. A child gets a growth chart instead: under 5 years (to 19 with --reference who) the WHO curves (--indicator picks one), else the CDC's BMI-for-age, and from 2 years with --reference cdc given here the CDC's chart that classes the child (a child of 2 to 5 the CDC classes is told so); see 'bmi help charts'.",
    options: [
      TrackingOptions.profile,
      sinceOption,
      untilOption,
      widthOption,
      heightOption,
      indicatorOption,
      AssessmentOptions.reference,
      asciiOption,
      formatOption,
      outputOption,
      svgOption,
    ],
    examples: [
      "bmi chart",
      "bmi chart --since 2026-01-01 --width 100 --height 25",
      "bmi chart --profile alice --output weight.svg",
      "bmi chart --format svg --output - | gzip > weight.svgz",
      "bmi chart --profile kim --indicator weight-for-age",
    ]
  )

  let query: HistoryQuery
  let width: Int?
  let height: Int
  let isASCII: Bool
  /// `--indicator`: the WHO growth chart to draw.
  let indicator: WHOGrowthCurves.Indicator?
  /// `--indicator weight-for-length` (true) or `weight-for-height` (false) names the table:
  /// the chart under 2 years or from 2. `nil`: the latest weigh-in's age picks it.
  let lyingAsked: Bool?
  /// `--reference`: whose growth curves a child's chart draws (else the profile's).
  let reference: ReferenceChoice?
  let format: ChartFormat
  /// `nil` or `-`: standard output.
  let outputPath: String?

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    var query = HistoryQuery(
      profile: arguments.value(TrackingOptions.profile),
      since: try TrackingOptions.date(arguments, Self.sinceOption, context: context),
      until: try TrackingOptions.date(arguments, Self.untilOption, context: context))
    width = try Self.count(arguments, Self.widthOption)
    height = try Self.count(arguments, Self.heightOption) ?? TerminalChart.defaultHeight
    isASCII = arguments.has(Self.asciiOption)
    let indicatorName = arguments.value(Self.indicatorOption)
    indicator = indicatorName.flatMap(WHOGrowthCurves.Indicator.init(name:))
    lyingAsked =
      indicatorName == "weight-for-length"
      ? true : indicatorName == "weight-for-height" ? false : nil
    reference = arguments.value(AssessmentOptions.reference).flatMap(
      ReferenceChoice.init(rawValue:))
    query.reference = reference
    self.query = query
    (format, outputPath) = try ChartFormat.resolve(
      format: arguments.value(Self.formatOption), output: arguments.value(Self.outputOption),
      svg: arguments.value(Self.svgOption))
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = WeightLogStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.chartCommandReceived(query))
    if let failure = store.failure { throw failure.commandLineError(command: Self.spec.name) }
    guard let profile = store.profile else { return }
    // A child under 5 (or any child with --indicator) gets the WHO curves of one indicator.
    if let data = try whoChartData(
      profile, store.history, today: context.dependencies.date.today())
    {
      // With nothing placed, the weigh-ins not drawn are the reason.
      let why = data.notDrawn.isEmpty ? nil : Self.notDrawnNote(data)
      try draw(profile, context, why: why) { () throws(ChartError) in
        try format == .text
          ? GrowthTerminalChart(chart: terminalChart(context)).render(data)
          : GrowthSVGChart().render(data)
      }
      if let why { context.inform(why) }
      // A child the CDC's charts class (2 to 5 years, the default reference) is drawn over
      // the WHO curves: say which chart classes it, and how to draw that one.
      let classed = store.history.last { $0.assessment?.child != nil }?.assessment?.child
      if reference == nil, data.indicator == .bmiForAge, classed != nil {
        context.inform(
          "\(profile.name) is classed by the CDC 2000 charts from 2 years (bmi help growth); bmi chart --reference cdc draws them\n"
        )
      }
      return
    }
    // A child at the latest weigh-in gets a growth chart: BMI-for-age over the CDC curves,
    // each weigh-in the CDC scored (one without a recent height has no BMI: counted).
    let lastAssessed = store.history.last { $0.assessment != nil }?.assessment
    if lastAssessed?.adult == nil,
      let data = GrowthChartData(title: profile.name, rows: store.history)
    {
      try draw(profile, context) { () throws(ChartError) in
        try format == .text
          ? GrowthTerminalChart(chart: terminalChart(context)).render(data)
          : GrowthSVGChart().render(data)
      }
      let unplaced = data.notDrawn.count
      if unplaced > 0 {
        context.inform(
          "\(profile.name): \(unplaced) weigh-in\(unplaced == 1 ? "" : "s") not drawn: no height measured within 3 months of \(unplaced == 1 ? "it" : "them") (bmi log W --height H)\n"
        )
      }
      if let young = data.underCurvesSummary {
        context.inform("\(profile.name): \(young) (bmi chart without --reference cdc draws them)\n")
      }
      return
    }
    // A child with no weigh-in yet: one is enough for a growth chart, not two.
    if !store.history.contains(where: { $0.entry.kilograms != nil }),
      Assessor().isChild(profile, on: context.dependencies.date.today())
    {
      if let range = rangeWords {
        throw CommandLineError(
          .nothingToShow,
          "nothing to chart \(range): none of \(profile.name)'s weigh-ins fall there; widen --since or --until"
        )
      }
      throw CommandLineError(
        .nothingToShow,
        "nothing to chart yet (no weigh-ins): log a weigh-in (bmi log W --height H); a child's growth chart draws from one"
      )
    }
    // A child whose weigh-ins have no recent height has no BMI to place on a growth chart:
    // the weight chart is drawn instead, and said why.
    let unplaced =
      lastAssessed?.reason == .heightTooOld
      ? "\(profile.name): no growth chart: no weigh-in has a height measured within 3 months of it (bmi log W --height H)\n"
      : nil
    let data = ChartData(
      title: profile.name,
      weighIns: store.history.compactMap { row in
        row.entry.kilograms.map { ChartPoint(date: row.entry.date, kilograms: $0) }
      },
      trend: store.dailyTrend.map { ChartPoint(date: $0.date, kilograms: $0.kilograms) },
      goalKilograms: profile.goalKilograms,
      // The adult healthy band only for an adult: a child the CDC charts cannot score (no
      // sex, under 2 years) has no healthy weight range for a height.
      healthyKilograms: lastAssessed.map { $0.adult == nil } == true
        ? nil
        : BMICalculator().healthyWeightRange(
          heightCentimetres: profile.heightCentimetres,
          cutPoints: .forPopulation(profile.population)),
      units: profile.units ?? .metric)
    try draw(profile, context, why: unplaced) { () throws(ChartError) in
      try format == .text ? terminalChart(context).render(data) : SVGChart().render(data)
    }
    if let unplaced { context.inform(unplaced) }
  }

  /// The range --since and --until ask for, as words (`from 2026-12-01 on`), if any.
  private var rangeWords: String? {
    switch (query.since, query.until) {
    case (let since?, let until?): "from \(since) to \(until)"
    case (let since?, nil): "from \(since) on"
    case (nil, let until?): "up to \(until)"
    case (nil, nil): nil
    }
  }

  /// Writes the chart `render` draws; `why`, when there is too little to draw, replaces the
  /// count of weigh-ins in the message (weigh-ins there are, but none could be placed).
  @MainActor
  private func draw(
    _ profile: Profile, _ context: CommandContext, why: String? = nil,
    _ render: () throws(ChartError) -> String
  ) throws(CommandLineError) {
    let output: String
    do throws(ChartError) {
      output = try render()
    } catch {
      switch error {
      case .tooSmall, .tooLarge: throw .usage(error.message)
      // Too little to draw: nothing to show, status 1 as in every command (see ExitStatus).
      case .notEnoughData(let count):
        if why == nil, let range = rangeWords {
          // The profile may have weigh-ins: only the range is short of them.
          let have = count == 0 ? "none" : count == 1 ? "only 1" : "\(count)"
          throw CommandLineError(
            .nothingToShow,
            "nothing to chart \(range): \(have) of \(profile.name)'s weigh-ins fall\(count == 1 ? "s" : "") there, and a chart needs two; widen --since or --until"
          )
        }
        guard let why else { throw CommandLineError(.nothingToShow, error.message) }
        let have = count == 1 ? " (only 1 weigh-in to draw)" : ""
        throw CommandLineError(.nothingToShow, "nothing to chart yet\(have): \(why.dropLast())")
      }
    }
    guard let outputPath, outputPath != "-" else { return context.emit(output) }
    try write(output, to: outputPath, context)
    context.inform("Wrote the chart of \(profile.name) to \(outputPath).\n")
  }

  /// `kid: 1 weigh-in not drawn on weight-for-length: 2025-06-02 (length 44.0 cm, …)`, at
  /// most three named.
  static func notDrawnNote(_ data: WHOGrowthChartData) -> String {
    "\(data.title): \(data.notDrawnSummary ?? "every weigh-in drawn")\n"
  }

  private func terminalChart(_ context: CommandContext) -> TerminalChart {
    let environment = context.dependencies.environment.getenv
    let columns =
      width ?? context.dependencies.console.terminalColumns()
      ?? environment("COLUMNS").flatMap { Int($0) } ?? 80
    // A file is not the terminal: no colour in it.
    let toFile = outputPath != nil && outputPath != "-"
    return TerminalChart(
      width: columns, height: height, charset: .resolve(ascii: isASCII, environment: environment),
      style: toFile ? TerminalStyle(isEnabled: false) : context.style)
  }

  /// A file that cannot be made is 73; one made but not written in full (a full disk, an
  /// I/O error) is 74, as for standard output.
  private func write(_ text: String, to path: String, _ context: CommandContext)
    throws(CommandLineError)
  {
    let files = context.dependencies.byteStream
    let descriptor: Int32
    do throws(ByteStreamError) {
      descriptor = try files.create(path)
    } catch {
      throw CommandLineError(.cannotCreate, "cannot write the chart to '\(path)': \(error.reason)")
    }
    defer { files.close(descriptor) }
    let bytes = Array(text.utf8)
    let written: Result<Void, ByteStreamError> = bytes.withUnsafeBytes { buffer in
      Result { () throws(ByteStreamError) in try files.write(descriptor, buffer) }
    }
    if case .failure(let error) = written {
      throw CommandLineError(.ioError, "cannot write the chart to '\(path)': \(error.reason)")
    }
  }

  private static func count(_ arguments: ParsedArguments, _ option: OptionSpec)
    throws(CommandLineError) -> Int?
  {
    guard let text = arguments.value(option) else { return nil }
    guard let value = Int(text), value > 0 else {
      throw .usage("invalid --\(option.name) '\(text)': expected a whole number above zero")
    }
    return value
  }
}
