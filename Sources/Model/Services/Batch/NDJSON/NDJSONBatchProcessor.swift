import DataSource

/// Batch rows from NDJSON input: each line one object, written back unchanged with `bmi` and
/// `category` added, or as CSV whose columns are the first object's keys.
public struct NDJSONBatchProcessor: BatchProcessor {
  let weightKeys: [NDJSONKey]
  let heightKeys: [NDJSONKey]
  let measurer: BatchMeasurer
  /// `nil` for NDJSON output; for CSV output, the first object's keys.
  let columns: NDJSONColumns?

  init(weightKeys: [NDJSONKey], heightKeys: [NDJSONKey], columns: NDJSONColumns?) {
    self.weightKeys = weightKeys
    self.heightKeys = heightKeys
    self.measurer = BatchMeasurer()
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
      var lineEnd = position
      while lineEnd < input.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
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
      let hundredths: Int
      do throws(BatchRowError) {
        hundredths = try measure(bytes, members, line: line)
      } catch {
        return .rejected(error, consumed: next)
      }
      let category = measurer.categories.withView {
        measurer.categoryOrdinal(hundredths: hundredths, table: $0)
      }
      let needed = 2 * (lineEnd - position) + 3 * (columns?.names.count ?? 0) + 64
      output.reserveCapacity(output.count + needed)
      if let columns {
        do throws(BatchRowError) {
          try columns.writeRow(bytes, members, line: line, to: output)
        } catch {
          return .rejected(error, consumed: next)
        }
        output.append(contentsOf: ",".utf8)
      } else {
        output.append(
          contentsOf: UnsafeBufferPointer(start: bytes + position, count: close - position))
        output.append(contentsOf: ",\"bmi\":".utf8)
      }
      var sink = ByteSink(base: output.base, count: output.count)
      sink.appendHundredths(hundredths)
      output.count = sink.count
      output.append(contentsOf: (columns == nil ? ",\"category\":\"" : ",").utf8)
      measurer.categories.withView { table in
        var sink = ByteSink(base: output.base, count: output.count)
        table.appendName(ordinal: category, to: &sink)
        output.count = sink.count
      }
      output.append(contentsOf: (columns == nil ? "\"}\n" : "\n").utf8)
      cursor.written += 1
      position = next
    }
  }

  /// The row's BMI in hundredths, read from its weight and height members.
  private func measure(_ bytes: UnsafePointer<UInt8>, _ members: [JSONMember], line: Int)
    throws(BatchRowError) -> Int
  {
    guard let weight = NDJSONKey.find(weightKeys, in: members, bytes: bytes) else {
      throw BatchRowError(line: line, column: nil, columnName: nil, problem: .missingKey(.weight))
    }
    guard let height = NDJSONKey.find(heightKeys, in: members, bytes: bytes) else {
      throw BatchRowError(line: line, column: nil, columnName: nil, problem: .missingKey(.height))
    }
    let weightMember = members[weight.position]
    let heightMember = members[height.position]
    func failure(_ position: Int, _ problem: BatchRowError.Problem) -> BatchRowError {
      BatchRowError(
        line: line, column: position + 1,
        columnName: JSONText.decoded(bytes, members[position].key), problem: problem)
    }
    let kilograms: Double
    let centimetres: Double
    do {
      kilograms = try measurer.weight(bytes, weightMember.value, unit: weight.key.unit) {
        Self.text(of: weightMember, in: bytes)
      }
    } catch {
      throw failure(weight.position, .weight(Self.text(of: weightMember, in: bytes), error))
    }
    do {
      centimetres = try measurer.height(bytes, heightMember.value, unit: height.key.unit) {
        Self.text(of: heightMember, in: bytes)
      }
    } catch {
      throw failure(height.position, .height(Self.text(of: heightMember, in: bytes), error))
    }
    return measurer.hundredths(weightKilograms: kilograms, heightCentimetres: centimetres)
  }

  /// A value as `bmi calc` would be given it: a string's text, a number as written, `null`
  /// as nothing.
  static func text(of member: JSONMember, in bytes: UnsafePointer<UInt8>) -> String {
    switch member.kind {
    case .string: return JSONText.decoded(bytes, member.value)
    case .literal where member.value.count == 4 && bytes[member.value.lowerBound] == 0x6E: return ""
    default:
      let raw = UnsafeBufferPointer(
        start: bytes + member.value.lowerBound, count: member.value.count)
      return String(decoding: raw, as: UTF8.self)
    }
  }
}
