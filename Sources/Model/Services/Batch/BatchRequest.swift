import DataSource

/// What `bmi calc` was asked to do in batch mode.
public struct BatchRequest: Sendable, Equatable {
  /// A file to read; `nil` for standard input.
  public var inputPath: String?
  public var inputFormat: BatchFormat
  public var outputFormat: BatchFormat
  /// `inputFormat` is only the default (no `--input-format`, no `.ndjson`/`.jsonl` name): a
  /// first line that starts with `{` is read as NDJSON instead, the output following it
  /// when `outputFollowsInput`.
  public var detectsFormat: Bool
  /// No `--format`: the output is written in the input's format, whichever that turns out.
  public var outputFollowsInput: Bool
  /// Column names chosen by the user instead of the known names.
  public var weightColumn: String?
  public var heightColumn: String?
  /// `--units`: what a column's numbers mean when its name does not say.
  public var units: UnitSystem?
  /// Leave bad rows out (each reported) instead of stopping at the first.
  public var skipsInvalidRows: Bool
  /// `--sex-column`, `--age-months-column`, …: names chosen for the optional columns.
  public var personColumns: [PersonColumnRole: String]
  /// `--columns`: the input has no header line; these are its columns (for CSV output from
  /// NDJSON, the output's columns). Every slice of such input can be run on its own.
  public var columnNames: [String]?
  /// `false` with `--no-header`: no header line is written.
  public var writesHeader: Bool
  /// Today's date (from `DateClient`): a row measured after it gets the `measured-in-future`
  /// reason, as `calc` refuses such a date; `nil` when not known (nothing is in the future).
  public var today: LocalDate?
  /// `--classes`: classes added beside the reference's (`iotf`: the IOTF fields).
  public var classes: [ClassSystem]
  /// `--reference`: `.who` scores children by the WHO to 228 months; `.cdc` (the default)
  /// under 24 months only, the CDC's from 24 months.
  public var reference: ReferenceChoice

  public init(
    inputPath: String?, inputFormat: BatchFormat = .csv, outputFormat: BatchFormat = .csv,
    weightColumn: String? = nil, heightColumn: String? = nil, units: UnitSystem? = nil,
    skipsInvalidRows: Bool = false, personColumns: [PersonColumnRole: String] = [:],
    columnNames: [String]? = nil, writesHeader: Bool = true,
    today: LocalDate? = nil, classes: [ClassSystem] = [], reference: ReferenceChoice = .cdc,
    detectsFormat: Bool = false, outputFollowsInput: Bool = false
  ) {
    self.inputPath = inputPath
    self.inputFormat = inputFormat
    self.outputFormat = outputFormat
    self.detectsFormat = detectsFormat
    self.outputFollowsInput = outputFollowsInput
    self.weightColumn = weightColumn
    self.heightColumn = heightColumn
    self.units = units
    self.skipsInvalidRows = skipsInvalidRows
    self.personColumns = personColumns
    self.columnNames = columnNames
    self.writesHeader = writesHeader
    self.today = today
    self.classes = classes
    self.reference = reference
  }
}
