/// How a command prints its data: text for people, the others for scripts.
public enum OutputFormat: String, Sendable, CaseIterable {
  case text
  case json
  case csv
  case ndjson
  /// The single most useful number alone, for `$(bmi calc ... --format value)`.
  case value

  /// The formats of every command that prints records: text for people, the rest for scripts.
  public static let rows: [OutputFormat] = [.text, .json, .csv, .ndjson]

  /// The `--format` option's name, for the rows below and every reader of them.
  public static let optionName = "format"
  public static let key = OptionKey(optionName)

  /// The `--format` option row for a command that supports `formats` (and the formats named
  /// `more`, which only it writes), plus `--json`.
  public static func options(
    _ formats: [OutputFormat], default chosen: OutputFormat = .text, more: [String] = []
  ) -> [OptionSpec] {
    [
      .value(
        optionName, "FORMAT", kind: .choice(formats.map(\.rawValue) + more),
        help: "How to print the result.",
        default: chosen.rawValue),
      .shorthand("json", for: optionName, value: OutputFormat.json.rawValue),
    ]
  }

  /// The format a command line chose; the parser has already checked it is allowed.
  public init(_ arguments: ParsedArguments, default chosen: OutputFormat = .text) {
    self = arguments.value(Self.key).flatMap(OutputFormat.init(rawValue:)) ?? chosen
  }
}
