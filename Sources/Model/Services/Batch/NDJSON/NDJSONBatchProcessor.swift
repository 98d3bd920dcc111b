import DataSource

/// Batch rows from NDJSON input: each line one object, written back unchanged with `bmi` and
/// `category` added, or as CSV whose columns are the first object's keys.
public struct NDJSONBatchProcessor: BatchProcessor {
  let weightKeys: [NDJSONKey]
  let heightKeys: [NDJSONKey]
  /// The keys of each optional role, by `PersonColumnRole.allCases` order.
  let personKeys: [[NDJSONKey]]
  let measurer: BatchMeasurer
  let reader: PersonCellReader
  /// Today's day number, for `reader` (`PersonCellReader.day`).
  let today: Int
  let assessor: BatchRowAssessor
  /// `nil` for NDJSON output; for CSV output, the first object's keys.
  let columns: NDJSONColumns?

  init(
    weightKeys: [NDJSONKey], heightKeys: [NDJSONKey], personKeys: [[NDJSONKey]],
    columns: NDJSONColumns?, today: LocalDate? = nil, classes: [ClassSystem] = [],
    reference: ReferenceChoice = .cdc
  ) {
    self.weightKeys = weightKeys
    self.heightKeys = heightKeys
    self.personKeys = personKeys
    self.measurer = BatchMeasurer()
    self.reader = PersonCellReader()
    self.today = PersonCellReader.day(today)
    self.assessor = BatchRowAssessor(addsIOTF: classes.contains(.iotf), reference: reference)
    self.columns = columns
  }

