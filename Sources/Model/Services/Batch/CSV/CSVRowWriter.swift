import DataSource

/// One pass of `CSVBatchProcessor` over a window of input: everything the row loop touches,
/// held in locals so that the loop runs without reference counting or exclusivity checks.
struct CSVRowWriter {
  let processor: CSVBatchProcessor
  let bytes: UnsafePointer<UInt8>
  let end: Int
  let isFinal: Bool
  let fields: UnsafeMutableBufferPointer<CSVField>
  let who: CategoryTable.View
  let asian: CategoryTable.View

  /// Whether rows add the IOTF fields, as a type: the loop is specialised for each, so the
  /// rows of a run without `--classes iotf` run the loop they ran before it existed (one
  /// loop with a run-time flag cost the mixed CDC file 1.5-3% more instructions, callgrind).
  protocol Classes {
    static var addsIOTF: Bool { get }
    /// `--reference who` (without IOTF): a WHO child's outcome is written in place
    /// (`BatchRowAssessor.assess(_:…)`), where a CDC run's loop keeps assigning a fresh one.
    static var assessesInPlace: Bool { get }
  }
  enum ReferenceClassesOnly: Classes {
    static var addsIOTF: Bool { false }
    static var assessesInPlace: Bool { false }
  }
  enum WithIOTF: Classes {
    static var addsIOTF: Bool { true }
    static var assessesInPlace: Bool { false }
  }
  enum WHOReference: Classes {
    static var addsIOTF: Bool { false }
    static var assessesInPlace: Bool { true }
  }

