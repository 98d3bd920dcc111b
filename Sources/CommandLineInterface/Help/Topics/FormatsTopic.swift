/// `bmi help formats`: the output formats of `--format`, one row per `OutputFormat` case.
enum FormatsTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "formats",
      summary: "The output formats: text for people; json, csv, ndjson and value for scripts.",
      blocks: [
        .paragraph(
          "Every command that prints records or a chart takes --format (the record commands also --json, the same as --format json); completions, manual and report print a script, a manual page or an HTML page and take none. Data always goes to stdout and messages to stderr; --quiet silences everything that is not data or an error. Every command that prints records takes text, json, csv and ndjson; value is offered where the answer is one number or one list (bmi help fields lists which); bmi chart takes text or svg."
        ),
        .table(
          header: ["Format", "Written"],
          rows: OutputFormat.allCases.map { [$0.rawValue, meaning($0)] }),
        .heading("Formats by command"),
        .table(header: ["Command", "--format"], rows: byCommand),
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
