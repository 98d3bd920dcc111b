import DataSource
import Model

extension BatchError {
  /// The published exit status for each way a batch run can end early.
  var status: ExitStatus {
    switch self {
    case .cannotOpen: return .noInput
    case .readFailed, .writeFailed, .outOfMemory: return .ioError
    case .emptyInput, .columnNotFound, .personColumnNotFound, .bornWithoutMeasurementDate,
      .ageUnitColumn,
      .malformedHeader, .badRow, .rowTooLong, .ndjsonReadAsCSV:
      return .dataError
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
    case .ndjsonReadAsCSV:
      return
        "line 1 starts with '{': the input looks like NDJSON, read as CSV; pass --input-format ndjson"
    case .outOfMemory(let bytes):
      return
        "Cannot allocate memory (\((bytes + (1 << 20) - 1) >> 20) MiB more to go on); the rows before it were written"
    case .emptyInput:
      return "the input is empty; expected a header row naming the weight and height columns"
    case .columnNotFound(let role, let name?, let available):
      var message =
        "no column '\(name)' for --\(role.rawValue)-column; the columns are \(Self.list(available))"
      if let suggestion = NameSuggester.nearest(to: name, among: available) {
        message += " (did you mean '\(suggestion)'?)"
      }
      return message
    case .columnNotFound(let role, nil, let available):
      let known = role == .weight ? BatchColumns.weightNames : BatchColumns.heightNames
      return "no \(role.rawValue) column among \(Self.list(available)); expected one named "
        + "\(OptionParser.list(known)), or name it with --\(role.rawValue)-column"
    case .personColumnNotFound(let role, let name, let available):
      var message =
        "no column '\(name)' for --\(role.option); the columns are \(Self.list(available))"
      if let suggestion = NameSuggester.nearest(to: name, among: available) {
        message += " (did you mean '\(suggestion)'?)"
      }
      return message
    case .bornWithoutMeasurementDate(let column):
      return "column '\(column)' holds birth dates, but no column says when each row was "
        + "measured; add one named \(OptionParser.list(PersonColumnRole.measuredOn.names)), "
        + "or name it with --\(PersonColumnRole.measuredOn.option)"
    case .ageUnitColumn(let unit, let age):
      return "column '\(unit)' gives each row's age unit (the WHO igrowup's: days or months), "
        + "which bmi does not read row by row; put the ages in a column of one unit (age_days "
        + "or age_months), or, if every row's '\(age)' is in one unit, name it with "
        + "--age-days-column, --age-months-column or --age-years-column"
    case .malformedHeader(let problem):
      return "line 1: \(problem.message)"
    case .badRow(let error):
      return error.message(for: request)
    case .rowTooLong(let line, let limit):
      let size = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB" : "\(limit) bytes"
      return "line \(line): the row reaches \(size) without ending, more than batch mode reads; "
        + "is the input \(request.inputFormat.rawValue.uppercased()) with a line break after each row?"
    }
  }

  private static func list(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
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
