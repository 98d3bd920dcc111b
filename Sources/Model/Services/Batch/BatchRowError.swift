import DataSource

/// A row that cannot be measured: where it is and what is wrong with it.
public struct BatchRowError: Error, Sendable, Equatable {
  /// The input line the row starts on, from 1 (the header is line 1 of a CSV file).
  public let line: Int
  /// The field at fault, from 1; `nil` when the row as a whole is at fault.
  public let column: Int?
  /// The header's name for `column`, when known.
  public let columnName: String?
  public let problem: Problem

  public init(line: Int, column: Int?, columnName: String?, problem: Problem) {
    self.line = line
    self.column = column
    self.columnName = columnName
    self.problem = problem
  }

  public enum Problem: Sendable, Equatable {
    /// The weight's text, and why `bmi calc --weight` would refuse it.
    case weight(String, QuantityError)
    case height(String, QuantityError)
    /// CSV: a row whose field count differs from the header's.
    case fieldCount(found: Int, expected: Int)
    case csv(CSVProblem)
    /// NDJSON: a line that is not one JSON object.
    case notJSONObject
    /// NDJSON: no key for the weight or the height.
    case missingKey(BatchError.Role)
    /// NDJSON written as CSV: a key the first object did not have, so no column holds it.
    case unexpectedKey(String)
    /// A sex cell that is none of the accepted spellings.
    case sex(String)
    /// An age cell (or a birth date's age) that `--age` would refuse.
    case age(String, AgeError)
    /// A birth or measurement date that is not a real `YYYY-MM-DD` day.
    case date(String)
    case bornAfterMeasurement(born: LocalDate, measuredOn: LocalDate)
    /// A population cell that is not `default` or `asian`.
    case population(String)
    case waist(String, QuantityError)
    /// A position cell that is none of `WHOMeasuredPosition.spellings`.
    case measured(String)
    /// An oedema cell that is not yes or no.
    case oedema(String)
    /// A head or arm circumference cell that `--head` or `--arm` would refuse.
    case circumference(PersonColumnRole, String, QuantityError)

    /// A waist, head or arm cell's problem.
    static func measure(_ role: PersonColumnRole, _ text: String, _ error: QuantityError) -> Self {
      role == .waist ? .waist(text, error) : .circumference(role, text, error)
    }
  }
}
