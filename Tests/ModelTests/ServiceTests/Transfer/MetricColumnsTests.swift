import DataSource
import Testing

@testable import Model

/// A file of one reading a row (`MetricColumns`, Cronometer's biometrics): found only when
/// no weight column is, its weight and waist rows read with their units, every other
/// measure counted.
struct MetricColumnsTests {
  @Test(arguments: [
    (["day", "group", "metric", "unit", "amount"], MetricColumns.Found(2, 4, 3)),
    (["date", "type", "value"], MetricColumns.Found(1, 2, nil)),
    (["date", "measurement", "quantity", "units"], MetricColumns.Found(1, 2, 3)),
    (["date", "metric"], nil),
    (["date", "amount"], nil),
  ])
  func init_header_findsTheMeasureValueAndUnitColumns(
    header: [String], found: MetricColumns.Found?
  ) {
    let sut = MetricColumns(header: header)
    #expect(sut.map { MetricColumns.Found($0.metric, $0.value, $0.unit) } == found)
  }

  @Test(arguments: [
    ("Weight", ColumnVocabulary.Role?.some(.weight)), ("Weight (Garmin)", .weight),
    ("Body Weight", .weight), ("Waist", .waist), ("Waist Size", .waist), ("Body Fat", nil),
    ("Lean Mass (kg)", nil), ("Weight Goal", nil), ("Heart Rate", nil), ("Height", nil),
    // Apple Health's types, as exporter apps write its records one a row.
    ("HKQuantityTypeIdentifierBodyMass", .weight),
    ("HKQuantityTypeIdentifierWaistCircumference", .waist),
    ("HKQuantityTypeIdentifierBodyMassIndex", nil), ("HKQuantityTypeIdentifierLeanBodyMass", nil),
    ("HKQuantityTypeIdentifierHeartRate", nil), ("HKQuantityTypeIdentifierHeight", nil),
  ])
  func role_measureCell_isAWeightOrAWaistByTheColumnWords(
    measure: String, role: ColumnVocabulary.Role?
  ) {
    #expect(MetricColumns.role(of: measure) == role)
  }

  /// The waist row joins the day's weigh-in, and every row of another measure is counted.
  @Test func read_cronometerBiometrics_waistJoinsTheDayAndOtherMeasuresAreCounted() throws {
    let batch = try ImportReader(options: ImportOptions()).read(
      TrackerSamples.cronometerBiometrics.bytes)
    let first = try #require(batch.profiles[0].entries.first)
    #expect(first.waistCentimetres.map { FixedDecimal($0, places: 2).description } == "87.63")
    #expect(batch.skippedRows == 3)
  }

  /// A weight column by name wins: a file with one is read as before.
  @Test func metricColumns_fileWithAWeightColumn_isNotOneReadingARow() throws {
    let batch = try ImportReader(options: ImportOptions()).read(
      Array("date,weight (kg),type,value\n2026-11-21,79.6,steps,8000\n".utf8))
    #expect(batch.profiles[0].entries.map(\.kilograms) == [79.6])
    #expect(batch.skippedRows == 0)
  }
}

extension MetricColumns {
  /// The three columns, to compare.
  struct Found: Equatable, Sendable, CustomTestStringConvertible {
    let metric: Int
    let value: Int
    let unit: Int?
    init(_ metric: Int, _ value: Int, _ unit: Int?) {
      self.metric = metric
      self.value = value
      self.unit = unit
    }
    var testDescription: String { "(\(metric), \(value), \(unit.map(String.init) ?? "nil"))" }
  }
}
