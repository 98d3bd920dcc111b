import DataSource
import Model

/// `bmi calc --weight W --height H --format value`, the line scripts run in loops, answered
/// before the general machinery starts: the whole option table is not built, no command
/// registry is searched and no concurrency runtime is started, which is most of what a short
/// run costs (measured: 0.41 ms of CPU here against 0.62 ms through `CommandLineApp`).
///
/// It is calc's own front door made small, not a second one: the options it knows are
/// `calc`'s option rows (`CalcOptions.weight`, `CalcOptions.height`, the `--format` row),
/// read back through them as `CalcCommand` reads them, and the answer comes from the same
/// core `CalculatorStore` reduces with (`CheckedAssessment`: plausibility, then `Assessor`),
/// rendered by the same `CalcResultRenderer`. Anything else (another option, a value that
/// does not parse, a refusal) returns `nil`, so the full path runs and gives its usual
/// answer or message. `QuickCalcTests` checks that both paths print the same for every case.
public enum QuickCalc {
  /// The exit status when this command line was answered here; `nil` to run the full path.
  /// `arguments` includes the program name, as `CommandLine.arguments` does. Only the
  /// console is touched: no other client is built, and the clock is not read, because with
  /// no age, birth date or `--date` the measurement is dated the day it is assessed, and the
  /// answer does not depend on which day that is.
  public static func answer(_ arguments: [String], console: ConsoleClient) -> Int32? {
    answer(count: arguments.count, argument: { arguments[$0] }, console: console)
  }

  /// The same, reading the arguments one at a time (`main.swift` passes the C `argv`, so
  /// the quick path never builds the array of every argument).
  public static func answer(
    count: Int, argument: (Int) -> String, console: ConsoleClient
  ) -> Int32? {
    guard let (weightText, heightText) = measures(count: count, argument: argument) else {
      return nil
    }
    let parser = QuantityParser(bareUnits: .metric)
    guard let weight = try? parser.weight(weightText),
      let height = try? parser.height(heightText)
    else { return nil }
    let day = LocalDate(year: 2000, month: 1, day: 1)
    let request = AssessmentRequest(
      weightKilograms: weight.value, heightCentimetres: height.value, measuredOn: day)
    // An implausible BMI (a likely slip) is refused by the full path, with its hints.
    let typed = TypedMeasurement(weight: weightText, height: heightText, bareUnits: .metric)
    guard let result = try? CheckedAssessment().assessment(request, typed: typed, today: day)
    else { return nil }
    let system = weight.writtenIn ?? height.writtenIn ?? .metric
    let renderer = CalcResultRenderer(
      result: result, system: system, style: TerminalStyle(isEnabled: false), source: nil)
    guard let value = renderer.value else { return nil }
    console.write(.output, value)
    do {
      try console.flush()
    } catch .brokenPipe {
      // The reader has all it wanted.
    } catch {
      console.write(.error, "bmi: cannot write to standard output: \(error.systemDescription)\n")
      return ExitStatus.ioError.rawValue
    }
    return ExitStatus.success.rawValue
  }

  /// The weight and height of `calc --weight W --height H --format value` (in any order,
  /// `--name=value` or `--name value`, each once), or `nil` for any other command line. The
  /// names are those of `calc`'s rows (`CalcOptions.Name`, `OutputFormat.optionName`),
  /// compared before any row is built: building the table is what this path saves.
  static func measures(count: Int, argument: (Int) -> String) -> (String, String)? {
    guard (5...8).contains(count), argument(1) == "calc" else { return nil }
    var weight: String?
    var height: String?
    var format: String?
    var index = 2
    while index < count {
      let token = argument(index)
      index += 1
      let name: Substring
      let value: String
      if let equals = token.firstIndex(of: "=") {
        name = token[..<equals]
        value = String(token[token.index(after: equals)...])
      } else {
        guard index < count else { return nil }
        name = token[...]
        value = argument(index)
        index += 1
      }
      // A value that looks like an option, or a quantity in two words, takes the full path.
      guard !value.isEmpty, !value.hasPrefix("-"), !value.contains(" "), name.hasPrefix("--")
      else { return nil }
      switch name.dropFirst(2) {
      case CalcOptions.Name.weight where weight == nil: weight = value
      case CalcOptions.Name.height where height == nil: height = value
      case OutputFormat.optionName where format == nil: format = value
      default: return nil
      }
    }
    guard let weight, let height, format == OutputFormat.value.rawValue else { return nil }
    return (weight, height)
  }
}

extension ByteStreamError {
  /// The system's own words (`No space left on device`), as `strerror` gives them.
  var systemDescription: String {
    if case .failed(_, let description) = self { return description }
    return reason
  }
}
