/// Writes a list of records as each is made, byte for byte what `RecordOutput.list` writes
/// for the whole list, so a long history or export never sits in memory as records or as
/// one string, and output stops as soon as its reader has gone (`bmi history | head`).
@MainActor
struct RecordStream {
  let format: OutputFormat
  private let context: CommandContext
  private var count = 0

  /// Starts the list (a CSV header, the JSON array's bracket).
  init(fields: [String], format: OutputFormat, context: CommandContext) {
    self.format = format
    self.context = context
    switch format {
    case .csv: context.emit(records: CSVWriter.line(fields), format: .csv)
    case .json: context.emit("[")
    case .ndjson, .text, .value: break
    }
  }

  /// Writes one record; `false` once standard output can take no more (stop making them).
  mutating func write(_ record: Record) -> Bool {
    switch format {
    case .json:
      context.emit(
        records: (count == 0 ? "\n  " : ",\n  ") + JSONWriter.pretty(.object(record), level: 1),
        format: .json)
    case .ndjson: context.emit(records: JSONWriter.compact(record) + "\n", format: .ndjson)
    case .csv: context.emit(records: CSVWriter.row(record), format: .csv)
    case .text, .value: break
    }
    count += 1
    return count % Self.rowsPerCheck != 0 || context.outputIsOpen()
  }

  /// Ends the list (the JSON array's bracket).
  func finish() {
    if format == .json { context.emit(count == 0 ? "]\n" : "\n]\n") }
  }

  /// How often to ask whether the reader is still there: often enough that `| head` ends the
  /// work at once, rarely enough to cost nothing.
  static let rowsPerCheck = 1_024
}
