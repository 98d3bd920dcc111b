import DataSource
import Model

extension ImportFailure {
  /// After a row's own problem: the way past it (`--skip-invalid` counts the rows it skips).
  static func skipHint(_ row: String = "row") -> String {
    "; fix the \(row), or pass --skip-invalid to skip such \(row)s and import the rest"
  }

  /// The error for an import from `source` (a path, or "standard input").
  func commandLineError(source: String) -> CommandLineError {
    let nothing = "; nothing was imported"
    switch self {
    case .inFile(let path, let failure):
      return failure.commandLineError(source: path)
    case .misread(let note, let failure):
      let error = failure.commandLineError(source: source)
      return CommandLineError(
        error.status, error.message + "; " + TransferRenderer.misreadNote(note, dryRun: true))
    case .emptyDirectory(let path, let folders):
      // A directory's files are read, not its folders': name them, so a Takeout's `Fit` leads
      // to `Fit/Daily activity metrics`.
      let inside =
        folders.isEmpty
        ? ""
        : " (it holds only folders: \(folders.prefix(5).joined(separator: ", "))"
          + (folders.count > 5 ? " and \(folders.count - 5) more" : "")
          + "; a directory's files are read, not its folders': import one, such as \(Self.joined(path, Self.likelyWeighIns(folders))), or all of them: bmi import \(Self.joined(path, ""))*/)"
      return CommandLineError(
        .dataError, "\(path) is a directory without a file to import\(inside)\(nothing)")
    case .fileMissing(let path):
      return CommandLineError(.noInput, "cannot import \(path): no such file")
    case .unreadable(let path, let failure):
      // A file that is not there or may not be read is input missing (66); a read that
      // fails (EIO, a dying disk) is an I/O error (74), as for the store and batch input.
      let status: ExitStatus =
        switch failure {
        case .noSuchFile, .permissionDenied, .isDirectory: .noInput
        case .brokenPipe, .failed: .ioError
        }
      return CommandLineError(status, "cannot read \(path): \(failure.reason)")
    case .standardInputUnreadable:
      return CommandLineError(.noInput, "cannot read standard input")
    case .tooLarge(let limit):
      return CommandLineError(
        .dataError,
        "\(source) is larger than \(limit >> 20) MiB, the most bmi imports at once\(nothing)")
    case .outOfMemory(let bytes):
      return CommandLineError(
        .ioError,
        "cannot import \(source): Cannot allocate memory (\((bytes + (1 << 20) - 1) >> 20) MiB to read it through)\(nothing)"
      )
    case .empty:
      return CommandLineError(.dataError, "\(source) has no weigh-ins to import")
    case .blankFile:
      return CommandLineError(.dataError, "\(source) has no weigh-ins to import: it is empty")
    case .noneOf(let what):
      return CommandLineError(.dataError, "\(source) has no weigh-ins to import: not one \(what)")
    case .headerOnly:
      return CommandLineError(
        .dataError, "\(source) has no weigh-ins to import: a header line and no row under it")
    case .invalidUTF8, .notText, .invalidUTF16, .utf32, .utf16WithoutMark,
      .undefinedInCodePage:
      return CommandLineError(.dataError, "\(source)\(textProblem)\(nothing)")
    case .json(let problem):
      let reason = QuotedValue.shorteningQuotedValue(in: problem.reason)
      return CommandLineError(
        .dataError,
        "\(source): line \(problem.line), column \(problem.column): \(reason)\(nothing); it was read as JSON (a bmi export, 'bmi export --format ndjson', or a Fitbit weight file): fix it there, or pass --from NAME if it is another kind of file"
      )
    case .newerSchema(let found):
      return CommandLineError(
        .dataError,
        "\(source) has schema version \(found), newer than this bmi reads (\(StoreDocument.currentSchemaVersion))\(nothing)"
      )
    case .csv(let failure):
      let problem =
        failure.problem == .unterminatedQuote
        ? "a quoted field is never closed" : "text after the closing quote of a field"
      return CommandLineError(
        .dataError,
        "\(source): line \(failure.line), column \(failure.column): \(problem)\(nothing)")
    case .workoutLog(let column):
      return CommandLineError(
        .dataError,
        "\(source) is a workout log (its \(QuotedValue.quoted(QuotedValue.shortened(column))) column): its weights are the loads lifted, not body weight; export the app's body-weight log instead, or name the column with --weight-column if it really is body weight\(nothing)"
      )
    case .missingColumn(let wanted, let header):
      // A file without a header line has a record there: say so rather than print it.
      if header.contains(where: { $0.first?.isNumber == true }) {
        return CommandLineError(
          .dataError,
          "\(source): line 1 looks like data, not a header; add a first line naming the columns, with a '\(wanted)' column\(nothing)"
        )
      }
      if header.isEmpty {
        return CommandLineError(
          .dataError,
          "\(source): no header line naming the columns (Libra's '#date;weight;…'); add one\(nothing)"
        )
      }
      // Only a trend, a target or another weight figure: no weigh-ins, and not to be taken
      // for them (MacroFactor's `Trend Weight (kg)` sheet).
      let others = wanted == "weight" ? ColumnVocabulary.otherWeightFigures(in: header) : []
      if !others.isEmpty {
        return CommandLineError(
          .dataError,
          "\(source): no weight column among \(Self.columns(header)): \(Self.columns(others)) \(others.count == 1 ? "is" : "are") another figure (a trend, a target, a change), not weigh-ins; if a column does hold readings, name it with --weight-column NAME\(nothing)"
        )
      }
      return CommandLineError(
        .dataError,
        "\(source): no \(wanted) column among \(Self.columns(header)); name the one to use with --\(wanted)-column NAME\(nothing)"
      )
    case .personDetails(let header):
      // No date to name: the weigh-ins are in another file of the export.
      return CommandLineError(
        .dataError,
        "\(source) holds one person's details (\(Self.columns(header))), not dated weigh-ins; import the export's file of weigh-ins instead (Zepp's BODY/BODY_….csv), or name a date column with --date-column NAME\(nothing)"
      )
    case .columnTaken(let option, let named):
      let instead = option == "person-column" ? "the column of people, or none" : "another column"
      return .usage(
        "\(source): --\(option) \(QuotedValue.quoted(named)) is the column read for the dates, weights or waists; name \(instead)"
      )
    case .namedColumnMissing(let wanted, let named, let header):
      return CommandLineError(
        .dataError,
        "\(source): --\(wanted)-column \(QuotedValue.quoted(named)) is not among the columns \(Self.columns(header)); pass one of them\(nothing)"
      )
    case .zip(let failure):
      return CommandLineError(.dataError, "\(source): \(failure.explanation)\(nothing)")
    case .xml(let error):
      return CommandLineError(
        .dataError,
        "\(source): line \(error.line), column \(error.column): \(error.problem.explanation); it was read as Apple Health XML\(nothing)"
      )
    case .notAppleHealth:
      return CommandLineError(
        .dataError,
        "\(source) is XML but not an Apple Health export (no <HealthData> element); in the Health app choose Export All Health Data and import the export.xml inside the zip\(nothing)"
      )
    case .severalTanitaUsers(let files):
      return CommandLineError(
        .dataError,
        "\(source) holds a Tanita card's files of \(files.count) users (\(files.map(QuotedValue.quoted).joined(separator: ", "))): each is another person on the scale; import each alone into that person's profile (bmi import DATA1.CSV --profile NAME)\(nothing)"
      )
    case .tanitaProfile:
      return CommandLineError(
        .dataError,
        "\(source) is a Tanita scale's profile file (SYSTEM/PROF1.CSV to PROF8.CSV: a user's birth date and height, no weigh-in); the weigh-ins are in the card's DATA folder, a file a user: import the user's own, DATA/DATA1.CSV for user 1\(nothing)"
      )
    case .spreadsheet:
      return CommandLineError(
        .dataError,
        "\(source) is a spreadsheet workbook (.xlsx, .xls or .ods, whatever its name); open it, save the sheet with the weights as CSV (CSV UTF-8 in Excel), and import that file\(nothing)"
      )
    case .zipWithoutAppleHealth(let contents):
      return CommandLineError(.dataError, contents.explanation(of: source) + nothing)
    case .appleHealthValue(let type, let date, let written, let refusal):
      return CommandLineError(
        .dataError,
        "\(source): the \(type) record of \(QuotedValue.quoted(date)) holds \(written), \(refusal.explanation), which bmi does not take; fix that record in the file\(nothing)"
      )
    case .appleHealthRecord(let type, let date, let value, let unit):
      return CommandLineError(
        .dataError,
        "\(source): the \(type) record of \(QuotedValue.quoted(date)) has value \(QuotedValue.quoted(value)) and unit \(QuotedValue.quoted(unit)), which bmi cannot read (a number in kg, g, lb or st; cm, m, mm, in or ft; with a startDate); fix that record in the file\(nothing)"
      )
    case .fitbit(let index, let field, let value) where value.isEmpty:
      // A Fitbit fat file looks like a weight file without weights.
      return CommandLineError(
        .dataError,
        "\(source): weigh-in \(index) of the JSON array has no \(field); it was read as a Fitbit weight file (a Fitbit fat-….json holds body fat: import the weight-….json files; pass --from NAME if it is another kind)\(nothing)"
      )
    case .fitbit(let index, let field, let value):
      return CommandLineError(
        .dataError,
        "\(source): weigh-in \(index) of the JSON array has \(field) \(QuotedValue.quoted(value)), which is not a \(field == "date" ? "date (MM/DD/YY or YYYY-MM-DD; set another with --date-format)" : "weight"); it was read as a Fitbit weight file (pass --from NAME if it is another kind)\(Self.skipHint("weigh-in"))\(nothing)"
      )
    case .fitbitNeedsUnits:
      return CommandLineError(
        .dataError,
        "\(source): a Fitbit weight file does not say whether its weights are kg or lb; pass --units metric or --units imperial, as the Fitbit account is set (the profile's units are not a guess bmi makes here)\(nothing)"
      )
    case .unitsNotShownByBMI(let column):
      return CommandLineError(
        .dataError,
        "\(source): the \(QuotedValue.quoted(QuotedValue.shortened(column))) column names no unit, and the BMIs beside its weights fit both kg and lb, or neither (at the profile's height, or by the height they imply); pass --units metric or --units imperial\(nothing)"
      )
    case .notExportNDJSON(let keys):
      return CommandLineError(
        .dataError,
        "\(source) holds JSON objects, one a line, but not those of 'bmi export --format ndjson' (the first has \(keys.isEmpty ? "only nested objects and lists" : Self.columns(keys)), not profile and weight_kg); import a bmi export, or turn the objects into a CSV with a date and a weight column\(nothing)"
      )
    case .notExportJSON(let keys):
      return CommandLineError(
        .dataError,
        "\(source) holds a JSON object, but not a bmi export (it has \(Self.columns(keys)), not schema_version and profiles); bmi reads its own JSON exports, FHIR bundles, and the JSON of Fitbit (weight-*.json), Google Fit (Takeout's All Data), Health Auto Export, Huawei Health, Garmin Connect (userBioMetrics.json), Endomondo, Polar Flow (calendar-items-*.json) and Tanita Health Planet (innerscan): bmi help topic import\(nothing)"
      )
    case .badDateFormat(let format):
      return .usage(
        "--date-format \(QuotedValue.quoted(format)) names no year, month and day; use one like DD/MM/YYYY, MM/DD/YY, %d.%m.%Y, epoch or epoch-ms"
      )
    case .shape(let line, let fields, let header):
      return CommandLineError(
        .dataError,
        "\(source): line \(line) has \(fields) \(fields == 1 ? "field" : "fields") where the header has \(header) (another delimiter, a missing field, or a delimiter in an unquoted note)\(Self.skipHint())\(nothing)"
      )
    case .nothingToImport(let skips):
      return CommandLineError(
        .dataError, "\(source) has no weigh-ins to import: \(skips.sentence)\(nothing)")
    case .noFileWithWeighIns(let files, let skips):
      let rows = skips.isEmpty ? "" : " (\(skips.sentence))"
      return CommandLineError(
        .dataError, "\(source): none of the \(files) files has weigh-ins to import\(rows)\(nothing)"
      )
    case .row(let line, let column, let name, let problem):
      return CommandLineError(
        .dataError,
        "\(source): line \(line), column \(column) (\(QuotedValue.shortened(name))): \(problem.explanation)\(problem.isFileWide || problem.isDate ? "" : Self.skipHint())\(nothing)"
      )
    case .newProfileWithoutHeight(let name, let line):
      let place = line.map { "line \($0): " } ?? ""
      return CommandLineError(
        .dataError,
        "\(source): \(place)profile '\(name)' is not in the store and the file gives no height_cm to create it\(nothing)"
      )
    case .severalPeople(let names, let column) where column == "entity_id":
      // Home Assistant's history: its sensors may be one person's weight and fat, so no
      // `--person-column none`.
      return .usage(
        "\(source) holds the states of several Home Assistant sensors (\(Self.columns(names))); choose the weight sensor with --person NAME"
      )
    case .weightColumnPerPerson(let columns):
      return .usage(
        "\(source) has several weight columns, none plainly the weight, each of its own person or scale (\(Self.columns(columns))); choose one with --weight-column NAME"
      )
    case .severalPeople(let names, let column) where column == ImportBatch.garminAccountMember:
      return .usage(
        "\(source) holds the weigh-ins of several Garmin accounts (\(ImportBatch.garminAccountMember) \(names.joined(separator: ", "))); choose one with --person \(names[0])"
      )
    case .severalPeople(let names, let column):
      return .usage(
        "\(source) holds the readings of several people in column \(QuotedValue.quoted(column)) (\(Self.columns(names))); choose one with --person NAME, or, if that column names no people, pass --person-column none"
      )
    case .personNotInFile(let name, let available) where available.isEmpty:
      return .usage(
        "\(source) names no people, so --person \(QuotedValue.quoted(name)) cannot be found; leave --person out"
      )
    case .notWeightSensor(let sensor, let weights):
      let pick =
        weights.isEmpty
        ? "export the history of the scale's weight sensor (its name names a weight: sensor.scale_weight)"
        : "pass --person with its weight sensor (\(Self.columns(weights)))"
      return CommandLineError(
        .dataError,
        "\(source): Home Assistant's sensor \(QuotedValue.quoted(sensor)) measures no weight (its name names none); \(pick)\(nothing)"
      )
    case .personNotInFile(let name, let available):
      return .usage(
        "\(source) has no person \(QuotedValue.quoted(name)) (it has: \(Self.columns(available))); pass one of them to --person, or name the column that holds \(QuotedValue.quoted(name)) with --person-column"
      )
    case .unknownTimeZone(let name):
      return .usage(
        "--tz \(QuotedValue.quoted(name)) is not a time zone this system knows; pass a name such as Europe/Berlin or Asia/Tokyo, or an offset such as +09:00"
      )
    case .profileNotInFile(let name, let available):
      return .usage(
        "\(source) has no profile '\(name)' (it has: \(available.joined(separator: ", ")))")
    }
  }
}
