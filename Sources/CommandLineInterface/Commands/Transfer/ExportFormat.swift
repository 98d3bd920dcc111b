import Model

/// `bmi export --format`: the record formats every command has, plus `fhir`, a FHIR R4
/// Bundle for a clinic's system, which only the export writes.
enum ExportFormat: Equatable {
  case records(OutputFormat)
  case fhir

  static let fhirName = "fhir"

  /// The `--format` row (`json` by default) and its `--json` shorthand.
  static let options = OutputFormat.options(OutputFormat.rows, default: .json, more: [fhirName])

  init(_ arguments: ParsedArguments) {
    if arguments.value(OutputFormat.key) == Self.fhirName {
      self = .fhir
    } else {
      self = .records(OutputFormat(arguments, default: .json))
    }
  }
}
