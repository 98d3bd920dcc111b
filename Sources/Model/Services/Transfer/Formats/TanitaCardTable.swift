import DataSource

/// A Tanita body-composition scale's SD card (the BC-601 and its kin write `DATA/DATA1.CSV`
/// to `DATA8.CSV`, one a user): no header, each line key and value pairs,
/// `{0,16,~0,2,~1,2,~2,3,~3,4,MO,"BC-601",DT,"11/07/2023",Ti,"07:22:31",…,Wk,75.6,…,CS,A5`.
/// `~0` is the unit of the weight `Wk` (2 kg, 3 lb), `DT` the date day first and `Ti` the
/// time, on the scale's clock. `CS` is the sum of the line's bytes before it, modulo 256,
/// in hex: a line changed or damaged after the scale wrote it fails it and is refused (or
/// counted with `--skip-invalid`), never read. Read as a table of date, time and weight for
/// the tracker reader, so that every rule of a tracker's file applies.
enum TanitaCardTable {
  /// A line's key and value pairs, in order.
  typealias Pairs = [(key: String, value: String)]

  /// Whether `bytes` start as a Tanita card's lines do.
  static func isTanita(_ bytes: [UInt8]) -> Bool {
    bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
      .starts(with: Array("{0,16,".utf8))
  }

  /// The table, its rows and the lines not taken. Its dates are day first, as the scale
  /// writes them, unless a second number over 12 shows month first (and no first one does),
  /// and made `YYYY-MM-DD`; with `--date-format` they are left as written, for it.
  static func read(_ bytes: [UInt8], options: ImportOptions) throws(ImportFailure) -> (
    ImportTable, ImportRows, ImportSkips
  ) {
    var readings: [(line: Int, date: String, pairs: Pairs, fields: [String])] = []
    var skips = ImportSkips()
    var firstKeys: [String]?
    var weightLines = 0
    var dayFirst = (proven: false, disproven: false)
    // A line's value that bmi cannot take: the file refused, or with --skip-invalid counted.
    func refuse(_ line: Int, _ pairs: Pairs, _ key: String, _ problem: RowProblem)
      throws(ImportFailure)
    {
      guard options.skipInvalid else {
        let column = (pairs.firstIndex { $0.key == key } ?? pairs.count) * 2 + 2
        throw .row(line: line, column: column, name: key, problem)
      }
      skips.add(.unreadable(column: key), line: line)
    }
    for (index, text) in LineEnd.lines(bytes).enumerated() where !text.allSatisfy(isSpace) {
      let number = index + 1
      let line = text.last == 0x0D ? text.dropLast() : text
      let pairs = Self.pairs(of: line)
      if firstKeys == nil { firstKeys = pairs.map(\.key) }
      if pairs.contains(where: { $0.key == "Wk" }) { weightLines += 1 }
      if let problem = checksumProblem(of: line, pairs: pairs) {
        try refuse(number, pairs, "CS", problem)
        continue
      }
      let value = { (key: String) in pairs.first { $0.key == key }?.value }
      guard let weight = value("Wk") else {
        skips.add(.noReading, line: number)
        continue
      }
      let unit: String
      switch value("~0") {
      case "2", nil: unit = "kg"
      case "3": unit = "lb"
      case let other?:
        try refuse(number, pairs, "~0", .badChoice(other, expected: ["2 (kg)", "3 (lb)"]))
        continue
      }
      let date = value("DT") ?? ""
      let parts = date.split(separator: "/").compactMap { Int($0) }
      if parts.count == 3 {
        if parts[0] > 12 { dayFirst.proven = true }
        if parts[1] > 12 { dayFirst.disproven = true }
      }
      readings.append((number, date, pairs, [value("Ti") ?? "", "\(weight) \(unit)"]))
    }
    guard let firstKeys else { throw .blankFile }
    // A profile file (`SYSTEM/PROF1.CSV`: birth date, height) holds no weigh-in.
    guard weightLines > 0 else {
      throw firstKeys.contains("DB")
        ? .tanitaProfile : .missingColumn(wanted: "weight", header: firstKeys)
    }
    let monthFirst = dayFirst.disproven && !dayFirst.proven
    var rows: [CSVRow] = []
    for reading in readings {
      guard options.dateFormat == nil else {
        rows.append(CSVRow(line: reading.line, fields: [reading.date] + reading.fields))
        continue
      }
      let parts = reading.date.split(separator: "/", omittingEmptySubsequences: false)
      let numbers = parts.compactMap { Int($0) }
      guard parts.count == 3, numbers.count == 3, parts[2].count == 4,
        let date = ImportDateParser.make(
          numbers[2], monthFirst ? numbers[0] : numbers[1], monthFirst ? numbers[1] : numbers[0])
      else {
        let layout = monthFirst ? "MM/DD/YYYY" : "DD/MM/YYYY"
        try refuse(reading.line, reading.pairs, "DT", .notAppDate(reading.date, layout: layout))
        continue
      }
      rows.append(CSVRow(line: reading.line, fields: [date.description] + reading.fields))
    }
    return (ImportTable(header: ["date", "time", "weight"]), ImportRows(rows[...]), skips)
  }

  /// The line's key and value pairs, its `{` and a closing `}` left out, quotes taken off.
  private static func pairs(of line: ArraySlice<UInt8>) -> Pairs {
    var body = line
    if body.first == UInt8(ascii: "{") { body = body.dropFirst() }
    if body.last == UInt8(ascii: "}") { body = body.dropLast() }
    let fields = body.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self).trimmingSpaces
    }
    return stride(from: 0, to: fields.count - 1, by: 2).map {
      let value = fields[$0 + 1]
      let unquoted =
        value.count >= 2 && value.hasPrefix("\"") && value.hasSuffix("\"")
        ? String(value.dropFirst().dropLast()) : value
      return (fields[$0], unquoted)
    }
  }

  /// Why the line is not as the scale wrote it: no `CS`, or one its bytes do not sum to.
  private static func checksumProblem(
    of line: ArraySlice<UInt8>, pairs: Pairs
  ) -> RowProblem? {
    let marker = Array(",CS,".utf8)
    guard line.first == UInt8(ascii: "{"),
      let at = line.indices.last(where: { line[$0...].starts(with: marker) })
    else { return .badChecksum(written: nil, computed: "") }
    let sum = line[...at].reduce(0) { ($0 + Int($1)) & 0xFF }
    let computed = String(sum, radix: 16, uppercase: true)
    let padded = computed.count == 1 ? "0" + computed : computed
    let written = pairs.last { $0.key == "CS" }?.value ?? ""
    return written.uppercased() == padded ? nil : .badChecksum(written: written, computed: padded)
  }

  /// Blank: spaces, and the NUL bytes or Ctrl-Z a card's file may be padded with at its end.
  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x00 || byte == 0x1A
  }
}
