import DataSource

/// Sets up the processor for NDJSON input. For CSV output the columns are the first
/// object's keys, so that object is read (and left in place as the first row) first.
enum NDJSONOpening {
  static func open(_ input: UnsafeRawBufferPointer, isFinal: Bool, request: BatchRequest)
    throws(BatchError) -> BatchOpening.Outcome
  {
    func keys(_ role: BatchError.Role, _ chosen: String?) -> [NDJSONKey] {
      BatchColumns.candidates(for: role, chosen: chosen, units: request.units)
        .map { NDJSONKey(name: $0.name, unit: $0.unit) }
    }
    let weightKeys = keys(.weight, request.weightColumn)
    let heightKeys = keys(.height, request.heightColumn)
    let personKeys = PersonColumnRole.allCases.map { role in
      (request.personColumns[role].map { [$0] } ?? role.names).map { name in
        NDJSONKey(
          name: name,
          unit: [.waist, .head, .arm].contains(role)
            ? PersonColumns.waistUnit(name, units: request.units) : .centimetre)
      }
    }
    func processor(columns names: [String]) -> NDJSONBatchProcessor {
      // The columns' roles decide the added fields.
      let person = try? PersonColumns(
        names: names, chosen: request.personColumns, units: request.units, strict: false)
      let columns = NDJSONColumns(
        names: names,
        added: BatchAddedFields(
          person ?? .none, hasIOTF: request.classes.contains(.iotf),
          reference: request.reference))
      return NDJSONBatchProcessor(
        weightKeys: weightKeys, heightKeys: heightKeys, personKeys: personKeys, columns: columns,
        today: request.today, classes: request.classes, reference: request.reference)
    }
    guard request.outputFormat == .csv else {
      let processor = NDJSONBatchProcessor(
        weightKeys: weightKeys, heightKeys: heightKeys, personKeys: personKeys, columns: nil,
        today: request.today, classes: request.classes, reference: request.reference)
      return .ready(processor, header: [], consumed: 0, cursor: BatchCursor(line: 1))
    }
    if let names = request.columnNames {
      // Headerless input: the columns are given, so no object need be read first.
      let processor = processor(columns: names)
      let header = request.writesHeader ? processor.columns?.header ?? [] : []
      return .ready(processor, header: header, consumed: 0, cursor: BatchCursor(line: 1))
    }
    guard let bytes = input.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
      if isFinal { throw .emptyInput }
      return .needsInput
    }
    var position = 0
    var line = 1
    var members: [JSONMember] = []
    while position < input.count {
      let lineEnd = LineEnd.find(in: bytes, from: position, count: input.count, isFinal: isFinal)
      if lineEnd == input.count && !isFinal { return .needsInput }
      if JSONObjectScanner.scan(bytes, position..<lineEnd, into: &members) != nil {
        let processor = processor(columns: members.map { JSONText.decoded(bytes, $0.key) })
        let header = request.writesHeader ? processor.columns?.header ?? [] : []
        return .ready(processor, header: header, consumed: 0, cursor: BatchCursor(line: 1))
      }
      guard (position..<lineEnd).allSatisfy({ [0x20, 0x09, 0x0D].contains(bytes[$0]) }) else {
        throw .badRow(
          BatchRowError(line: line, column: nil, columnName: nil, problem: .notJSONObject))
      }
      position = lineEnd + 1
      line += 1
    }
    if isFinal { throw .emptyInput }
    return .needsInput
  }
}
