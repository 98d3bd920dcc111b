import DataSource

/// Reads what comes before the rows (the CSV header) and sets up the processor for them.
public enum BatchOpening {
  public enum Outcome {
    /// Not enough bytes yet to know the columns.
    case needsInput
    /// `header` is written before any row; `consumed` bytes are done with.
    case ready(any BatchProcessor, header: [UInt8], consumed: Int, cursor: BatchCursor)
  }

  public static func open(_ input: UnsafeRawBufferPointer, isFinal: Bool, request: BatchRequest)
    throws(BatchError) -> Outcome
  {
    switch request.inputFormat {
    case .csv: return try openCSV(input, isFinal: isFinal, request: request)
    case .ndjson: return try openNDJSON(input, isFinal: isFinal, request: request)
    }
  }

  /// The length of the UTF-8 byte order mark `input` starts with (0 without one); `nil` while
  /// the input is too short to tell.
  private static func markLength(_ input: UnsafeRawBufferPointer, isFinal: Bool) -> Int? {
    let bom = CSVCodec.byteOrderMark
    let prefix = Array(input.prefix(bom.count))
    if prefix.count < bom.count && !isFinal && bom.starts(with: prefix) { return nil }
    return prefix == bom ? bom.count : 0
  }

  /// NDJSON after the byte order mark an editor may have put first, which JSON forbids.
  private static func openNDJSON(
    _ input: UnsafeRawBufferPointer, isFinal: Bool, request: BatchRequest
  ) throws(BatchError) -> Outcome {
    guard let start = markLength(input, isFinal: isFinal) else { return .needsInput }
    let rest = UnsafeRawBufferPointer(rebasing: input[start...])
    switch try NDJSONOpening.open(rest, isFinal: isFinal, request: request) {
    case .needsInput: return .needsInput
    case .ready(let processor, let header, let consumed, let cursor):
      return .ready(processor, header: header, consumed: start + consumed, cursor: cursor)
    }
  }

  private static func openCSV(
    _ input: UnsafeRawBufferPointer, isFinal: Bool, request: BatchRequest
  ) throws(BatchError) -> Outcome {
    guard var start = markLength(input, isFinal: isFinal) else { return .needsInput }
    if let names = request.columnNames {
      // No header line: every slice of the input opens the same way, the byte order mark
      // (at the very start only) going through as it came.
      let processor = try csvProcessor(names: names, request: request)
      let isCSV = request.outputFormat == .csv
      var header = isCSV ? Array(input[0..<start]) : []
      if request.writesHeader && isCSV {
        let cells = names.map { CSVCodec.field(Array($0.utf8)) }
        header += Array(cells.joined(separator: [UInt8(ascii: ",")]))
        header += Self.addedHeader(processor.added) + [0x0A]
      }
      return .ready(processor, header: header, consumed: start, cursor: BatchCursor(line: 1))
    }
    guard input.count > start else {
      if isFinal { throw .emptyInput }
      return .needsInput
    }
    if input[start] == UInt8(ascii: "{") {
      // No CSV header starts with `{`: NDJSON piped in, or in a file not named for it.
      guard request.detectsFormat, request.columnNames == nil else { throw .ndjsonReadAsCSV }
      var detected = request
      detected.inputFormat = .ndjson
      if request.outputFollowsInput { detected.outputFormat = .ndjson }
      return try openNDJSON(input, isFinal: isFinal, request: detected)
    }
    let bytes = input.baseAddress!.assumingMemoryBound(to: UInt8.self)
    // The header line decides the delimiter (`,`, `;` or tab), as import does, unless
    // Excel's `sep=X` line before it names it: that line is passed over (and written
    // through to CSV output with the header, which keeps the delimiter).
    guard
      let (delimiter, separatorLine) = CSVDelimiter.opening(
        of: UnsafeBufferPointer(start: bytes + start, count: input.count - start),
        isFinal: isFinal)
    else { return .needsInput }
    start += separatorLine
    guard input.count > start else {
      if isFinal { throw .emptyInput }
      return .needsInput
    }
    var capacity = 64
    while true {
      let fields = UnsafeMutableBufferPointer<CSVField>.allocate(capacity: capacity)
      defer { fields.deallocate() }
      let scan = CSVScanner.scan(
        bytes, from: start, to: input.count, isFinal: isFinal, fields: fields.baseAddress!,
        capacity: capacity, delimiter: delimiter)
      switch scan {
      case .incomplete:
        return .needsInput
      case .malformed(let problem, _, _, _):
        throw .malformedHeader(problem)
      case .record(let count, let contentEnd, let next, let lineBreaks):
        guard count <= capacity else {
          capacity = count
          continue
        }
        let names = CSVCodec.texts(of: UnsafeBufferPointer(rebasing: fields[0..<count]), in: bytes)
        let processor = try csvProcessor(names: names, request: request, delimiter: delimiter)
        var header: [UInt8] = []
        if request.outputFormat == .csv && request.writesHeader {
          // The header line as it came (byte order mark too), plus the added columns.
          header =
            Array(input[0..<contentEnd]) + Self.addedHeader(processor.added, delimiter: delimiter)
          header += next - contentEnd == 2 ? [0x0D, 0x0A] : [0x0A]
        }
        let lines = (separatorLine > 0 ? 2 : 1) + lineBreaks
        return .ready(processor, header: header, consumed: next, cursor: BatchCursor(line: lines))
      }
    }
  }

  private static func csvProcessor(
    names: [String], request: BatchRequest, delimiter: UInt8 = CSVScanner.comma
  ) throws(BatchError) -> CSVBatchProcessor {
    let columns = try BatchColumns(
      names: names, weightColumn: request.weightColumn, heightColumn: request.heightColumn,
      units: request.units)
    let person = try PersonColumns(
      names: names, chosen: request.personColumns, units: request.units)
    return CSVBatchProcessor(
      names: names, columns: columns, person: person, outputFormat: request.outputFormat,
      delimiter: delimiter, today: request.today, classes: request.classes,
      reference: request.reference)
  }

  /// `,bmi,category,…`: the added columns after a CSV header's own.
  static func addedHeader(_ added: BatchAddedFields, delimiter: UInt8 = CSVScanner.comma)
    -> [UInt8]
  {
    added.names.flatMap { [delimiter] + Array($0.utf8) }
  }
}
