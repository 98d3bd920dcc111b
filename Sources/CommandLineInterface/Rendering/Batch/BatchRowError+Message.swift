import DataSource
import Model

extension BatchRowError {
  /// `line N, column C: what is wrong`, the column only when one field is at fault.
  func message(for request: BatchRequest) -> String {
    let place = column.map { "line \(line), column \($0)" } ?? "line \(line)"
    return "\(place): \(problemText(request))"
  }

  private func problemText(_ request: BatchRequest) -> String {
    let name = columnName ?? "the value"
    switch problem {
    case .weight(let text, let error):
      return error.cellMessage(name: name, text: text, kind: .weight)
    case .height(let text, let error):
      return error.cellMessage(name: name, text: text, kind: .height)
    case .fieldCount(let found, let expected):
      return "\(found) field\(found == 1 ? "" : "s") where the header has \(expected)"
    case .csv(let problem):
      return problem.message
    case .notJSONObject:
      return "not a JSON object on one line (valid UTF-8, each key once, no lone \\u surrogate)"
    case .missingKey(let role):
      let chosen = role == .weight ? request.weightColumn : request.heightColumn
      let known = role == .weight ? BatchColumns.weightNames : BatchColumns.heightNames
      return "no \(role.rawValue): expected a key named "
        + (chosen.map { "'\($0)'" } ?? OptionParser.list(known))
    case .unexpectedKey(let key):
      return "key '\(key)' is not in the first object, whose keys are the CSV columns"
    case .sex(let text):
      return "\(name) \(QuotedValue.quoted(text)) is not a sex; expected "
        + PersonColumnRole.sex.meaning
    case .age(let text, let error):
      return error.cellMessage(name: name, text: text)
    case .date(let text):
      return "\(name) \(QuotedValue.quoted(text)) is not a date; expected YYYY-MM-DD, "
        + "e.g. 2016-07-15"
    case .bornAfterMeasurement(let born, let measuredOn):
      return "\(name) \(born) is after the measurement date \(measuredOn)"
    case .population(let text):
      return "\(name) \(QuotedValue.quoted(text)) is not a population; expected "
        + OptionParser.list(Population.allCases.map(\.rawValue))
    case .waist(let text, let error):
      return error.cellMessage(name: name, text: text, kind: .waist)
    case .measured(let text):
      return "\(name) \(QuotedValue.quoted(text)) is not a position; expected "
        + PersonColumnRole.measured.meaning
    case .oedema(let text):
      return "\(name) \(QuotedValue.quoted(text)) is not yes or no; expected "
        + PersonColumnRole.oedema.meaning
    case .circumference(_, let text, let error):
      let message = error.cellMessage(name: name, text: text, kind: .waist)
      // Surveys often record MUAC in millimetres (135 for 13.5 cm): say how to read them so.
      if case .outOfRange(let value, let accepted) = error.shortened,
        accepted.contains(value / 10)
      {
        return message
          + "; in millimetres? name the column with its unit (muac_mm, head_mm) or write 135mm"
      }
      return message
    }
  }
}

extension CSVProblem {
  var message: String {
    switch self {
    case .unterminatedQuote:
      return "a quoted field is never closed"
    case .textAfterClosingQuote:
      return "text after a closing quote; write a quote inside a quoted field as two (\"\")"
    }
  }
}
