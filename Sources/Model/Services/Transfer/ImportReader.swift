import DataSource

/// Reads an import file into an `ImportBatch`: `bmi export` JSON, CSV or NDJSON, Apple
/// Health XML, Fitbit JSON, Libra, or another tracker's CSV with a date column and a weight
/// column. The kind is recognised from the content unless `--from` names it. Any bad value
/// fails the whole file.
public struct ImportReader: Sendable {
  /// The most bytes an import read whole may hold, from a file or standard input: as much
  /// as a store (`StoreRepository.maximumBytes`), so any export can be imported back, and a
  /// bound on what hostile input can make `bmi` allocate. An Apple Health export is streamed,
  /// and has no limit.
  public static let maximumBytes = ConsoleClient.standardInputLimit

  public let options: ImportOptions

  /// `units`: what a bare weight in a tracker's file means when its header does not say.
  public init(units: UnitSystem?) {
    options = ImportOptions(units: units)
  }

  public init(options: ImportOptions) {
    self.options = options
  }

  /// The whole file at once.
  public func read(_ bytes: [UInt8]) throws(ImportFailure) -> ImportBatch {
    var reading = try open(bytes)
    try reading.read(upTo: reading.rowCount)
    return reading.finish()
  }

  /// The file with its format found and its header checked, for reading row by row.
  public func open(_ bytes: [UInt8]) throws(ImportFailure) -> ImportReading {
    if ImportSource.resolve(options.source, head: bytes.prefix(4)) == .appleHealthZip {
      return ImportReading(try AppleHealthZip(options: options).read(bytes))
    }
    let (unmarked, isMarked) = try ImportText.unmarked(bytes)
    let source = options.source ?? ImportSource.detect(unmarked)
    // `--encoding` is for the files bmi reads whole; Apple Health's export declares UTF-8 and
    // is read as the streamed one is.
    guard source != .appleHealth else { return try open(unmarked, source: source) }
    let (body, misread) = try ImportText.transcoded(
      unmarked, encoding: options.encoding, isMarked: isMarked)
    do {
      var reading = try open(body, source: source)
      reading.misreadText = misread
      return reading
    } catch {
      guard let misread else { throw error }
      throw .misread(misread, error)
    }
  }

