import Model

/// `bmi help fields`: every record's fields in order, generated from `FieldCatalog`, and the
/// formats each command prints, generated from the option tables.
enum FieldsTopic {
  static var topic: HelpTopic {
    var blocks: [HelpBlock] = [
      .paragraph(
        "JSON, CSV and NDJSON carry the same fields in the same order, whichever command prints them. Names are snake_case; a profile's name is always 'profile'; every weight, height and waist comes as the metric field and its imperial twin (_kg and _lb, _cm and _in), to 2 decimals (export keeps the stored 3 for kg); dates are YYYY-MM-DD. null (an empty CSV cell) means unknown or not given, never a default. A field added later goes at the end of its record, so columns read by position keep working."
      )
    ]
    for kind in RecordKind.allCases {
      let commands = kind.commands.map { "bmi " + $0 }.joined(separator: ", ")
      blocks.append(.heading("\(kind.rawValue) records"))
      blocks.append(.paragraph(kind.summary + " Printed by: " + commands + "."))
      blocks.append(
        .table(header: ["Field", "Meaning"], rows: kind.fields.map { [$0.name, $0.meaning] }))
    }
    blocks.append(.heading("Words"))
    blocks.append(
      .paragraph(
        "A sex is read as \(AssessmentOptions.sexSpellings), in any case, on every way in: --sex, profile save --sex, batch cells and imports; none means not known. Words renamed in this release are still read on input until the next one:"
      ))
    blocks.append(
      .table(
        header: ["Former word", "Now"],
        rows: [["thresholds (field)", "reference"]]
          + AssessmentReason.formerSpellings.map { [$0.spelling, $0.reason.rawValue] }
          + AssessmentReference.formerSpellings.map { [$0.spelling, $0.reference.rawValue] }))
    blocks.append(.heading("Formats"))
    blocks.append(
      .paragraph(
        "Every command that prints records takes --format text, json, csv and ndjson (--json is --format json); value prints one number or one list alone, for $(...). 'bmi calc --input' writes csv or ndjson rows; 'bmi chart' takes --format text or svg."
      ))
    blocks.append(
      .table(
        header: ["Command", "--format"],
        rows: CommandRegistry.specs.compactMap { spec in
          guard let format = spec.option(named: "format") else { return nil }
          return [spec.name, format.choices.joined(separator: ", ")]
        }))
    blocks.append(
      .table(
        header: ["--format value", "Prints"],
        rows: valueMeanings.map { [$0.command, $0.prints] }))
    return HelpTopic(
      name: "fields",
      summary: "The fields of every record bmi prints for scripts, in order, and the formats.",
      blocks: blocks)
  }

  /// What `--format value` prints, per command that has it (a test checks the list matches).
  static let valueMeanings: [(command: String, prints: String)] = [
    ("calc", "the BMI"),
    ("trend", "the trend weight, in the profile's units"),
    ("profile list", "the profile names, one per line"),
    ("store path", "the store file's path"),
  ]
}