  mutating func run<Added: Classes>(
    into output: ByteBuffer, outputLimit: Int, cursor: inout BatchCursor, classes: Added.Type
  ) -> BatchStep {
    let measurer = processor.measurer
    let weightIndex = processor.columns.weight.index
    let heightIndex = processor.columns.height.index
    let weightUnit = processor.columns.weight.unit
    let heightUnit = processor.columns.height.unit
    let expectedFields = processor.names.count
    let isCSV = processor.outputFormat == .csv
    let overhead = processor.rowOverhead
    let expansion = processor.expansion
    let delimiter = processor.delimiter
    // A WHO row's scores are kept out of the loop's frame and scored in place: as an
    // optional local this large they were copied on every row, CDC rows included (callgrind:
    // 4 memcpy calls a row), and returned through the row's layers, 8 more a WHO row.
    let whoScores = UnsafeMutablePointer<WHOScores>.allocate(capacity: 1)
    whoScores.initialize(to: .none)
    defer { whoScores.deallocate() }
    var isWHOScored = false
    let hasPerson = !processor.person.isEmpty
    let added = processor.added
    let addsIOTF = Added.addsIOTF
    let today = processor.today
    let who = who
    let asian = asian
    var sink = ByteSink(output)
    var capacity = output.capacity
    defer { output.count = sink.count }
    var position = 0
    // One outcome for every row, which an adult row updates in place
    // (`BatchRowAssessor.adult(_:hundredths:)`): a fresh one is 225 bytes copied a row.
    var outcome = BatchRowOutcome(hundredths: 0, kind: .unassessed)
    while true {
      if position == end { return .needsInput(consumed: position) }
      if sink.count >= outputLimit { return .outputFull(consumed: position) }
      let scan = CSVScanner.scan(
        bytes, from: position, to: end, isFinal: isFinal, fields: fields.baseAddress!,
        capacity: fields.count, delimiter: delimiter)
      let line = cursor.line
      let found: Int
      let contentEnd: Int
      let next: Int
      switch scan {
      case .incomplete:
        return .needsInput(consumed: position)
      case .malformed(let problem, let field, let after, let lineBreaks):
        let error = BatchRowError(
          line: cursor.line, column: field + 1, columnName: processor.name(ofField: field),
          problem: .csv(problem))
        cursor.line += lineBreaks
        cursor.rows += 1
        return .rejected(error, consumed: after)
      case .record(let fieldCount, let recordEnd, let after, let lineBreaks):
        if fieldCount == 1 && recordEnd == position {
          // A blank line holds no row.
          cursor.line += lineBreaks
          position = after
          continue
        }
        let needed = (recordEnd - position) * expansion + overhead
        if sink.count + needed > capacity {
          if sink.count > 0 { return .outputFull(consumed: position) }
          output.reserveCapacity(needed)
          sink = ByteSink(output)
          capacity = output.capacity
        }
        found = fieldCount
        contentEnd = recordEnd
        next = after
        cursor.rows += 1
        cursor.line += lineBreaks
      }
      guard found == expectedFields else {
        let error = BatchRowError(
          line: line, column: nil, columnName: nil,
          problem: .fieldCount(found: found, expected: expectedFields))
        return .rejected(error, consumed: next)
      }
      let weightField = fields[weightIndex]
      let heightField = fields[heightIndex]
      let weight: Double
      let height: Double
      // An empty weight or height (or both) waits for the row's person (`MissingMeasure`): `nan`, whose
      // BMI is 0 and whose WHO indicators are skipped, until the row is known to be a child
      // the WHO scores. Only the failure paths set it.
      var missing: MissingMeasure?
      do {
        weight = try measurer.weight(bytes, weightField.content, unit: weightUnit) {
          Self.decimalPoint(CSVCodec.text(of: weightField, in: bytes), delimiter: delimiter)
        }
      } catch {
        guard error == .empty && hasPerson else {
          let text = CSVCodec.text(of: weightField, in: bytes)
          return .rejected(rowError(line, weightIndex, .weight(text, error)), consumed: next)
        }
        weight = .nan
        missing = .weight
      }
      do {
        height = try measurer.height(bytes, heightField.content, unit: heightUnit) {
          Self.decimalPoint(CSVCodec.text(of: heightField, in: bytes), delimiter: delimiter)
        }
      } catch {
        if missing != nil {
          guard error == .empty else {
            return .rejected(missingError(line, .weight), consumed: next)
          }
          height = .nan
          missing = .both
        } else {
          guard error == .empty && hasPerson else {
            let text = CSVCodec.text(of: heightField, in: bytes)
            return .rejected(rowError(line, heightIndex, .height(text, error)), consumed: next)
          }
          height = .nan
          missing = .height
        }
      }
      let hundredths = measurer.hundredths(weightKilograms: weight, heightCentimetres: height)
      var iotf: IOTFAssessment?
      if hasPerson {
        let person: BatchPerson
        do {
          person = try processor.reader.read(
            bytes, processor.personCells(fields), today: today)
        } catch {
          if let missing { return .rejected(missingError(line, missing), consumed: next) }
          let index = processor.index(of: error.role)
          return .rejected(rowError(line, index, error.problem), consumed: next)
        }
        if Added.assessesInPlace {
          processor.assessor.assess(
            &outcome, weightKilograms: weight, heightCentimetres: height,
            hundredths: hundredths, person: person)
        } else {
          outcome = processor.assessor.assess(
            weightKilograms: weight, heightCentimetres: height, hundredths: hundredths,
            person: person)
        }
        measurer.classAdult(&outcome, who: who, asian: asian)
        isWHOScored = false
        if outcome.kind == .whoChild {
          do {
            if Added.assessesInPlace {
              isWHOScored = try processor.whoInline(
                &outcome, into: &whoScores.pointee, bytes, fields, weightKilograms: weight,
                heightCentimetres: height, person: person)
            } else {
              isWHOScored = try processor.who(
                &outcome, into: &whoScores.pointee, bytes, fields, weightKilograms: weight,
                heightCentimetres: height,
                person: person)
            }
          } catch {
            if let missing {
              return .rejected(missingError(line, missing), consumed: next)
            }
            let index = processor.index(of: error.role)
            return .rejected(rowError(line, index, error.problem), consumed: next)
          }
        }
        if let missing,
          !processor.assessor.scores(without: missing, &outcome, isWHOScored: isWHOScored)
        {
          return .rejected(missingError(line, missing), consumed: next)
        }
        if addsIOTF {
          iotf = processor.assessor.iotf(
            for: outcome, weightKilograms: weight, heightCentimetres: height, sex: person.sex)
        }
      } else {
        BatchRowAssessor.adult(&outcome, hundredths: hundredths)
        outcome.adultOrdinal = measurer.categoryOrdinal(hundredths: hundredths, table: who)
      }
      if isCSV {
        sink.append(bytes, position..<contentEnd)
        added.write(
          outcome, json: false, delimiter: delimiter, who: who, asian: asian, to: &sink)
        if addsIOTF { added.writeIOTF(iotf, json: false, delimiter: delimiter, to: &sink) }
        if added.hasWHO {
          added.writeWHO(
            outcome.kind == .whoChild && isWHOScored ? whoScores : nil,
            ageMonths: outcome.ageMonths,
            json: false, delimiter: delimiter, to: &sink)
        }
        // Each row keeps its own line break, CRLF or LF.
        if next - contentEnd == 2 { sink.append(UInt8(ascii: "\r")) }
      } else {
        processor.writeNDJSON(bytes, fields: fields, to: &sink)
        added.write(outcome, json: true, who: who, asian: asian, to: &sink)
        if addsIOTF { added.writeIOTF(iotf, json: true, to: &sink) }
        if added.hasWHO {
          added.writeWHO(
            outcome.kind == .whoChild && isWHOScored ? whoScores : nil,
            ageMonths: outcome.ageMonths,
            json: true, to: &sink)
        }
        sink.append(UInt8(ascii: "}"))
      }
      sink.append(UInt8(ascii: "\n"))
      cursor.written += 1
      position = next
    }
  }

  /// `79,6` as `79.6` in a `;` or tab file (a European spreadsheet's decimal comma), as
  /// import reads it; only on the slow path, for cells that are not plain numbers.
  static func decimalPoint(_ text: String, delimiter: UInt8) -> String {
    guard delimiter != CSVScanner.comma, text.contains(","), !text.contains(".") else {
      return text
    }
    return String(text.map { $0 == "," ? "." : $0 })
  }

  /// The error of a row refused for its empty `measure` cell, as every row with one was.
  @inline(never)
  private func missingError(_ line: Int, _ measure: MissingMeasure) -> BatchRowError {
    let index = measure == .height ? processor.columns.height.index : processor.columns.weight.index
    return rowError(line, index, measure.problem(CSVCodec.text(of: fields[index], in: bytes)))
  }

  private func rowError(_ line: Int, _ index: Int, _ problem: BatchRowError.Problem)
    -> BatchRowError
  {
    BatchRowError(
      line: line, column: index + 1, columnName: processor.name(ofField: index), problem: problem)
  }
}
