import DataSource

/// Why an import file was refused. Nothing is written when any row is bad.
public indirect enum ImportFailure: Error, Sendable, Equatable {
  /// A failure of one of several files (or of a directory's files), naming it.
  case inFile(path: String, ImportFailure)
  /// A directory given to import holds no file to read, only these `folders` (by name; a
  /// directory's files are read, not its folders').
  case emptyDirectory(path: String, folders: [String])
  case fileMissing(path: String)
  case unreadable(path: String, ByteStreamError)
  case standardInputUnreadable
  /// The input holds more than `limit` bytes (`ImportReader.maximumBytes`).
  case tooLarge(limit: Int)
  /// The `bytes` a streamed read needs could not be allocated (`ulimit -v`).
  case outOfMemory(bytes: Int)
  case empty
  /// Nothing but white space (or nothing at all).
  case blankFile
  /// A header line and no row under it.
  case headerOnly
  /// A file of the kind that holds weigh-ins, with none of `what` in it.
  case noneOf(what: String)
  /// Bytes that are not UTF-8 on `line`: refused rather than read as U+FFFD; `likely`, the
  /// code page it reads as text in, if one does.
  case invalidUTF8(line: Int, likely: ImportEncoding? = nil)
  /// A file that is no text at all: an SQLite database (Health Connect's
  /// `health_connect_export.db`, Gadgetbridge's database export) when `database`, else
  /// another binary file (NUL bytes at its start).
  case notText(database: Bool)
  /// UTF-16 text with its byte order mark, not well-formed on `line`.
  case invalidUTF16(line: Int)
  /// UTF-16 text without a byte order mark (NUL bytes in every other place).
  case utf16WithoutMark
  /// UTF-32 text (its byte order mark): not read.
  case utf32
  /// With `--encoding` naming `codePage`, a byte on `line` that it leaves undefined; `likely`,
  /// the code page that reads the file as text, if one does.
  case undefinedInCodePage(codePage: String, line: Int, likely: ImportEncoding? = nil)
  /// A file refused for another reason (its header names no date column) whose text, read
  /// through `--encoding`'s code page, holds many words no language writes: the code page is
  /// the likelier fault, and is named. Never counted as a file without weigh-ins in a
  /// folder: in its code page its header may name them.
  case misread(MisreadTextNote, ImportFailure)
  case json(JSONError)
  case newerSchema(found: Int)
  case csv(CSVFailure)
  /// The header has no column for `wanted` (`date` or `weight`).
  case missingColumn(wanted: String, header: [String])
  /// A person's details, not a log (Zepp's `USER` file): a birthday, no date column, one row.
  case personDetails(header: [String])
  /// A log of lifts (FitNotes', Strong's), found by its `column` (`Exercise`, `Reps`): its
  /// weights are loads, not the lifter's.
  case workoutLog(column: String)
  /// `--date-column` (or weight, waist) named a column the header lacks.
  case namedColumnMissing(wanted: String, named: String, header: [String])
  /// `--person-column` or `--note-column` (`option`) named the column read for the dates,
  /// the weights or the waists.
  case columnTaken(option: String, named: String)
  /// A ZIP archive that cannot be read (truncated, corrupt, encrypted, another method).
  case zip(ZipEntry.Failure)
  /// An XML file that is not well-formed, is cut short, or passes a limit: where and why.
  case xml(XMLError)
  /// An XML file that is not an Apple Health export, or one without body measurements.
  case notAppleHealth
  /// A zip archive none of whose `.xml` entries has a `<HealthData>` root, and what it held.
  case zipWithoutAppleHealth(ZipWithoutExport)
  /// A Tanita card's files of several users (`DATA1.CSV`, `DATA2.CSV`) in one import: each is
  /// another person on the scale.
  case severalTanitaUsers(files: [String])
  /// A Tanita card's profile file (`SYSTEM/PROF1.CSV`): a user's birth date and height, no
  /// weigh-in.
  case tanitaProfile
  /// A spreadsheet workbook (`.xlsx`, `.ods`: a zip of XML sheets; `.xls`, an OLE2 file),
  /// which bmi does not read.
  case spreadsheet
  /// An Apple Health body mass, height or waist record whose value or unit bmi cannot read
  /// (`type` without its `HKQuantityTypeIdentifier` prefix, `date` its startDate).
  case appleHealthRecord(type: String, date: String, value: String, unit: String)
  /// A record read whose value the store cannot hold (a weight of 5000 lb): `written`, its
  /// value and unit as the file writes them.
  case appleHealthValue(type: String, date: String, written: String, Measure.Refusal)
  /// A Fitbit-style JSON array whose element `index` (from 1) lacks a usable `field`.
  case fitbit(index: Int, field: String, value: String)
  /// Fitbit's file names no unit for its bare weights, and neither `--units` nor the
  /// profile says.
  case fitbitNeedsUnits
  /// A tracker's CSV whose weight column (`column`, as written) names no unit, beside a BMI
  /// column whose values fit neither kg nor lb alone (`UnitsFromBMI`), and no `--units`.
  case unitsNotShownByBMI(column: String)
  /// One JSON object a line, but without the `profile` and `weight_kg` of
  /// `bmi export --format ndjson`; `keys`: the first object's.
  case notExportNDJSON(keys: [String])
  /// A JSON object with none of a bmi store's members (`keys`: the ones it has).
  case notExportJSON(keys: [String])
  /// `--date-format` that names no year, month and day.
  case badDateFormat(String)
  /// A row of `fields` fields where the header has `header` (another delimiter, a field
  /// missing, an unquoted delimiter in a note); `--skip-invalid` skips such rows.
  case shape(line: Int, fields: Int, header: Int)
  /// The file was read but holds no weigh-in: every row was skipped, for these reasons.
  case nothingToImport(ImportSkips)
  /// None of several files (or of a directory's) holds a weigh-in: how many there were, and
  /// their rows skipped, by why.
  case noFileWithWeighIns(files: Int, ImportSkips)

  /// A file that was read but yields nothing: in an import of several files it is counted
  /// and named, not a reason to refuse the others.
  var isWithoutWeighIns: Bool {
    switch self {
    case .empty, .blankFile, .headerOnly, .noneOf, .nothingToImport: true
    // An empty zip archive beside the files, as an empty CSV would be.
    case .zipWithoutAppleHealth(.nothing): true
    default: isAnotherMeasure
    }
  }

  /// A file of another measure: no weight column (Withings' `bp.csv` beside its
  /// `weight.csv`, Lose It!'s `profile.csv` beside its `weights.csv`), or a Fitbit file without a weight in any element (its `fat-….json`).
  var isAnotherMeasure: Bool {
    switch self {
    // An XML file of another kind beside an Apple Health export (its `export_cda.xml`).
    case .notAppleHealth: true
    // A database or another binary file beside the weights (Gadgetbridge's export folder).
    case .notText: true
    // A Tanita card's profile files beside its weigh-ins.
    case .tanitaProfile: true
    // No weight column; or no date column and no weight either (Lose It!'s
    // `achievements.csv` beside its `weights.csv`), or a person's details (Zepp's
    // `USER/USER_….csv`: a birthday, a height, a weight, one row): a file with a weight but
    // no date that bmi knows is still refused, as its weigh-ins would be lost.
    case .missingColumn(let wanted, let header):
      wanted == "weight"
        || (wanted == "date" && ColumnVocabulary.column(for: .weight, in: header) == nil)
    case .personDetails: true
    case .fitbit(_, let field, let value): field == "weight" && value.isEmpty
    default: false
    }
  }
  /// A bad value: `line` of the file, `column` 1-based, `name` the header of that column.
  case row(line: Int, column: Int, name: String, RowProblem)
  /// A profile the store does not have yet, without a height in the file to create it.
  case newProfileWithoutHeight(name: String, line: Int?)
  /// A file with the readings of several people (EufyLife's `Family Members`) and no
  /// `--person` to choose one: their names, in file order.
  case severalPeople([String], column: String)
  /// A family's sheet: a weight column for each person (`Gewicht Anna`, `Gewicht Tom`).
  case weightColumnPerPerson([String])
  /// `--person` named nobody in the file (`available`: the names it has, maybe none).
  case personNotInFile(name: String, available: [String])
  /// Home Assistant's history of a sensor that names no weight (`sensor.scale_body_water`),
  /// picked by `--person` or the file's only kind: `weights`, the file's weight sensors.
  case notWeightSensor(String, weights: [String])
  /// `--tz` named a zone the system does not know.
  case unknownTimeZone(String)
  /// `--profile` named a profile the file does not have.
  case profileNotInFile(name: String, available: [String])
}

