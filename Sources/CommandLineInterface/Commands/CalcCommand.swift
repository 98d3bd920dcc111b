import DataSource
import Model

/// `bmi calc`: BMI, WHO class, BMI Prime and the healthy weight range for a weight and height.
struct CalcCommand: Command {
  static let spec = CommandSpec(
    path: ["calc"],
    summary: "Calculate BMI from a weight and a height.",
    discussion:
      "Bare numbers are kg and cm (lb and in with --units imperial); a unit may be written after the number: kg, lb, st, cm, m, in, ft, ' and \". The category is decided on the BMI as printed, rounded half away from zero to 2 decimals. A weight or height not given comes from a profile (see --profile).",
    options: [
      .value(
        "weight", "W", kind: .weight,
        help: "Body weight: 70, 70kg, 154lb, 11st, 11st2lb or \"11st 2lb\". Accepted: 1–1000 kg."),
      .value(
        "height", "H", kind: .length,
        help: "Height: 175, 175cm, 1.75m, 69in, 5ft9in or 5'9\". Accepted: 30–300 cm."),
      .value(
        "units", "SYSTEM", kind: .choice(UnitSystem.allCases.map(\.rawValue)),
        help: "What a bare number means: metric (kg, cm) or imperial (lb, in).", default: "metric"),
    ] + profileOptions + OutputFormat.options([.text, .json, .csv, .value]),
    examples: [
      "bmi calc --weight 70 --height 175",
      "bmi calc --weight 11st2lb --height 5ft9in",
      "bmi calc --weight 154 --height 69 --units imperial --json",
      "bmi calc --weight 70 --height 1.75m --format value",
      "bmi calc --weight 70 --height 175 --save ann",
      "bmi calc --weight 69.5",
    ]
  )

  let weight: ParsedQuantity?
  let height: ParsedQuantity?
  /// Set when a profile is involved: a value is missing, or --profile or --save was given.
  let profileRequest: ProfileCalcRequest?
  let units: UnitSystem?
  let format: OutputFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    units = arguments.value("units").flatMap(UnitSystem.init(rawValue:))
    format = OutputFormat(arguments)
    profileRequest = Self.profileRequest(arguments, units: units)
    // With a profile, bare numbers are read in its units, once the store has it.
    guard profileRequest == nil else {
      (weight, height) = (nil, nil)
      return
    }
    let parser = QuantityParser(bareUnits: units ?? .metric)
    let weightText = arguments.value("weight") ?? ""
    let heightText = arguments.value("height") ?? ""
    do {
      weight = try parser.weight(weightText)
    } catch {
      throw .usage(error.message(option: "weight", given: weightText, kind: .weight))
    }
    do {
      height = try parser.height(heightText)
    } catch {
      throw .usage(error.message(option: "height", given: heightText, kind: .height))
    }
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    if let profileRequest { return try await run(profileRequest, context) }
    guard let weight, let height else { return }
    let store = CalculatorStore(dependencies: context.dependencies)
    await store.send(
      .calcCommandReceived(weightKilograms: weight.value, heightCentimetres: height.value))
    guard let assessment = store.assessment else {
      throw CommandLineError(.failure, "the calculation produced no result")
    }
    render(assessment, system: units ?? weight.writtenIn ?? height.writtenIn ?? .metric, context)
  }

  @MainActor
  func render(_ assessment: AdultAssessment, system: UnitSystem, _ context: CommandContext) {
    let renderer = CalcRenderer(assessment: assessment, system: system)
    switch format {
    case .text: context.emit(renderer.text)
    case .json: context.emit(JSONWriter.pretty(.object(renderer.record)) + "\n")
    case .ndjson: context.emit(JSONWriter.compact(renderer.record) + "\n")
    case .csv: context.emit(CSVWriter.header(renderer.record) + CSVWriter.row(renderer.record))
    case .value: context.emit("\(assessment.bmi)\n")
    }
  }
}
