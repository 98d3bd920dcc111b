import DataSource
import Model

/// `bmi calc` with a profile: a missing weight or height comes from it, `--save` stores the
/// person. Kept apart from `CalcCommand.swift`, which other options also change.
extension CalcCommand {
  static let profileOption = OptionSpec.value(
    "profile", "NAME", kind: .profile,
    help:
      "Where a weight (the latest weigh-in) or height not given comes from, and a head or arm circumference logged on the day assessed. Default: the default profile."
  )
  static let saveOption = OptionSpec.value(
    "save", "NAME", kind: .profile,
    help:
      "Save the person as profile NAME (created or updated: the height, and --sex, --born, "
      + "--population and --reference when given) and log the weight on --date (today); a "
      + "child's --height, --head and --arm are kept with that weigh-in, as bmi log keeps them. "
      + "--age is not saved: a child aged by it needs --born, or a profile with a birth date "
      + "(else 64).")
  static let profileOptions: [OptionSpec] = [profileOption, saveOption]

  /// `nil` when both values are given and no profile option is: the store is not touched.
  static func profileRequest(
    _ arguments: ParsedArguments, units: UnitSystem?, assessment: AssessmentOptions
  ) -> ProfileCalcRequest? {
    let request = ProfileCalcRequest(
      weight: arguments.value(CalcOptions.weight), height: arguments.value(CalcOptions.height),
      units: units, profile: arguments.value(profileOption),
      save: arguments.value(saveOption),
      person: assessment.person, waist: assessment.waistText,
      measuredOn: assessment.measuredOn, force: arguments.has(PlausibilityOptions.force))
    let needsProfile =
      request.weight == nil || request.height == nil || request.profile != nil
      || request.save != nil
    return needsProfile ? request : nil
  }

  @MainActor
  func run(_ request: ProfileCalcRequest, _ context: CommandContext) async throws(CommandLineError)
  {
    let store = CalculatorStore(dependencies: context.dependencies, location: context.storeLocation)
    await store.send(.profileCalcCommandReceived(request))
    let result: CalcAssessment
    do {
      result = try Self.result(of: store)
    } catch {
      throw Self.withPipeHint(error, request: request, context)
    }
    guard let calculation = store.calculation else {
      throw CommandLineError(.internalError, "the calculation produced no result")
    }
    context.inform(store.migration)
    if let saved = calculation.saved, let profile = calculation.profile {
      context.saved.record("the profile and its weigh-in")
      context.inform(ProfileRenderer.saveMessage(saved, profile: profile))
      // A weigh-in keeps no oedema or position: said, so the log's class is not taken for
      // this one's (the history scores the weight as if without oedema).
      let unkept = [
        request.growth.oedema ? "--oedema" : nil, request.growth.measured.map { _ in "--measured" },
      ].compactMap { $0 }
      if !unkept.isEmpty {
        context.inform(
          "Not kept with the weigh-in: \(unkept.joined(separator: ", ")) (a logged weigh-in holds its weight, height, head, arm and waist); history scores it without them.\n"
        )
      }
    }
    // A profile shows results in its own units unless --units says otherwise.
    let system = units ?? calculation.profile?.units ?? calculation.writtenIn ?? .metric
    if let note = Self.suppliedNote(calculation, request: request, system: system) {
      context.inform(note)
    }
    try render(result, system: system, context, source: calculation, growth: request.growth)
  }

  /// Which profile a height (and a weigh-in) not given came from, so that
  /// `bmi calc --weight 70` does not silently assess someone else's height.
  static func suppliedNote(
    _ calculation: ProfileCalculation, request: ProfileCalcRequest, system: UnitSystem
  ) -> String? {
    // With --save the profile is being written, and its own messages name it.
    guard request.save == nil, let profile = calculation.profile else { return nil }
    let supplied = calculation.supplied
    let formatter = MeasureFormatter(system: system)
    var used: [String] = []
    if supplied.height {
      let logged = supplied.heightLoggedOn.flatMap { day -> Double? in
        let (index, found) = WeightLog.search(day, in: profile.entries)
        return found ? profile.entries[index].heightCentimetres : nil
      }
      let centimetres = logged ?? profile.heightCentimetres
      let what = supplied.heightLoggedOn.map { "height logged on \($0)" } ?? "height"
      used.append("\(what) (\(formatter.height(centimetres)))")
    }
    if let day = supplied.weighInOn,
      let weighIn = WeighIn.latest(in: profile.entries, onOrBefore: day)
    {
      used.append("weigh-in of \(day) (\(formatter.weight(weighIn.kilograms)))")
    }
    if let day = supplied.headLoggedOn { used.append("head circumference logged on \(day)") }
    if let day = supplied.armLoggedOn { used.append("arm circumference logged on \(day)") }
    let whose =
      request.profile == nil ? "the default profile \(profile.name)" : "profile \(profile.name)"
    // One line: a child's day with no height near it says so after what was used.
    let none = supplied.noHeightNear.map {
      "no height of \(whose) was logged within \(Assessor().heightWindow(of: profile, on: $0)) days of \($0): only what needs none is scored (give --height H for the rest)"
    }
    guard !used.isEmpty else {
      return none.map { $0.prefix(1).uppercased() + $0.dropFirst() + ".\n" }
    }
    return "Used the \(used.joined(separator: " and the ")) of \(whose)"
      + (none.map { "; " + $0 } ?? "")
      + ".\n"
  }

  /// `printf 'weight_kg,height_cm\n70,175\n' | bmi calc` reads no rows (standard input is
  /// read only with `--input -`): when nothing was given and a pipe waits, say how to read it.
  /// Only the kind of descriptor is asked (`fstat`); nothing is read from it.
  @MainActor
  static func withPipeHint(
    _ error: CommandLineError, request: ProfileCalcRequest, _ context: CommandContext
  ) -> CommandLineError {
    let namesNothing =
      request.weight == nil && request.height == nil && request.profile == nil
      && request.save == nil
    guard namesNothing, context.dependencies.console.isInputPiped() else { return error }
    return CommandLineError(
      error.status,
      error.message + "; to read rows from standard input, use 'bmi calc --input -'")
  }
}