  /// The file's text, as UTF-8, read as `source`.
  private func open(_ body: [UInt8], source: ImportSource) throws(ImportFailure)
    -> ImportReading
  {
    guard let first = body.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      throw .blankFile
    }
    if let format = options.dateFormat, !ImportDateParser.isValid(format: format) {
      throw .badDateFormat(format)
    }
    switch source {
    case .appleHealth:
      var reader = AppleHealthReader(options: options)
      body.withUnsafeBufferPointer {
        _ = reader.consume($0, isFinal: true, notUTF8At: UTF8Validator.firstInvalid(in: $0))
      }
      return ImportReading(try reader.finish())
    case .fitbit:
      if HuaweiHealthJSON.isHuawei(body) {
        return ImportReading(try HuaweiHealthJSON(options: options).read(body))
      }
      if GarminBiometricsJSON.isGarminBiometrics(body) {
        return ImportReading(try GarminBiometricsJSON(options: options).read(body))
      }
      if EndomondoWeightsJSON.isEndomondo(body) {
        return ImportReading(try EndomondoWeightsJSON(options: options).read(body))
      }
      return ImportReading(try FitbitImport(options: options).read(body))
    case .bmi where first == UInt8(ascii: "{") && TanitaCardTable.isTanita(body):
      let (table, rows, skips) = try TanitaCardTable.read(
        try ImportText.utf8(body, encoding: options.encoding), options: options)
      let reader = try TrackerCSVImport(table: table, rows: rows, options: options, fileUnits: nil)
      return try ImportReading(
        reader: reader, rows: rows, count: reader.rowCount, skipped: skips, format: .tanitaCard)
    case .bmi where first == UInt8(ascii: "{"):
      if FHIRBundleReader.isFHIR(body) {
        return ImportReading(document: try FHIRBundleReader(options: options).read(body))
      }
      if GoogleFitJSON.isGoogleFit(body) {
        return ImportReading(try GoogleFitJSON(options: options).read(body))
      }
      if PolarCalendarJSON.isPolar(body) {
        return ImportReading(try PolarCalendarJSON(options: options).read(body))
      }
      if HealthPlanetJSON.isHealthPlanet(body) {
        return ImportReading(try HealthPlanetJSON(options: options).read(body))
      }
      if HealthAutoExportJSON.isHealthAutoExport(body) {
        return ImportReading(try HealthAutoExportJSON(options: options).read(body))
      }
      if NDJSONExportImport.isNDJSON(body) {
        let (table, rows, skips) = try NDJSONExportImport.table(
          body, skipInvalid: options.skipInvalid)
        return try ImportReading(
          reader: ExportCSVImport(table: table, skipsInvalid: options.skipInvalid), rows: rows,
          skipped: skips)
      }
      return ImportReading(document: try readJSON(body))
    case .libra:
      let (table, rows, units) = try LibraTable.read(
        try ImportText.utf8(body, encoding: options.encoding))
      let reader = try TrackerCSVImport(
        table: table, rows: rows, options: options, fileUnits: units, allowsShortRows: true)
      return try ImportReading(reader: reader, rows: rows, count: reader.rowCount)
    default:
      break
    }
    // Scanned where it lies, a row at a time: a large file is held as its bytes, never as
    // text.
    let text = try ImportText.utf8(body, encoding: options.encoding)
    let cursor = CSVRowCursor(text, delimiter: TrackerLayout.delimiter(in: text))
    let named = [options.dateColumn, options.weightColumn].compactMap { $0?.lowercased() }
    guard let layout = try TrackerLayout(cursor, named: named) else { throw .empty }
    var peek = layout.rows
    guard try peek.nextRecord({ _ in }) else { throw .headerOnly }
    let written = layout.header.fields.map(\.trimmingSpaces)
    let names = written.map { $0.lowercased() }
    let table = ImportTable(header: names, written: written)
    if source == .bmi || options.source == nil, names.contains(ExportColumns.profile),
      names.contains(ExportColumns.weight)
    {
      return try ImportReading(
        reader: ExportCSVImport(table: table, skipsInvalid: options.skipInvalid), rows: layout.rows)
    }
    let options = layout.naming(options)
    // The reader looks over every row first: a malformed one refuses the file before any
    // row is taken, and the rows it counted are the total that progress reports.
    let reader = try TrackerCSVImport(
      table: table, rows: layout.rows, options: options, fileUnits: layout.units)
    return try ImportReading(reader: reader, rows: layout.rows, count: reader.rowCount)
  }

  private func readJSON(_ bytes: [UInt8]) throws(ImportFailure) -> ImportBatch {
    let decoded: StoreDocumentDecoder.Decoded
    do {
      decoded = try StoreDocumentDecoder.decode(bytes)
    } catch {
      switch error {
      case .malformed(let problem):
        // An export row's keys (`profile`, `weight_kg`): one NDJSON line that is no JSON
        // (a bare `NaN`), whose fault and place say more than "not a bmi export".
        if let keys = Self.foreignKeys(bytes),
          !(keys.contains(ExportColumns.profile) && keys.contains(ExportColumns.weight))
        {
          throw .notExportJSON(keys: keys)
        }
        throw .json(problem)
      case .newerSchema(let found): throw .newerSchema(found: found)
      }
    }
    let profiles = decoded.document.profiles.map { profile in
      var details = profile
      details.entries = []
      return ImportedProfile(name: profile.name, details: details, entries: profile.entries)
    }
    return ImportBatch(
      format: .json, defaultProfile: decoded.document.defaultProfile, profiles: profiles)
  }
}