  public func process(
    _ input: UnsafeRawBufferPointer, isFinal: Bool, into output: ByteBuffer, outputLimit: Int,
    cursor: inout BatchCursor
  ) -> BatchStep {
    guard let bytes = input.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
      return .needsInput(consumed: 0)
    }
    var members: [JSONMember] = []
    var position = 0
    while true {
      if position == input.count { return .needsInput(consumed: position) }
      if output.count >= outputLimit { return .outputFull(consumed: position) }
      let lineEnd = LineEnd.find(in: bytes, from: position, count: input.count, isFinal: isFinal)
      if lineEnd == input.count && !isFinal { return .needsInput(consumed: position) }
      let next = min(lineEnd + 1, input.count)
      let line = cursor.line
      cursor.line += 1
      guard let close = JSONObjectScanner.scan(bytes, position..<lineEnd, into: &members) else {
        if (position..<lineEnd).allSatisfy({ [0x20, 0x09, 0x0D].contains(bytes[$0]) }) {
          position = next
          continue
        }
        cursor.rows += 1
        return .rejected(
          BatchRowError(line: line, column: nil, columnName: nil, problem: .notJSONObject),
          consumed: next)
      }
      cursor.rows += 1
      let outcome: BatchRowOutcome
      let added: BatchAddedFields
      let iotf: IOTFAssessment?
      let whoScores: WHOScores?
      do throws(BatchRowError) {
        (outcome, added, iotf, whoScores) = try assess(bytes, members, line: line)
      } catch {
        return .rejected(error, consumed: next)
      }
      let needed =
        2 * (lineEnd - position) + 3 * (columns?.names.count ?? 0)
        + added.maximumLength
      output.reserveCapacity(output.count + needed)
      if let columns {
        do throws(BatchRowError) {
          try columns.writeRow(bytes, members, line: line, to: output)
        } catch {
          return .rejected(error, consumed: next)
        }
      } else {
        output.append(
          contentsOf: UnsafeBufferPointer(start: bytes + position, count: close - position))
      }
      measurer.withTables { who, asian in
        var sink = ByteSink(output)
        added.write(outcome, json: columns == nil, who: who, asian: asian, to: &sink)
        if added.hasIOTF { added.writeIOTF(iotf, json: columns == nil, to: &sink) }
        if added.hasWHO {
          if var scores = whoScores {
            added.writeWHO(
              &scores, ageMonths: outcome.ageMonths, json: columns == nil, to: &sink)
          } else {
            added.writeWHO(nil, ageMonths: outcome.ageMonths, json: columns == nil, to: &sink)
          }
        }
        if columns == nil { sink.append(UInt8(ascii: "}")) }
        sink.append(UInt8(ascii: "\n"))
        output.count = sink.count
      }
      cursor.written += 1
      position = next
    }
  }

  /// The row's assessment, and the fields it adds: fixed by the CSV columns, else by the
  /// object's own keys (the child fields when it has an age, the waist's with a waist).
  private func assess(_ bytes: UnsafePointer<UInt8>, _ members: [JSONMember], line: Int)
    throws(BatchRowError) -> (BatchRowOutcome, BatchAddedFields, IOTFAssessment?, WHOScores?)
  {
    let (kilograms, centimetres, missing) = try measure(bytes, members, line: line)
    let hundredths = measurer.hundredths(weightKilograms: kilograms, heightCentimetres: centimetres)
    var cells = PersonCells()
    var whoCells = PersonCells.WHO()
    var positions = RolePositions()
    for (ordinal, role) in PersonColumnRole.allCases.enumerated() {
      guard let found = NDJSONKey.find(personKeys[ordinal], in: members, bytes: bytes) else {
        continue
      }
      positions[role] = found.position
      let cell = BatchCell.json(members[found.position])
      switch role {
      case .sex: cells.sex = cell
      case .ageMonths: cells.ageMonths = cell
      case .ageYears: cells.ageYears = cell
      case .ageDays: cells.ageDays = cell
      case .born: cells.born = cell
      case .measuredOn: cells.measuredOn = cell
      case .population: cells.population = cell
      case .waist:
        cells.waist = cell
        cells.waistUnit = found.key.unit
      case .measured: whoCells.measured = cell
      case .oedema: whoCells.oedema = cell
      case .head:
        whoCells.head = cell
        whoCells.headUnit = found.key.unit
      case .arm:
        whoCells.arm = cell
        whoCells.armUnit = found.key.unit
      }
    }
    let person: BatchPerson
    do {
      person = try reader.read(bytes, cells, today: today)
    } catch {
      if let missing { throw missing.error }
      let position = positions[error.role] ?? 0
      throw BatchRowError(
        line: line, column: position + 1,
        columnName: JSONText.decoded(bytes, members[position].key), problem: error.problem)
    }
    var outcome = measurer.withTables { who, asian in
      var outcome = assessor.assess(
        weightKilograms: kilograms, heightCentimetres: centimetres, hundredths: hundredths,
        person: person)
      measurer.classAdult(&outcome, who: who, asian: asian)
      return outcome
    }
    var whoScores: WHOScores?
    var isWHOScored = false
    if outcome.kind == .whoChild {
      do throws(PersonCells.Failure) {
        let measurement = try reader.who(bytes, whoCells, age: person.whoAge)
        var scores = WHOScores.none
        if assessor.who(
          &outcome, into: &scores, weightKilograms: kilograms, heightCentimetres: centimetres,
          sex: person.sex, measurement: measurement)
        {
          whoScores = scores
          isWHOScored = true
        }
      } catch {
        if let missing { throw missing.error }
        let position = positions[error.role] ?? 0
        throw BatchRowError(
          line: line, column: position + 1,
          columnName: JSONText.decoded(bytes, members[position].key), problem: error.problem)
      }
    }
    if let missing,
      !assessor.scores(without: missing.measure, &outcome, isWHOScored: isWHOScored)
    {
      throw missing.error
    }
    let iotf =
      assessor.addsIOTF
      ? assessor.iotf(
        for: outcome, weightKilograms: kilograms, heightCentimetres: centimetres, sex: person.sex)
      : nil
    func has(_ role: PersonColumnRole) -> Bool {
      positions[role] != nil
    }
    let added =
      columns?.added
      ?? BatchAddedFields(
        hasChild: has(.ageMonths) || has(.ageYears) || has(.ageDays) || has(.born)
          || has(.measuredOn),
        hasWaist: has(.waist), hasIOTF: assessor.addsIOTF,
        hasWHO: assessor.reference == .who || has(.ageDays) || has(.measured) || has(.oedema)
          || has(.head) || has(.arm))
    return (outcome, added, iotf, whoScores)
  }
}

/// Where each optional role's member is in one object: no array made per line.
private struct RolePositions {
  private var sex, ageMonths, ageYears, ageDays, born, measuredOn, population, waist: Int?
  private var measured, oedema, head, arm: Int?

  subscript(role: PersonColumnRole) -> Int? {
    get {
      switch role {
      case .sex: return sex
      case .ageMonths: return ageMonths
      case .ageYears: return ageYears
      case .ageDays: return ageDays
      case .born: return born
      case .measuredOn: return measuredOn
      case .population: return population
      case .waist: return waist
      case .measured: return measured
      case .oedema: return oedema
      case .head: return head
      case .arm: return arm
      }
    }
    set {
      switch role {
      case .sex: sex = newValue
      case .ageMonths: ageMonths = newValue
      case .ageYears: ageYears = newValue
      case .ageDays: ageDays = newValue
      case .born: born = newValue
      case .measuredOn: measuredOn = newValue
      case .population: population = newValue
      case .waist: waist = newValue
      case .measured: measured = newValue
      case .oedema: oedema = newValue
      case .head: head = newValue
      case .arm: arm = newValue
      }
    }
  }
}
