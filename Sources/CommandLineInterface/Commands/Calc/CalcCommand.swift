import DataSource
import Model

/// `bmi calc`: BMI, WHO class, BMI Prime and the healthy weight range for a weight and height.
struct CalcCommand: Command {
  static let spec = CommandSpec(
    path: ["calc"],
    summary: "Calculate BMI from a weight and a height.",
    discussion:
      "Bare numbers are kg and cm (lb and in with --units imperial); a unit may be written after the number: kg, lb, st, cm, m, in, ft, ' and \". The category is decided on the BMI as printed, rounded half away from zero to 2 decimals. A weight or height not given comes from a profile (see --profile); without one, a child (--age or --born, and --sex) is scored by what was measured (bmi help growth).",
    options: [
      CalcOptions.weight, CalcOptions.height, CalcOptions.units, PlausibilityOptions.force,
    ] + CalcCommand.profileOptions + AssessmentOptions.specs
      + [AssessmentOptions.reference, AssessmentOptions.classes]
      + CalcBatch.options
      + OutputFormat.options(OutputFormat.rows + [.value]),
    examples: [
      "bmi calc --weight 70 --height 175",
      "bmi calc --weight 11st2lb --height 5ft9in",
      "bmi calc --weight 154 --height 69 --units imperial --json",
      "bmi calc --weight 70 --height 1.75m --format value",
      "bmi calc --weight 70 --height 175 --save alice",
      "bmi calc --profile alice",
      "bmi calc --input people.csv > people-with-bmi.csv",
      "cut -d, -f2,3 people.csv | bmi calc --input -",
    ] + AssessmentOptions.examples
  )

  let units: UnitSystem?
  let format: OutputFormat
  let force: Bool
  /// `--classes iotf`: the IOTF fields are shown.
  let showsIOTF: Bool
  let mode: Mode

  enum Mode {
    /// One person: a weight and a height from the options, with age, sex, population, waist.
    case single(
      weight: ParsedQuantity, height: ParsedQuantity, waist: ParsedQuantity?,
      assessment: AssessmentOptions, growth: GrowthMeasures, weightText: String,
      heightText: String)
    /// A value missing, `--profile` or `--save`: the store fills in or keeps the person.
    case profile(ProfileCalcRequest)
    /// Many rows from `--input FILE` or `--input -`, each with its own weight and height.
    case batch(CalcBatch)
  }

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    units = arguments.value(CalcOptions.units).flatMap(UnitSystem.init(rawValue:))
    format = OutputFormat(arguments)
    force = arguments.has(PlausibilityOptions.force)
    showsIOTF = arguments.value(AssessmentOptions.classes) == ClassSystem.iotf.rawValue
    if let batch = try CalcBatch(arguments, context: context) {
      let perPerson = Self.profileOptions + AssessmentOptions.specs
      if let option = perPerson.first(where: arguments.gives) {
        throw .usage("--\(option.name) describes one person; it does not apply to --input rows")
      }
      mode = .batch(batch)
      return
    }
    let assessment = try AssessmentOptions(arguments, today: context.dependencies.date.today())
    let growth = try assessment.growth(bareUnits: units ?? .metric)
    // With a profile, bare numbers are read in its units, once the store has it.
    if var request = Self.profileRequest(arguments, units: units, assessment: assessment) {
      request.growth = growth
      mode = .profile(request)
      return
    }
    let parser = QuantityParser(bareUnits: units ?? .metric)
    let weightText = arguments.value(CalcOptions.weight) ?? ""
    let heightText = arguments.value(CalcOptions.height) ?? ""
    let weight: ParsedQuantity
    let height: ParsedQuantity
    do {
      weight = try parser.weight(weightText)
    } catch {
      throw .usage(
        error.message(option: CalcOptions.weight.name, given: weightText, kind: .weight))
    }
    do {
      height = try parser.height(heightText)
    } catch {
      throw .usage(
        error.message(option: CalcOptions.height.name, given: heightText, kind: .height))
    }
    let waist = try assessment.waist(bareUnits: units ?? .metric)
    mode = .single(
      weight: weight, height: height, waist: waist, assessment: assessment, growth: growth,
      weightText: weightText, heightText: heightText)
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    switch mode {
    case .batch(let batch):
      try await batch.run(context)
    case .profile(let request):
      try await run(request, context)
    case .single(
      let weight, let height, let waist, let assessment, let growth, let weightText,
      let heightText):
      let store = CalculatorStore(dependencies: context.dependencies)
      await store.send(
        .calcCommandReceived(
          weightKilograms: weight.value, heightCentimetres: height.value,
          waistCentimetres: waist?.value, person: assessment.person,
          measuredOn: assessment.measuredOn,
          typed: TypedMeasurement(
            weight: weightText, height: heightText, bareUnits: units ?? .metric),
          force: force, growth: growth))
      let result = try Self.result(of: store)
      try render(
        result, system: units ?? weight.writtenIn ?? height.writtenIn ?? .metric, context,
        growth: growth, askedWHO: assessment.person.reference == .who)
    }
  }

  /// The store's result, or its failure as the message and status to exit with.
  @MainActor
  static func result(of store: CalculatorStore) throws(CommandLineError) -> CalcAssessment {
    switch store.failure {
    case .assessment(let error)?: throw .usage(error.message(source: store.calculation))
    case .tracking(let error)?: throw error.commandLineError(command: spec.name)
    case .implausible(let problem)?: throw problem.commandLineError
    case nil: break
    }
    guard let result = store.result else {
      throw CommandLineError(.internalError, "the calculation produced no result")
    }
    return result
  }

  /// The result in `format`; `--format value` is refused (64) for a child the WHO scored
  /// without a weight or a height, who has no BMI to print.
  @MainActor
  func render(
    _ result: CalcAssessment, system: UnitSystem, _ context: CommandContext,
    source: ProfileCalculation? = nil, growth: GrowthMeasures = GrowthMeasures(),
    askedWHO: Bool = false
  ) throws(CommandLineError) {
    var renderer = CalcResultRenderer(
      result: result, system: system, style: context.style, source: source,
      showsIOTF: showsIOTF, growth: growth)
    renderer.askedWHO = askedWHO
    switch format {
    case .text: context.emit(renderer.text)
    case .json: context.emit(JSONWriter.pretty(.object(renderer.record)) + "\n")
    case .ndjson: context.emit(JSONWriter.compact(renderer.record) + "\n")
    case .csv:
      context.emit(
        records: CSVWriter.header(renderer.record) + CSVWriter.row(renderer.record), format: .csv)
    case .value:
      guard let value = renderer.value else {
        throw .usage(
          "--format value prints the BMI, and there is none without a weight and a height; "
            + "the WHO's scores are in --format json, csv or ndjson")
      }
      context.emit(value)
    }
  }
}