/// What is wrong with one value of an import row.
public enum RowProblem: Sendable, Equatable {
  /// A date this cannot read; `format`: the `--date-format` it did not match, if one was given.
  case badDate(String, format: String? = nil)
  case badWeight(String, QuantityError)
  /// A bare number while neither the header nor `--units` says kg or lb.
  case weightNeedsUnit(String)
  case badHeight(String, QuantityError)
  case badWaist(String, QuantityError)
  /// A head or arm circumference (`measure`: `head` or `arm`) that is not one.
  case badCircumference(String, QuantityError, measure: String)
  case badChoice(String, expected: [String])
  case badProfileName(String, ProfileNameProblem)
  /// The row has fewer fields than the header.
  case missingField
  /// A Tanita card's line whose checksum `CS` is missing (`written` nil) or is not the sum
  /// of its bytes, `computed`: changed or damaged after the scale wrote it.
  case badChecksum(written: String?, computed: String)
  /// A date not in the one layout the app writes (`layout`, such as `DD/MM/YYYY`), in a
  /// file whose dates `--date-format` does not apply to.
  case notAppDate(String, layout: String)
  /// A weekday before the date that is not the date's (0 Monday … 6 Sunday).
  case weekdayContradicts(String, named: Int, date: LocalDate)
  /// A note longer than a change may write (`StoreDocumentRules.noteCharacterLimit`).
  case noteTooLong(characters: Int)

  /// A problem of the whole file, not of one row: skipping rows cannot help.
  public var isFileWide: Bool {
    if case .weightNeedsUnit = self { return true }
    return false
  }

  /// A date not read: its message's advice is `--date-format`, the likelier way past it.
  public var isDate: Bool {
    if case .badDate = self { return true }
    return false
  }

  /// A time of day alone where a date was wanted (`07:02` in a column `Uhrzeit` taken for
  /// the dates): the way past it is `--date-column`, not `--date-format`.
  public var isTimeOfDay: Bool {
    if case .badDate(let text, nil) = self { return ImportDateParser.isTimeOnly(text) }
    return false
  }
}
