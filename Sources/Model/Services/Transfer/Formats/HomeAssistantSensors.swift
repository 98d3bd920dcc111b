import DataSource

/// Home Assistant's history CSV (`entity_id,state,last_changed`, named by `TrackerLayout`):
/// each row one sensor's state, its `entity_id` the sensor, read as whose reading the row is.
/// A sensor's name says what it measures and in what unit, as a header does
/// (`sensor.scale_weight_lb`): the file's one weight sensor is read (a scale's weight beside
/// its fat and water sensors), the others' rows counted as other measures; two weight
/// sensors are two people's, refused naming them until `--person` picks one; a file, or a
/// `--person`, of no weight sensor is refused.
enum HomeAssistantSensors {
  /// The column of each row's sensor.
  static let column = "entity_id"

  /// `options` with the sensor to read as `--person` (`sensor`), and the unit its name
  /// carries, when the person column `column` is Home Assistant's sensors; else as given.
  static func reading(
    _ options: ImportOptions, table: ImportTable, column: Int?, sensors: [String]
  ) throws(ImportFailure) -> (ImportOptions, QuantityUnit?) {
    guard let column, table.named[column] == Self.column else { return (options, nil) }
    var options = options
    options.person = try sensor(sensors, person: options.person)
    return (options, unit(of: options.person))
  }

  /// Why a row of another person than `--person`'s is passed over: another sensor's that
  /// names no weight is another measure; anything else is another person's.
  static func otherRow(_ table: ImportTable, _ row: CSVRow, column: Int) -> ImportSkips.Reason {
    table.named[column] == Self.column && !isWeight(table.cell(row, column))
      ? .otherMeasure : .otherPerson
  }

  /// The sensor to read, as `--person`: `person` when given, else the one weight sensor among
  /// `sensors`; several weight sensors are refused naming them (not the other measures').
  static func sensor(_ sensors: [String], person: String?) throws(ImportFailure) -> String? {
    if let person {
      let named = sensors.first { $0.lowercased() == person.trimmingSpaces.lowercased() }
      if let named, !isWeight(named) {
        throw .notWeightSensor(named, weights: sensors.filter(isWeight))
      }
      return person
    }
    let weights = sensors.filter(isWeight)
    if weights.count == 1 { return weights[0] }
    if weights.count > 1 { throw .severalPeople(weights, column: Self.column) }
    if let first = sensors.first { throw .notWeightSensor(first, weights: []) }
    return nil
  }

  /// Whether a sensor's name names a weight, by the vocabulary that reads a header's.
  static func isWeight(_ sensor: String) -> Bool {
    ColumnVocabulary.column(for: .weight, in: [sensor]) != nil
  }

  /// The unit a sensor's name carries (`sensor.scale_weight_lb`), if any.
  static func unit(of sensor: String?) -> QuantityUnit? {
    sensor.flatMap { ColumnVocabulary.unit(in: $0, forWeight: true) }
  }
}
