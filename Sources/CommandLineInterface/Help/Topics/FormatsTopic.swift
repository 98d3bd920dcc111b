import Model

/// `bmi help formats`: the output formats of `--format`, one row per `OutputFormat` case.
enum FormatsTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "formats",
      summary: "The output formats: text for people; json, csv, ndjson and value for scripts.",
      blocks: [
        .paragraph(
          "Every command that prints records or a chart takes --format (the record commands also --json, the same as --format json); completions, manual and report print a script, a manual page or an HTML page and take none. Data always goes to stdout and messages to stderr; --quiet silences everything that is not data or an error. Every command that prints records takes text, json, csv and ndjson; value is offered where the answer is one number or one list (bmi help fields lists which); bmi chart takes text or svg; bmi export also takes fhir (below)."
        ),
        .table(
          header: ["Format", "Written"],
          rows: OutputFormat.allCases.map { [$0.rawValue, meaning($0)] }),
        .heading("Formats by command"),
        .table(header: ["Command", "--format"], rows: byCommand),
        .heading("FHIR"),
        .paragraph(
          "bmi export --format fhir writes a FHIR R4 Bundle of type collection for a clinic's system. Each profile is a Patient with only what the profile holds (its name as the name's text, gender, birthDate, and as extensions, whose url FHIR has no element for: \(FHIRProfileSetting.reference.rawValue) cdc or who when not the default, \(FHIRProfileSetting.population.rawValue) asian, \(FHIRProfileSetting.units.rawValue) metric or imperial, \(FHIRProfileSetting.goal.rawValue) as a valueDecimal, \(FHIRProfileSetting.isDefault.rawValue) valueBoolean true on the default profile's Patient), and each of its measurements a vital-signs Observation (status final, the vital-signs category, meta.profile, subject the Patient, effectiveDateTime the day): body weight (LOINC 29463-7, kg), waist (8280-0, cm), the height, head circumference (9843-4) and mid-upper arm circumference (56072-2) logged with an entry (8302-2, cm), the entry's note on the first of its weight, waist, height, head and arm (import reads it back from there), BMI (39156-5, kg/m2) and, for a child the CDC 2000 charts or the WHO's references score, the BMI percentile per age and sex (59576-9, %, method the reference): BMI and percentile as bmi calc and history print them. The profile's height (8302-2, cm, tagged \(FHIRVitalSign.profileHeightTag)) is one Observation dated the day of the export, since a profile keeps one undated height, unless it is the newest height logged (a child's profile height is its latest measurement, exported once, on the day it was measured); import takes the tagged one as the profile's height over one logged the same day. Every fullUrl is a urn:uuid derived from the profile, the code and the date (and the profile height's tag), so exporting twice gives the same file."
        ),
        .paragraph(
          "bmi import reads such a Bundle (any Bundle type, a single Observation, or FHIR Bulk Data NDJSON, a resource a line) back: body weights in kg, g or lb ([lb_av]), heights, waists, head and arm circumferences in cm or in ([in_i]), each as the UCUM code says; BMI and percentile are derived, so passed over, and so are other codes and Observations entered in error. A profile created from the file takes its Patient's extensions of bmi's (reference, population, units, goal; an unknown value refuses the file, status 65), else the defaults (bmi profile save NAME --units … --reference … sets them); a profile the store has keeps its own settings. Another system's file of one person is read as a tracker's: its weigh-ins go to --profile or the default profile (a clinic's Ann Lee is your ann), and its latest height is offered, never applied. In a bmi export (its Bundle's meta.source is \(FHIRVitalSign.bmiSource)) or a file of several Patients, each Patient's name is a profile, created if the store lacks it from the Patient's sex and birth date and the latest height, and --profile picks one."
        ),
        .heading("Fields"),
        .paragraph(
          "Field names are snake_case and stable; JSON, CSV and NDJSON carry the same fields in the same order, and fields added later come last, so a script that reads CSV columns by position keeps working. Absent values are null in JSON and empty in CSV. bmi help fields lists each command's fields."
        ),
        .heading("Writing commands"),
        .paragraph(
          "Commands that change the store (log, unlog, profile save, import, ...) print nothing on stdout in text format, only a confirmation on stderr; with --format json, csv or ndjson they print the record they changed."
        ),
        .heading("Colour"),
        .paragraph(
          "Text for people is coloured only when stdout is a terminal, NO_COLOR is unset or empty, TERM is not dumb, and --no-color was not given. --color always forces colour (for less -R), --color never turns it off. JSON, CSV, NDJSON and values are never coloured."
        ),
      ])
  }

  /// Each command's `--format` choices, read from its option table.
  private static var byCommand: [[String]] {
    CommandRegistry.specs.compactMap { spec in
      guard let format = spec.options.first(where: { $0.name == "format" }) else { return nil }
      return ["bmi " + spec.name, format.choices.joined(separator: ", ")]
    }
  }

  private static func meaning(_ format: OutputFormat) -> String {
    switch format {
    case .text: return "a summary or a table for people (the default where a command offers it)"
    case .json: return "one JSON object, or an array of objects for a list"
    case .csv: return "a header row and one row per record (RFC 4180 quoting)"
    case .ndjson: return "one JSON object per line, where a command prints rows"
    case .value:
      return
        "the one answer alone (the BMI, the trend weight, the profile names, the store path), for $(...)"
    }
  }
}
