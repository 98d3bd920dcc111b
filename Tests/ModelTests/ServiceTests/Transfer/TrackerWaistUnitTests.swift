import DataSource
import Model
import Testing

/// A bare waist is in the units of the file that holds it when the file has units of its
/// own: openScale writes kilograms and centimetres whatever the user sees, so a profile in
/// pounds and inches does not turn its 93.5 cm into 93.5 inches.
struct TrackerWaistUnitTests {
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
}
