import Model

/// `--force` and the `--accept-<kind>` flags, shared by the commands that refuse implausible
/// values: `--force` accepts every check (calc, log, import, profile save); log and import
/// also take one flag per check, so accepting a jump does not accept a date after today.
enum PlausibilityOptions {
  static let force = OptionSpec.flag(
    "force",
    help:
      "Accept a value that looks like a slip: a BMI outside 12–100, a weigh-in more than 20% from the recent ones, an entry dated before the birth date, and for log and import one dated after today (elsewhere a date after today is a usage error; see 'bmi help plausibility')."
  )

  /// One flag per `ImplausibilityKind`, named after it.
  static let accepts: [OptionSpec] = ImplausibilityKind.allCases.map { kind in
    OptionSpec.flag("accept-\(kind.rawValue)", help: help(kind))
  }

  /// The flag that accepts `kind` alone.
  static func accept(_ kind: ImplausibilityKind) -> OptionSpec {
    accepts[ImplausibilityKind.allCases.firstIndex(of: kind) ?? 0]
  }

  /// `--force` and every `--accept-<kind>`, for a command's option table.
  static let all: [OptionSpec] = [force] + accepts

  /// The checks the command line accepts: every one with `--force`.
  static func accepted(_ arguments: ParsedArguments) -> Set<ImplausibilityKind> {
    if arguments.has(force) { return Set(ImplausibilityKind.allCases) }
    return Set(ImplausibilityKind.allCases.filter { arguments.has(accept($0)) })
  }

  private static func help(_ kind: ImplausibilityKind) -> String {
    switch kind {
    case .jump:
      return
        "Accept a weigh-in far from the ones near it in time (more than \(WeighInCheck.basePercent)% plus \(WeighInCheck.percentPerWeek)% a week of gap); other checks still apply."
    case .date: return "Accept an entry dated before the birth date or after today."
    case .bmi:
      return
        "Accept a weigh-in whose BMI at its height is outside \(Int(PlausibleBMI.adult.lowerBound))–\(Int(PlausibleBMI.adult.upperBound))."
    }
  }
}
