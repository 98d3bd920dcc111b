import DataSource
import Model

extension BatchError {
  /// The published exit status for each way a batch run can end early.
  var status: ExitStatus {
    switch self {
    case .cannotOpen: return .noInput
    case .readFailed, .writeFailed: return .ioError
    case .emptyInput, .columnNotFound, .malformedHeader, .badRow: return .dataError
    }
  }

  func message(for request: BatchRequest) -> String {
    switch self {
    case .cannotOpen(let path, let error):
      return "cannot open '\(path)': \(error.reason)"
    case .readFailed(let error):
      return "reading the input failed: \(error.reason)"
    case .writeFailed(let error):
      return "writing the output failed: \(error.reason)"
    case .emptyInput:
      return "the input is empty; expected a header row naming the weight and height columns"
    case .columnNotFound(let role, let name?, let available):
      var message = "no column '\(name)' for --\(role.rawValue)-column; the columns are \(Self.list(available))"
      if let suggestion = NameSuggester.nearest(to: name, among: available) {
        message += " (did you mean '\(suggestion)'?)"
      }
      return message
    case .columnNotFound(let role, nil, let available):
      let known = role == .weight ? BatchColumns.weightNames : BatchColumns.heightNames
      return "no \(role.rawValue) column among \(Self.list(available)); expected one named "
        + "\(OptionParser.list(known)), or name it with --\(role.rawValue)-column"
    case .malformedHeader(let problem):
      return "line 1: \(problem.message)"
    case .badRow(let error):
      return error.message(for: request)
    }
  }

  private static func list(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }
}

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
      return "not a JSON object on one line"
    case .missingKey(let role):
      let chosen = role == .weight ? request.weightColumn : request.heightColumn
      let known = role == .weight ? BatchColumns.weightNames : BatchColumns.heightNames
      return "no \(role.rawValue): expected a key named "
        + (chosen.map { "'\($0)'" } ?? OptionParser.list(known))
    case .unexpectedKey(let key):
      return "key '\(key)' is not in the first object, whose keys are the CSV columns"
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

extension QuantityError {
  /// What is wrong with one cell: `weight_kg 'abc' is not a number`.
  func cellMessage(name: String, text: String, kind: QuantityKindName) -> String {
    let cell = "\(name) '\(text)'"
    switch self {
    case .empty: return "\(name) is empty; expected \(kind.accepted)"
    case .notANumber: return "\(cell) is not a number; expected \(kind.accepted)"
    case .notFinite: return "\(cell) is not a finite number"
    case .notPositive: return "\(cell) must be greater than zero"
    case .decimalComma: return "\(cell) has a decimal comma; use a point (e.g. 70.5)"
    case .unknownUnit(let unit): return "\(cell) has an unknown unit '\(unit)'; expected \(kind.accepted)"
    case .mixedUnits: return "\(cell) has units that do not combine; expected \(kind.accepted)"
    case .outOfRange(let value, let accepted):
      return "\(cell) is \(FixedDecimal(value, places: 2)) \(kind.unit), outside "
        + "\(Int(accepted.lowerBound))–\(Int(accepted.upperBound)) \(kind.unit)"
    }
  }
}

extension ByteStreamError {
  var reason: String {
    switch self {
    case .noSuchFile: return "no such file"
    case .permissionDenied: return "permission denied"
    case .isDirectory: return "it is a directory"
    case .brokenPipe: return "the reader went away"
    case .failed(_, let description): return description.lowercased()
    }
  }
}
