/// One record of a CSV file as text, with the line it starts on so that errors can name it.
public struct CSVRow: Sendable, Equatable {
  /// 1-based line of the file where the row starts.
  public let line: Int
  public let fields: [String]

  public init(line: Int, fields: [String]) {
    self.line = line
    self.fields = fields
  }
}
