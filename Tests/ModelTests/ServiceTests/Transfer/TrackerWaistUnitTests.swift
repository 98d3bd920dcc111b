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
}
