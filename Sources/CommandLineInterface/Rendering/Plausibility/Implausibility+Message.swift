import DataSource
import Model

extension Implausibility {
  /// One line: what is implausible, the likely slips, and `--force`. Status 65: the value
  /// parses, but as data it is almost surely wrong.
  var commandLineError: CommandLineError { [self].commandLineError }

  /// `--accept-jump`, `--accept-date` or `--accept-bmi`: the flag that accepts this check.
  var acceptFlag: String { "--" + PlausibilityOptions.accept(kind).name }

  /// What is implausible and the slips that would explain it, without the `--force` advice.
  var reason: String { reason(withSlips: true) }

  /// The slips this names (the same for a weight's jump and its BMI).
  var slips: [MeasurementSlip] {
    switch self {
    case .bmi(_, let slips), .farFromRecent(_, _, let slips, _, _, _, _): slips
    case .beforeBirth, .inFuture: []
    }
  }

  func reason(withSlips: Bool) -> String {
    switch self {
    case .bmi(let bmi, let slips):
      let range = PlausibleBMI.adult
      return
        "BMI \(bmi) is implausible (outside \(Int(range.lowerBound))–\(Int(range.upperBound)))"
        + Self.hints(withSlips ? slips : [])
    case .farFromRecent(
      let kilograms, let recent, let slips, let units, let percent, let days, let grown):
      let away =
        days == 0
        ? "the same day" : days == 1 ? "a median 1 day away" : "a median \(days) days away"
      let near = grown ? "near it in time, grown to its age" : "near it in time"
      return
        "\(Self.weight(kilograms, in: units)) is implausible: more than \(percent)% from the weigh-ins \(near) (\(Self.weight(recent, in: units)), \(away))"
        + Self.hints(withSlips ? slips : [], in: units)
    case .beforeBirth(let date, let born):
      return "\(date) is implausible: it is before the date of birth (\(born))"
    case .inFuture(let date, let today):
      return "\(date) is implausible: it is after today (\(today))"
    }
  }

  private static func hints(_ slips: [MeasurementSlip], in units: UnitSystem = .metric) -> String {
    slips.isEmpty ? "" : ": " + slips.map { $0.hint(in: units) }.joined(separator: "; or ")
  }

  /// A weight to 2 decimals in kg, or in lb for `imperial`.
  static func weight(_ kilograms: Double, in units: UnitSystem = .metric) -> String {
    guard units == .imperial else { return "\(FixedDecimal(kilograms, places: 2)) kg" }
    return "\(FixedDecimal(kilograms / UnitFactors.kilogramsPerPound, places: 2)) lb"
  }
}

extension [Implausibility] {
  /// Every reason in one line, each slip said once (a weight's jump and its BMI share them).
  var reason: String {
    enumerated().map { index, problem in
      let said = self[..<index].contains { $0.slips == problem.slips }
      return problem.reason(withSlips: !said)
    }.joined(separator: "; and ")
  }

  /// One line: every reason, and `--force`. Status 65: the value parses, but as data it is
  /// almost surely wrong.
  var commandLineError: CommandLineError {
    CommandLineError(.dataError, reason + "; pass --force if it is right")
  }

  /// The same line for a command that takes the `--accept-<kind>` flags: it names the flags
  /// that accept these checks, all of them, and nothing else.
  var commandLineErrorNamingTheirFlags: CommandLineError {
    let flags = map(\.acceptFlag).joined(separator: " ")
    return CommandLineError(.dataError, reason + "; pass \(flags) if it is right")
  }
}

extension MeasurementSlip {
  /// A question naming the slip and what the intended reading gives, weights in `units`.
  func hint(in units: UnitSystem = .metric) -> String {
    switch self {
    case .imperialNumbers(let bmi):
      return "imperial numbers without --units imperial? (--units imperial gives BMI \(bmi))"
    case .metricNumbers(let bmi):
      return "metric numbers with --units imperial? (--units metric gives BMI \(bmi))"
    case .swapped(let weight, let height, let bmi):
      return "weight and height swapped? (--weight \(weight) --height \(height) gives BMI \(bmi))"
    case .metresAsCentimetres(let metres):
      return "a height in metres? write '\(metres)m'"
    case .feetAsDecimal(let feet, let inches):
      return "feet and inches as a decimal? write \(feet)ft\(inches)in"
    case .weightInOtherUnits(let text, let kilograms):
      return "did you mean \(text) (\(Implausibility.weight(kilograms, in: units)))?"
    case .decimalPoint(let kilograms):
      return "a slipped digit or decimal point? (\(Implausibility.weight(kilograms, in: units)))"
    }
  }
}

extension [ImplausibleRow] {
  /// The rows listed one a line before the error; past them a line counts the rest, so a
  /// file of a million future dates is refused in a screenful, not a million lines.
  static let listedRows = 20

  /// One line per row (its reasons together), the first `listedRows`, then one counting the
  /// rest, for stderr before the error.
  var lines: [String] {
    let rows = byRow
    var lines = rows.prefix(Self.listedRows).map { row in
      let flags = row.problems.map(\.acceptFlag).joined(separator: " ")
      let accept = row.problems.count == 1 ? "accepts" : "accept"
      return "\(row.profile) \(row.date): \(row.problems.reason) (\(flags) \(accept) it)"
    }
    if rows.count > Self.listedRows {
      let rest = rows.count - Self.listedRows
      lines.append(
        "… and \(rest) more implausible row\(rest == 1 ? "" : "s") (\(rows[rows.count - 1].profile) \(rows[rows.count - 1].date) the last)"
      )
    }
    return lines
  }

  /// Names the flags that accept exactly the rows listed.
  var commandLineError: CommandLineError { commandLineError(weightsReadIn: nil) }

  /// The same, for a file whose bare weights were read in the profile's `units`: the other
  /// units are then the likelier cause, and said first, before the flags that would store the
  /// weights as read.
  func commandLineError(weightsReadIn units: UnitSystem?) -> CommandLineError {
    let count = byRow.count
    let rows = count == 1 ? "1 implausible row" : "\(count) implausible rows"
    let kinds = Set(map(\.problem.kind))
    let flags = ImplausibilityKind.allCases.filter(kinds.contains).map {
      "--" + PlausibilityOptions.accept($0).name
    }
    let otherUnits =
      switch units {
      case .imperial?: "if the file's weights are kilograms, import it with --units metric; else "
      case .metric?: "if the file's weights are pounds, import it with --units imperial; else "
      case nil: ""
      }
    return CommandLineError(
      .dataError,
      "import refused: \(rows) (\(count > Self.listedRows ? "the first \(Self.listedRows) " : "")listed above); nothing was written; \(otherUnits)check them, or pass \(flags.joined(separator: " ")) (or --force) to import them"
    )
  }

  /// The rows with their reasons together (a row's reasons are listed one after another).
  private var byRow: [(profile: String, date: LocalDate, problems: [Implausibility])] {
    var rows: [(profile: String, date: LocalDate, problems: [Implausibility])] = []
    for row in self {
      if let last = rows.last, last.profile == row.profile, last.date == row.date {
        rows[rows.count - 1].problems.append(row.problem)
      } else {
        rows.append((row.profile, row.date, [row.problem]))
      }
    }
    return rows
  }
}
