import DataSource
import Model
import Testing

/// Each measure in the unit its file says: a bare waist is in the units of the file that
/// holds it when the file has units of its own (openScale writes kilograms and centimetres
/// whatever the user sees, so a profile in pounds and inches does not turn its 93.5 cm into
/// 93.5 inches); openScale 3's per-measure units from its BMI and waist-to-height ratio; a
/// row whose own unit is another measure's is one.
struct TrackerMeasureUnitTests {
  @Test(arguments: [UnitSystem.metric, .imperial])
  func read_openScaleWaist_centimetresWhateverTheProfileUnits(units: UnitSystem) throws {
    let options = ImportOptions(profileUnits: units, perDay: .last)
    let batch = try ImportReader(options: options).read(TrackerSamples.openScale.bytes)
    let waists = batch.profiles[0].entries.compactMap { entry in
      entry.waistCentimetres.map { "\(entry.date) \(FixedDecimal($0, places: 2))" }
    }
    #expect(waists == ["2024-03-07 93.50"])
  }

  /// openScale 3 writes each measure bare in the unit its user chose for it, the weight's and
  /// the waist's apart, beside a BMI and a waist-to-height ratio (`WHTR`): the BMI gives the
  /// weight's unit (stones too), the ratio the waist's, at the profile's height.
  static func openScale3(weight: String, waist: String) -> [UInt8] {
    let header =
      "DATE,TIME,BCM,BICEPS,BMI,BMR,BODY_FAT,BONE,CALIPER,CALIPER_1,CALIPER_2,CALIPER_3,"
      + "CALORIES,CHEST,COMMENT,ECW,HEART_RATE,HIPS,ICW,IMPEDANCE,IMPEDANCE_LOW,LBM,MUSCLE,"
      + "NECK,PROTEIN,TDEE,THIGH,VISCERAL_FAT,WAIST,WATER,WEIGHT,WHR,WHTR\n"
    let empty = { (count: Int) in String(repeating: ",", count: count) }
    let row =
      "2026-09-01,07:12:31.204" + empty(3) + "26.285715" + empty(2) + "22.4" + empty(22)
      + waist + empty(2) + weight + empty(2) + "0.5257143\n"
    return Array((header + row).utf8)
  }

  @Test(arguments: [
    ("80.5", "92.0", UnitSystem.metric), ("80.5", "36.220474", .metric),
    ("177.47212", "92.0", .imperial), ("12.67658", "92.0", .metric),
    ("12.67658", "36.220474", .imperial),
  ])
  func read_openScale3_weightUnitByItsBMIWaistUnitByItsRatio(
    weight: String, waist: String, units: UnitSystem
  ) throws {
    var options = ImportOptions(profileUnits: units, perDay: .last)
    options.profileHeightCentimetres = 175
    let entry = try ImportReader(options: options).read(
      Self.openScale3(weight: weight, waist: waist)
    )
    .profiles[0].entries[0]
    #expect(entry.kilograms == 80.5)
    #expect(
      entry.waistCentimetres.map { FixedDecimal($0, places: 1) } == FixedDecimal(92, places: 1))
  }

  /// applehealthdata's files, one per HealthKit type without its prefix (`BodyMass`): the
  /// type names the measure; with the value column named as the weight, a row whose own unit
  /// is another measure's (`count/min`) is counted as one, not read as kilograms.
  @Test func read_appleHealthDataFiles_shortTypeAndOtherMeasuresUnits() throws {
    let header = "sourceName,sourceVersion,device,type,unit,creationDate,startDate,endDate,value\n"
    let body =
      header
      + #""Health","14.4",,"BodyMass","lb",2021-03-03 23:31:00 +0100,2021-03-03 23:30:00 +0100,2021-03-03 23:30:00 +0100,176.4"#
      + "\n"
    let options = ImportOptions(profileUnits: .metric, perDay: .last)
    let read = try ImportReader(options: options).read(Array(body.utf8)).profiles[0].entries
    #expect(read.map(\.kilograms) == [80.014])
    let heart =
      header
      + #""Apple Watch","7.3",,"HeartRate","count/min",2021-03-07 08:10:00 +0100,2021-03-07 08:00:00 +0100,2021-03-07 08:00:00 +0100,78"#
      + "\n"
    var named = options
    named.weightColumn = "value"
    var reading = try ImportReader(options: named).open(
      Array((body + heart.dropFirst(header.count)).utf8))
    try reading.read(upTo: reading.rowCount)
    #expect(reading.skipped.tallies.map(\.reason) == [.otherMeasure])
    #expect(reading.finish().profiles[0].entries.map(\.kilograms) == [80.014])
    // A BMI's `kg/m²` says kilograms; a unit system's pair (`lb/in`) leaves the weight bare,
    // in the profile's units, and is no other measure's.
    let pair = "Date,Weight,Unit\n2021-03-03,80.2,kg/m²\n2021-03-04,80.1,lb/in\n"
    var imperial = options
    imperial.profileUnits = .imperial
    #expect(
      try ImportReader(options: imperial).read(Array(pair.utf8)).profiles[0].entries.map(
        \.kilograms) == [80.2, 36.333])
    // Beside a column named as a weight, another column's `cm` (a waist's) is no other
    // measure's row.
    let waist = "Date,Weight (kg),Waist,Unit\n2021-03-03,80.2,86,cm\n"
    let entry = try ImportReader(options: options).read(Array(waist.utf8)).profiles[0].entries
    #expect(entry.map(\.kilograms) == [80.2])
    #expect(entry.map(\.waistCentimetres) == [86])
  }
}