extension ImportReader {
  /// The members of a JSON object most of whose names no bmi store or export of any version
  /// has (another app's `{"name": …, "items": …}`, Tanita Health Planet's `{"birth_date": …,
  /// "data": …, "height": …, "sex": …}`), so that it is named for what it is not rather than
  /// as a store document with an unknown member; `nil` when most of its names are bmi's (a
  /// store with one member mistyped), and its own fault is the one to report.
  static func foreignKeys(_ bytes: [UInt8]) -> [String]? {
    let own: Set<String> = [
      "schema_version", "default_profile", "profiles", "current", "units", "height", "weights",
    ]
    let keys = JSONTopLevel.names(bytes)
    let ours = keys.count(where: own.contains)
    guard !keys.isEmpty, ours * 2 < keys.count, !keys.contains("schema_version") else {
      return nil
    }
    return keys
  }
}

/// A CSV file's header, with helpers to read a cell of a row and report where it is (the
/// rows themselves come one at a time, from `ImportRows`).
struct ImportTable {
  /// The column names in lower case, for finding columns.
  let header: [String]
  /// The column names as the file writes them, for messages.
  let written: [String]
  /// The names as written (after `lookupName`), for `ColumnVocabulary`, which reads their
  /// case too: `weightInGrams` is the words weight, in, grams.
  let named: [String]

  init(header: [String], written: [String]? = nil) {
    self.header = header.map(Self.lookupName)
    self.written = written ?? header
    named = self.written.map(Self.lookupName)
  }

  /// A column's name as the readers look for it: Samsung Health's newer exports put the
  /// data type before each (`com.samsung.health.weight.start_time`): the name is the last
  /// part.
  static func lookupName(_ name: String) -> String {
    guard name.hasPrefix("com."), let dot = name.lastIndex(of: ".") else { return name }
    return String(name[name.index(after: dot)...])
  }

  func column(_ name: String) -> Int? {
    header.firstIndex(of: name)
  }

  /// The trimmed cell, `""` when the row is short and the column is optional.
  func cell(_ row: CSVRow, _ column: Int?) -> String {
    guard let column, column < row.fields.count else { return "" }
    return row.fields[column].trimmingSpaces
  }

  /// The cell exactly as written, spaces kept: a note of bmi's own export round-trips byte
  /// for byte.
  func rawCell(_ row: CSVRow, _ column: Int?) -> String {
    guard let column, column < row.fields.count else { return "" }
    return row.fields[column]
  }

  /// The note cell (`raw`: spaces kept), refused with its line when it is longer than a
  /// change may write to the store (`--skip-invalid` skips the row then).
  func note(_ row: CSVRow, _ column: Int?, raw: Bool = false) throws(ImportFailure) -> String {
    let note = raw ? rawCell(row, column) : cell(row, column)
    if let column, let length = StoreDocumentRules.overlongNote(note) {
      throw failure(row, column, .noteTooLong(characters: length))
    }
    return note
  }

  func failure(_ row: CSVRow, _ column: Int, _ problem: RowProblem) -> ImportFailure {
    .row(line: row.line, column: column + 1, name: written[column], problem)
  }

  /// Entries sorted by date; where a date comes twice the later row wins.
  static func sortedKeepingLast(_ entries: [WeightEntry]) -> (entries: [WeightEntry], repeats: Int)
  {
    let ordered = entries.enumerated().sorted {
      ($0.element.date, $0.offset) < ($1.element.date, $1.offset)
    }
    var result: [WeightEntry] = []
    result.reserveCapacity(ordered.count)
    var repeats = 0
    for (_, entry) in ordered {
      if result.last?.date == entry.date {
        result[result.count - 1] = entry
        repeats += 1
      } else {
        result.append(entry)
      }
    }
    return (result, repeats)
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    // Most cells have nothing to trim: seen in their end bytes, without a copy.
    let isSpaceByte: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 }
    var text = self
    let untrimmed = text.withUTF8 { bytes in
      guard let first = bytes.first, let last = bytes.last else { return false }
      return !isSpaceByte(first) && !isSpaceByte(last)
    }
    if untrimmed { return self }
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let start = firstIndex(where: { !isSpace($0) }) else { return "" }
    let end = lastIndex(where: { !isSpace($0) })!
    return String(self[start...end])
  }
}
