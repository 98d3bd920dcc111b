import DataSource
import Model

/// `bmi help topic import`: every kind of file import reads and how it is recognised, the column
/// vocabulary (from `ColumnVocabulary`), the options, the per-day rule and what is offered
/// rather than applied.
enum ImportTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "import",
      summary: "The files bmi import reads (exports, Apple Health, Fitbit, CSV…) and how.",
      blocks: [
        .literal([
          "bmi export --format ndjson > b.ndjson",
          "bmi import b.ndjson",
          "bmi import export.xml --dry-run",
          "bmi import weight.json --units imperial",
          "bmi import Gewicht.csv --per-day min",
          "bmi import log.csv --date-column Day \\",
          "  --weight-column Kilos --date-format DD/MM/YYYY",
        ]),
        .paragraph(
          "bmi import FILE (- is standard input) merges weigh-ins by date into the store: a new date is added, a date already logged takes the file's values, other dates are left alone. A bmi export creates the profiles the store lacks; another tracker's weigh-ins go into --profile or the default profile. --dry-run prints every change (add, replace; weights and waists in the profile's units) and writes nothing; a real import writes nothing unless every row of the file can be applied."
        ),
        .heading("Kinds of file"),
        .paragraph(
          "The kind is recognised from the content: a ZIP archive is Apple Health's export.zip (read from the archive: stored or deflated entries, with or without data descriptors (zip -0 to a pipe: a stored entry runs to the descriptor whose CRC-32 and size match it), streamed, each checked by its CRC-32, never unpacked to disk; the export is the entry whose root is <HealthData>, whatever its name), '<' starts Apple Health XML, '[' a Fitbit weight array or Huawei Health's health detail data.json (records of samplePoints: a WEIGHT_BODYFAT_BROAD point's bodyWeight, kg, at its startTime in epoch milliseconds, on its local date in the record's own timeZone as any time with its offset, --tz moving it; the same moment in several versions of a record is the latest version's, '1 superseded by a later version of the same reading'; a record of a subUser, another member of the account, is another person's; points of other keys count as other measures), '{' a bmi export (one JSON document, or one object a line: NDJSON), a FHIR resource (resourceType), or Google Fit's JSON from Google Takeout (Data Points: All Data/derived_com.google.weight_….json, whose weights, kg at a moment in UTC (startTimeNanos a number, or a string of digits as the Fit REST API writes it), go to their local date in --tz; points of other types count as other measures, so the whole All Data folder imports), or Health Auto Export's JSON (data.metrics: weight_body_mass in lb or kg at a time with its offset, which goes to its local date in --tz as any such time does; other metrics' points count as other measures), '#' a Libra file; anything else is CSV or TSV (the header line's ',', ';' or tab decides, unless a first line sep=X, as Excel writes and reads it, quoted or not, names the delimiter X: that line is no row), read as a bmi export when the header has profile and weight_kg columns. An Apple Health export is streamed through a 1 MiB window, from a file or standard input (a 300 MB export needs about 12 MiB); any other file is read whole, up to 256 MiB, its CSV rows read from its bytes as they are taken, never held as text all at once. --from NAME forces a kind:"
        ),
        .table(
          header: ["--from", "File"],
          rows: ImportSource.allCases.map { [$0.rawValue, description($0)] }),
        .heading("Columns and units"),
        .paragraph(
          "In a tracker's CSV the first column whose name has one of these words (any case, any punctuation, camel case: 'Weight (kg)', 'weight_lbs', 'weightInGrams', 'Time of Measurement') is used, unless --date-column, --weight-column or --waist-column names one. For the date, a name with date (or datum, fecha, timestamp) goes before one with day or time alone (also in the apps' languages: Zeit, Uhrzeit, Heure, Hora, Ora, Tijd; Day,Date,Weight: the weekdays are not dates) or named Start alone (QS Access's Start,Finish; Start Weight is a weight figure, not a date), a record's bookkeeping date (InsertedDate, update_time, Created Date) comes last, and a zone, offset or id column is none. Batch mode (bmi calc --input) finds its weight and height columns with the same words. A file of one reading a row, with no weight column but a measure column (Metric, Measurement, Type) and a value column (Amount, Value), as Cronometer's biometrics export (Day,Group,Metric,Unit,Amount), takes the rows whose measure has those words for a weight or a waist, with the unit of a Unit column beside the value; so do Apple Health's records one a row, as exporter apps write them (Simple Health Export CSV: type,sourceName,…,startDate,endDate,unit,value), whose HKQuantityTypeIdentifierBodyMass rows are weights and HKQuantityTypeIdentifierWaistCircumference rows waists, dated by startDate at its own offset as export.xml is; each row of another measure (another HealthKit type, a height among them) is counted as one."
        ),
        .table(
          header: ["Column", "Words"],
          rows: [
            ["date", ColumnVocabulary.knownWords(for: .date).joined(separator: ", ")],
            ["weight", ColumnVocabulary.knownWords(for: .weight).joined(separator: ", ")],
            ["waist", ColumnVocabulary.knownWords(for: .waist).joined(separator: ", ")],
          ]),
        .paragraph(
          "A weight column named with \(ColumnVocabulary.notWeightWords.joined(separator: ", ")) is another measure or another weight (a target, a start, a trend, a body-composition scale's lean, protein or skeletal mass, a BMI in kg/m², the unit beside it) and is passed over; a name with a weight word (Weight (kg)) is taken over one named only by its unit (kg); a day's summary (Google Fit's Average weight (kg), or a column with min, max or mean) is taken only when no column holds the reading itself. A note column is one named Note(s), Comment(s), Remarks or Log, or in the apps' languages Notiz, Kommentar(e), Bemerkung, Commentaire(s), Remarque, Nota(s), Comentario(s), Opmerking. Samsung Health's names with their data type before them (com.samsung.health.weight.start_time) are read by their last part. A weight's unit comes from the cell (79.6 kg, 175 lb), else the row's own Unit, Units or Weight Unit column (165.5 beside lb; a unit cell naming no weight unit leaves the weight bare), else the column's name (kg, lb, st, g: a bare 13.2 under 'Weight (st)' is 13.2 stone, 83.82 kg, and 70500 under 'Weight (g)' is 70.5 kg; a column named for its unit alone, kilograms or pounds, is a weight), else the file (Libra's #Units), else --units, else the BMIs the file writes beside bare weights (a BMI column, as in the Fitbit website's CSV: the unit whose BMIs fit the profile's height, else the one whose BMIs imply a person's height; when they fit both units or neither, the file is refused with status 65 and --units must say), else the profile's units, which the summary then names, with what to do if the file is in the other units; with none of these a bare number is refused (status 65). A decimal comma (79,6) is read as a decimal point. Rows without a weight or waist are skipped and counted; '-', '--', 'n/a' and 0 (a measure not taken, below) count as empty. A column named note, notes, comment, comments, remarks (Renpho), notiz or log gives the note."
        ),
        .heading("Dates"),
        .paragraph(
          "Read without --date-format: 2026-11-21 (also with / or . and with a time after it, 2026-11-21T07:02:14+01:00), 21.11.2026 (day first), 11/21/2026 and 11/21/26 (month first when a second number over 12 in the file shows it, day first when a first number over 12 does; when all read both ways, 04/03/2024, the order whose consecutive dates lie clearly closer together decides (1/5, 1/6, 1/8 are days apart month first, months apart day first), else the weights: a decimal comma (82,4), kilograms or stones day first, pounds month first, bare weights by the profile's units, and with none month first; the summary names such a date, how it was read and why, and how to read them the other way with --date-format), 21-11-2026 (day first, unless a second number over 12 in the file shows month first, as a US export's 11-21-2026), Nov 21, 2026, 21 Nov 2026, 21-Nov-2026 and 21/Nov/2026 (after a weekday too: Sat, 21 Nov 2026 07:02:14 +0000; day first, a two-digit year is 20YY: Excel's 21-Nov-26; the month's name, full or short, in English, French, German, Spanish, Italian, Portuguese or Dutch: 3 déc. 2023, Di., 3. Dez. 2024, 2 ene 2025, 4 mei 2024), 20261121 and 20261121T070214Z (ISO 8601's basic form, a moment's zone read as in the extended form), a spreadsheet's serial day (46347, or 46347.3125 with the time as a fraction: days since 1899-12-30, as Excel and Google Sheets count them, when a date column was saved as numbers), and epoch seconds (10 digits) or milliseconds (13 digits), moments placed in --tz (default: the machine's zone) as UTC times are. A time after the date is ignored: the date written is the local date, and Apple Health's startDate (2026-11-21 07:02:14 +0100) gives its own local date. Garmin's date rows (a date alone, followed by rows with a time; also padded with empty cells, as a spreadsheet saves them again) date the rows under them. --date-format gives the form with YYYY, YY, MM, M, MMM (a month's name, short or full, in the languages above), DD, D (or %Y, %y, %m, %b, %d) and the separators, or epoch or epoch-ms."
        ),
        .heading("Several readings on one day"),
        .paragraph(
          "A store keeps one weigh-in a date, so a tracker's file with several readings on one day keeps one, by --per-day (weights and waists each by the rule; the day's last note):"
        ),
        .table(
          header: ["--per-day", "Keeps"],
          rows: PerDayRule.allCases.map { [$0.rawValue, description($0)] }),
        .heading("Offered, not applied"),
        .paragraph(
          "Import never changes a profile's details from a tracker's file. A height in the file (Apple Health's latest Height record, or the latest value of a CSV's height column: Height (m), height_cm, Height (in)) is printed with the command that would apply it, such as 'bmi profile save ann --height 176.8cm'. A child's heights are measurements, not a setting: into a profile with a birth date, each Height record or height cell of a day the profile was a child is logged with that day's entry, as bmi log --height logs it (bmi help tracking), so a parent's or a clinic's spreadsheet (Date,Weight (kg),Height (cm),head_cm,muac) keeps every visit's height with its weigh-in; a row of a height alone is a measurement day too, and the newest such height becomes the profile's when no later one was logged, as with bmi log --height (the one change to a profile's details a tracker's file makes). A head or arm circumference column (the names batch mode reads: head_cm, head, head_circumference, head_in; arm_cm, arm, muac, muac_cm, muac_mm, arm_in) is logged with its day for anyone. Such a height, head or arm outside what the store holds is the row's error, as an unreadable waist is. Apple Health's body mass index, lean body mass and every other record type are passed over; only BodyMass, Height and WaistCircumference records are read, in kg, g, lb, st, cm, m, mm, in or ft; one of those records with a value or unit bmi cannot read refuses the file (status 65)."
        ),
        .paragraph(
          "Several files, or a directory (its files by name, hidden ones left out), go in as one change: bmi import a.csv b.csv, bmi import 'Daily activity metrics/' (a directory's files, not its folders': a directory of folders only is refused with their names). Their readings are one set: a day that several trackers' files have is kept by --per-day from all of them, by time of day across the files (the evening reading of one is the day's last over the morning reading of another, whatever their order); a file's reading without a time yields to another file's timed readings of the same day (Google Fit's Daily activity metrics.csv averages the readings its per-day files list, so importing the whole folder counts each once), and the summary counts what the store gains. If any file is refused, none is written, and the message names it; a file without a weigh-in (most of Google Fit's per-day files, of days without a weight; a file of another measure: Withings' bp.csv and height.csv with no weight column, Lose It!'s profile.csv and achievements.csv with neither a date nor a weight column (a file with a weight column but no date column bmi knows is refused: its weigh-ins would be lost), Fitbit's fat-….json and its steps, sleep and heart-rate JSON; an XML file that is no Apple Health export, such as export_cda.xml beside export.xml; a directory's pictures, documents and GPS tracks, by their extension: \(TransferStore.notDataExtensions.sorted().joined(separator: ", "))) is not refused but counted and named in the summary ('12 files without weigh-ins (2024-03-06.csv, …)'), its rows accounted for, and only an import in which no file has a weigh-in exits 65. A file's name can date its rows: Google Fit's per-day 2024-03-04.csv gives only times. Times written in UTC (…Z, the zone words UTC or GMT after the time as in 2026-11-21 03:02:14 UTC or RFC 1123's Sat, 21 Nov 2026 03:02:14 GMT, a date and time at an offset of zero such as Zepp Life's 2026-01-15 03:09:29+0000, epoch seconds, Libra, Mi Fit) go to the local date of --tz ZONE (Asia/Tokyo, +09:00; default: the machine's zone). A time written with its own offset (07:30:00 +0900 or GMT+0900, as Apple Health and Health Auto Export write it; an offset of zero counts as UTC, above), or beside a column of each reading's offset (Samsung Health's time_offset, UTC+0900; Garmin's measurementTimeOffsetInSeconds, -18000), is the reading's own local time: its date stands, whatever the machine's zone, and only --tz moves it to another zone's date; so it is with the offset of Google Fit's per-day times (07:00:00.000+09:00, and +00:00 too: a time alone is never UTC), whose file's name is the date there. Apple Health's export.xml keeps the local date its startDate writes, even with --tz. Without --tz, the same weigh-in from Apple Health and from another app's file with its offset lands on one day. In a file of several people (a column whose name has a word for whose reading a row is, in any case and in the apps' languages: Family Members, Member, Person, User, user_id, Name, Full Name, Nickname, Profile, Patient, Athlete, Client, Subject, Participant, Account, Familienmitglieder, Nutzer, Membre de la famille, Usuario; not where a reading came from, such as Apple Health's sourceName, a Device Name or Samsung Health's pkg_name), --person NAME takes one; without it such a file is refused with the names; a file of one person imports as it is. (A bmi export's profile column is its own: such a file creates or fills each profile.) Fitbit's weight JSON names no unit: the BMI beside each weight gives it away (with the profile's height, else from the pair alone); when it does not, the file is refused unless --units says. Its elements are rows: one without a weight is counted as a row without one, one whose date or weight cannot be read refuses the file unless --skip-invalid (which counts it with the line its { is on), and a file with no weight at all (a fat-….json) is refused as the wrong file."
        ),
        .paragraph(
          "A FHIR R4 Bundle (bmi export --format fhir, or a clinic's system: any Bundle type, one Observation, or FHIR Bulk Data NDJSON) is read by its LOINC codes: body weight (29463-7, kg, g or [lb_av]), height (8302-2), waist (8280-0), head circumference (9843-4) and mid-upper arm circumference (56072-2) in cm or [in_i], each on its day; BMI and percentile are derived, so they are passed over. The Patients of a bmi export become its profiles; another system's one person goes to --profile or the default profile. See bmi help formats."
        ),
        .heading("Every row accounted for"),
        .paragraph(
          "Each data row is taken or counted with why it was not, in the summary and with --dry-run alike: 'Imported w.csv: 1 added, 0 replaced, 0 already there; 3 rows skipped: 2 without a weight, 1 with 1 field where the header has 2 (line 4).' A row without a weight or waist (another measure's row, an empty day) is skipped and counted; a cell of -, --, n/a or 0 (0.0, 0,000: how openScale, EufyLife and many others write a measure not taken) is empty, so a zero weight is 'without a weight' and a zero waist beside a weight leaves the weight, while a negative number refuses the file (a zero does in bmi's own exports, which never write one). Skipped and counted too are a spreadsheet's rows of totals or averages (Average, Total, Durchschnitt, Moyenne in the date column: '2 of totals or averages'), a day a tracker filled in rather than weighed (TrendWeight's Weight Is Interpolated: Yes, '2 interpolated, not weighed') and a reading the person deleted, which the app still writes (Lose It!'s Deleted: true, '1 deleted in the app'). A workout log (a column named Exercise, Exercise Name, Reps, Repetitions or Set Order: FitNotes' and Strong's exports) is refused (65): its weights are the loads lifted; --weight-column takes its column if it really is body weight. A row with fewer fields than the header, or more that hold something (another delimiter, a lost field, an unquoted comma in a note), or with a value bmi cannot read refuses the whole file, naming its line; --skip-invalid skips such rows instead, counts them and names their first lines (a missing unit is never skipped). Garmin's date rows and Libra's rows that stop after their last value are their layouts, not wrong shapes. In the Fitbit website's CSV the Body table is read, and each row of the sections after it (Foods, Activities) is counted by its section: '3 rows skipped: 2 of section 'Foods', 1 of section 'Activities''; so are Polar Flow's samples under a session's row ('of section 'samples''), and a report's lines between its title and its table (Beurer HealthManager's user details and period) are no rows. A file that yields no weigh-in exits 65 with the reason, whatever its kind (of several files, only when none yields one). Lines may end in LF, CRLF or a lone CR (classic Mac OS), or a mix of them, here and in bmi calc --input."
        ),
        .heading("Errors"),
        .paragraph(
          "Any bad value refuses the whole file (status 65) and writes nothing, unless --skip-invalid. The message fits the kind of file: a CSV error names the line, the column and the columns it saw, and the option to use (--date-column, --weight-column, --date-format, --units); a JSON error gives the line and column in the JSON; text must be UTF-8 (Hacker's Diet Online's Windows-1252 exports are converted, and so is UTF-16 that starts with its byte order mark, a spreadsheet's Unicode text; UTF-16 without one is refused as such), and bytes that are not are refused naming their line, never read as U+FFFD; an XML file that is not an Apple Health export says how to get one. Apple Health's export.xml is read as XML, not searched as bytes: records inside comments, CDATA or a Correlation are not weigh-ins, either quote and spaces around = are read, &amp; and &#N; references are expanded, the DTD is skipped and nothing it declares is expanded; a file that is not well-formed (an attribute named twice in a tag included), holds bytes that are not UTF-8 (anywhere, a comment or a record bmi does not read included), or is cut short is refused (65) naming its line and column, and a value must be a decimal number (0x50, nan and inf are refused). Endless or hostile XML ends at a limit, with status 65: a tag, comment or DOCTYPE of 256 KiB, 256 levels of nesting, 200,000,000 elements. See bmi help exit-codes."
        ),
      ])
  }

  static func description(_ source: ImportSource) -> String {
    switch source {
    case .bmi:
      "bmi export as JSON, CSV or NDJSON (recognised: '{', or a header with profile and weight_kg)"
    case .appleHealth:
      "Apple Health export.xml (Export All Health Data), streamed: hundreds of MB in a few MiB (74 when even those cannot be had)"
    case .appleHealthZip:
      "Apple Health export.zip as the Health app shares it: read from the archive, never unpacked"
    case .fitbit:
      "Fitbit weight JSON (weight-YYYY-MM-DD.json): weight, date MM/DD/YY; units from --units or the profile"
    case .libra:
      "Libra: '#' comment lines (#Units: kg or lbs), header '#date;weight;…', ';' separated"
    case .garmin:
      "Garmin Connect weight CSV: a date row (Nov 21, 2026), then rows of time, 79.6 kg, …"
    case .renpho: "Renpho CSV: Time of Measurement (11/21/2026, 7:02:14 AM), Weight(kg)"
    case .googleFit: "Google Fit daily activity metrics CSV: Date, Average weight (kg)"
    case .withings: "Withings weight.csv: Date, Weight (kg), …"
    case .hackersDiet:
      "Hacker's Diet Online CSV: Date, Weight (bare, in --units or the profile's units)"
    case .csv: "any CSV or TSV with a date column and a weight column (European ';' and 79,6 too)"
    }
  }

  static func description(_ rule: PerDayRule) -> String {
    switch rule {
    case .last: "the day's latest reading by its time, file order without times (the default)"
    case .first: "the day's earliest reading by its time (file order without times)"
    case .min: "the day's lowest reading"
    case .max: "the day's highest reading"
    case .mean: "the mean of the day's readings"
    }
  }
}
