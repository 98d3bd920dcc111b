import DataSource

/// A tracker's file of one reading a row, whatever its measure: a column naming the measure,
/// a column of values and often one of their units. Cronometer's biometrics export is one
/// (`Day,Group,Metric,Unit,Amount`: `Weight,kg,70`, `Weight (Garmin),kg,83.5`,
/// `Waist,cm,76.2`, `Heart Rate,bpm,60`). Its weight and waist rows are read as other files'
/// weight and waist cells, with the unit beside the value; a row of any other measure is
/// counted as one (`ImportSkips.Reason.otherMeasure`). Apple Health's records as exporter
/// apps write them, one a row, are another (Simple Health Export CSV's
/// `type,sourceName,…,startDate,endDate,unit,value`), their measure the HealthKit type; so are
/// the logs of everything tracked, Track & Graph's (`FeatureName,Timestamp,Value,Label,Note`)
/// and Nomie's (`epoch,start,…,tracker,value,note`); and Xiaomi's Mi Fitness
/// (`Uid,Sid,Key,Time,Value,UpdateTime`: a `weight` row's value a JSON object whose
/// `weight` is the kilograms, `{"time":1764315000,"weight":70.35,"bmi":24.3}`).
struct MetricColumns: Sendable, Equatable {
  let metric: Int
  let value: Int
  let unit: Int?

  /// The names of each column, as their words (`ColumnVocabulary.words`).
  static let metricNames: Set<[String]> = [
    ["metric"], ["metric", "name"], ["measurement"], ["measure"], ["type"], ["data", "type"],
    // Track & Graph's `FeatureName`, Nomie's `tracker`.
    ["feature", "name"], ["feature"], ["tracker"],
    // Mi Fitness's `Key`; FastNFitness's `BODYPART_NAME` (its `MEASURE` the value).
    ["key"], ["bodypart", "name"],
  ]
  static let valueNames: Set<[String]> = [["amount"], ["value"], ["quantity"]]
  /// A value column's name only beside another column of the measure's names.
  static let otherValueNames: Set<[String]> = [["measure"]]
  static let unitNames: Set<[String]> = [["unit"], ["units"]]

  /// The columns of `header` (lower-cased names), or `nil` unless it has a measure column
  /// and a value column.
  init?(header: [String]) {
    func column(_ names: Set<[String]>) -> Int? {
      header.firstIndex { names.contains(ColumnVocabulary.words(of: $0)) }
    }
    guard let metric = column(Self.metricNames),
      let value = column(Self.valueNames)
        ?? column(Self.otherValueNames).flatMap({ $0 == metric ? nil : $0 })
    else { return nil }
    self.metric = metric
    self.value = value
    unit = column(Self.unitNames)
  }

  /// A row's weight and waist cells, as a file with those columns would have them: the
  /// value with the unit written beside it (`Amount,Unit`: `70,kg` is `70 kg`) in the cell of
  /// the row's measure, the other empty; `nil` for a row of another measure.
  func cells(of row: CSVRow, in table: ImportTable) -> (weight: String, waist: String)? {
    guard let role = Self.role(of: table.cell(row, metric)) else { return nil }
    var value = TrackerCSVImport.decimalPoint(table.cell(row, self.value))
    if role == .weight, let kilograms = Self.jsonWeight(value) {
      value = kilograms + " kg"
    } else if !TrackerCSVImport.isBlank(value), let unit {
      value += " " + table.cell(row, unit)
    } else if !TrackerCSVImport.isBlank(value), Double(value) != nil,
      let named = ColumnVocabulary.unit(in: table.cell(row, metric), forWeight: role == .weight)
    {
      // A unit in the measure's name (`Weight Kilograms`, `Weight (lb)`).
      value += " " + named.spellings[0]
    }
    return role == .weight ? (value, "") : ("", value)
  }

  /// The number of a JSON object's `weight` member, as written (Mi Fitness's value cells:
  /// kilograms); `nil` when the cell is no such object.
  static func jsonWeight(_ cell: String) -> String? {
    guard cell.first == "{" else { return nil }
    let bytes = Array(cell.utf8)
    var members: [JSONMember] = []
    let found = bytes.withUnsafeBufferPointer { buffer -> String? in
      guard let base = buffer.baseAddress,
        JSONObjectScanner.scan(base, 0..<buffer.count, into: &members) != nil,
        let member = members.first(where: {
          $0.kind == .number && bytes[$0.key].elementsEqual("weight".utf8)
        })
      else { return nil }
      return String(decoding: bytes[member.value], as: UTF8.self)
    }
    return found
  }

  /// What a row's measure cell names, by the words that name a weight or a waist column
  /// (`Weight (Garmin)` is a weight, `Body Fat` or `Lean Mass (kg)` not), or Apple Health's
  /// type for one (`HKQuantityTypeIdentifierBodyMass`, `…WaistCircumference`, named where
  /// the export.xml reader names them; applehealthdata writes them without the prefix,
  /// `BodyMass`); `nil` for any other measure.
  static func role(of measure: String) -> ColumnVocabulary.Role? {
    let kind =
      AppleHealthReader.HealthKind(rawValue: measure)
      ?? AppleHealthReader.HealthKind.types.first { measure.utf8.elementsEqual($0.1) }?.0
    if measure.hasPrefix("HK") || kind != nil {
      switch kind {
      case .bodyMass?: return .weight
      case .waist?: return .waist
      // A height here is not yet read as one, as Cronometer's rows have none: counted.
      case .height?, nil: return nil
      }
    }
    if ColumnVocabulary.names(measure, .weight) { return .weight }
    if ColumnVocabulary.names(measure, .waist) { return .waist }
    return nil
  }
}
