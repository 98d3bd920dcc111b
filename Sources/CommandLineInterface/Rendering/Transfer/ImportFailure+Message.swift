import DataSource
import Model

extension ImportFailure {
  /// The error for an import from `source` (a path, or "standard input").
  func commandLineError(source: String) -> CommandLineError {
    let nothing = "; nothing was imported"
    switch self {
    case .fileMissing(let path):
      return CommandLineError(.noInput, "cannot import \(path): no such file")
    case .unreadable(let path, let failure):
      return CommandLineError(.noInput, "cannot read \(path): \(failure.reason)")
    case .standardInputUnreadable:
      return CommandLineError(.noInput, "cannot read standard input")
    case .tooLarge(let limit):
      return CommandLineError(
        .dataError,
        "\(source) is larger than \(limit >> 20) MiB, the most bmi imports at once\(nothing)")
    case .empty:
      return CommandLineError(.dataError, "\(source) has no weigh-ins to import")
    case .json(let problem):
      let reason = QuotedValue.shorteningQuotedValue(in: problem.reason)
      return CommandLineError(
        .dataError,
        "\(source): line \(problem.line), column \(problem.column): \(reason)\(nothing)")
    case .newerSchema(let found):
      return CommandLineError(
        .dataError,
        "\(source) has schema version \(found), newer than this bmi reads (\(StoreDocument.currentSchemaVersion))\(nothing)"
      )
    case .csv(let failure):
      let problem =
        failure.problem == .unterminatedQuote
        ? "a quoted field is never closed" : "text after the closing quote of a field"
      return CommandLineError(
        .dataError,
        "\(source): line \(failure.line), column \(failure.column): \(problem)\(nothing)")
    case .missingColumn(let wanted, let header):
      // A file without a header line has a record there: say so rather than print it.
      if header.contains(where: { $0.first?.isNumber == true }) {
        return CommandLineError(
          .dataError,
          "\(source): line 1 looks like data, not a header; add a first line naming the columns, with a '\(wanted)' column\(nothing)"
        )
      }
      let names = header.prefix(12).map { QuotedValue.shortened($0) }
      let more = header.count > names.count ? ", …" : ""
      return CommandLineError(
        .dataError,
        "\(source): no \(wanted) column in the header (\(names.joined(separator: ", "))\(more)); name it '\(wanted)'\(nothing)"
      )
    case .row(let line, let column, let name, let problem):
      return CommandLineError(
        .dataError,
        "\(source): line \(line), column \(column) (\(QuotedValue.shortened(name))): \(problem.explanation)\(nothing)"
      )
    case .newProfileWithoutHeight(let name, let line):
      let place = line.map { "line \($0): " } ?? ""
      return CommandLineError(
        .dataError,
        "\(source): \(place)profile '\(name)' is not in the store and the file gives no height_cm to create it\(nothing)"
      )
    case .profileNotInFile(let name, let available):
      return .usage(
        "\(source) has no profile '\(name)' (it has: \(available.joined(separator: ", ")))")
    }
  }
}

extension RowProblem {
  var explanation: String {
    switch self {
    case .badDate(let text):
      return "\(QuotedValue.quoted(text)) is not a date in the form YYYY-MM-DD"
    case .badWeight(let text, let failure):
      return
        "\(QuotedValue.quoted(text)) is not a weight: \(failure.shortened.reason(given: text, kind: .weight))"
    case .weightNeedsUnit(let text):
      return
        "\(QuotedValue.quoted(text)) has no unit and the header names none; pass --units metric or --units imperial"
    case .badHeight(let text, let failure):
      return
        "\(QuotedValue.quoted(text)) is not a height: \(failure.shortened.reason(given: text, kind: .height))"
    case .badWaist(let text, let failure):
      return
        "\(QuotedValue.quoted(text)) is not a waist: \(failure.shortened.reason(given: text, kind: .waist))"
    case .badChoice(let text, let expected):
      return "\(QuotedValue.quoted(text)) is not one of \(expected.joined(separator: ", "))"
    case .badProfileName(let text, let problem):
      return "\(QuotedValue.quoted(text)) is not a profile name: \(problem.explanation)"
    case .missingField:
      return "the row has fewer fields than the header"
    }
  }
}
