import DataSource
import Model

extension RowProblem {
  var explanation: String {
    switch self {
    case .badDate(let text, let format?):
      return
        "\(QuotedValue.quoted(text)) does not match --date-format \(QuotedValue.quoted(format)) (YYYY, YY, MM, M, MMM, DD, D and the separators between them)"
    case .badDate(let text, nil) where isTimeOfDay:
      return
        "\(QuotedValue.quoted(text)) is a time of day, not a date: name the column of dates with --date-column NAME"
    case .badDate(let text, nil):
      return
        "\(QuotedValue.quoted(text)) is not a date this reads (YYYY-MM-DD, DD.MM.YYYY, MM/DD/YYYY, Nov 21, 2026, epoch seconds); say how it is written with --date-format, such as --date-format DD/MM/YYYY"
    case .badWeight(let text, let failure):
      return
        "\(QuotedValue.quoted(text)) is not a weight: \(failure.shortened.reason(given: text, kind: .weight))"
    case .weightNeedsUnit(let text):
      return
        "\(QuotedValue.quoted(text)) has no unit, and neither the header nor a profile's units say which; pass --units metric or --units imperial"
    case .badHeight(let text, let failure):
      return
        "\(QuotedValue.quoted(text)) is not a height: \(failure.shortened.reason(given: text, kind: .height))"
    case .badWaist(let text, let failure):
      return
        "\(QuotedValue.quoted(text)) is not a waist: \(failure.shortened.reason(given: text, kind: .waist))"
    case .badCircumference(let text, let failure, let measure):
      return
        "\(QuotedValue.quoted(text)) is not \(measure == "arm" ? "an arm" : "a head") circumference: \(failure.shortened.reason(given: text, kind: .waist))"
    case .badChoice(let text, let expected):
      return "\(QuotedValue.quoted(text)) is not one of \(expected.joined(separator: ", "))"
    case .badProfileName(let text, let problem):
      return "\(QuotedValue.quoted(text)) is not a profile name: \(problem.explanation)"
    case .missingField:
      return "the row has fewer fields than the header"
    case .badChecksum(nil, _):
      return "the line is not one a Tanita scale writes (no checksum, CS, after '{')"
    case .badChecksum(let written?, let computed):
      return
        "its checksum CS \(QuotedValue.quoted(written)) is not its bytes' (\(computed)): the line was changed or damaged after the scale wrote it"
    case .notAppDate(let text, let layout):
      return "\(QuotedValue.quoted(text)) is not a date written \(layout), as the app writes them"
    case .weekdayContradicts(let text, let named, let date):
      return
        "\(QuotedValue.quoted(text)) names a \(WeekdayNames.english(named)), but \(date) is a \(WeekdayNames.english(WeekdayNames.weekday(of: date))): correct the date or its weekday"
    case .noteTooLong(let characters):
      return
        "a note of \(characters) characters, more than the \(StoreDocumentRules.noteCharacterLimit) bmi keeps"
    }
  }
}
