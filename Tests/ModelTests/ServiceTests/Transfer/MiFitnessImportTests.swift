import DataSource
import Testing

@testable import Model

/// Xiaomi's Mi Fitness data export (`…_MiFitness_hlth_center_fitness_data.csv`): one reading
/// a row under `Key`, its value a JSON object; a `weight` row's `weight` is the kilograms, at
/// the epoch second in `Time`, a moment placed in --tz; every other key is another measure.
struct MiFitnessImportTests {
  static let file = """
    Uid,Sid,Key,Time,Value,UpdateTime
    6804018672,blt.3.1ab2c3d4,heart_rate,1764313200,"{""time"":1764313200,""bpm"":64}",1764313260
    6804018672,4a5b6c7d,weight,1764315000,"{""time"":1764315000,""weight"":70.35,""bmi"":24.3,""body_fat_rate"":21.3}",1764315100
    6804018672,4a5b6c7d,weight,1764401400,"{""time"":1764401400,""weight"":70.1,""bmi"":24.2}",1764401500

    """

  @Test func read_weightRows_theirJSONWeightInKilograms() throws {
    var options = ImportOptions(units: .imperial)
    options.zone = ImportZone(name: "Asia/Tokyo") { _ in 9 * 3600 }
    let reading = try ImportReader(options: options).read(Array(Self.file.utf8))
    let entries = reading.profiles[0].entries
    #expect(entries.map(\.kilograms) == [70.35, 70.1])
    // 2025-11-28 07:30 UTC is 16:30 in Tokyo; 2025-11-29 07:30 UTC likewise.
    #expect(
      entries.map(\.date) == [
        LocalDate(year: 2025, month: 11, day: 28), LocalDate(year: 2025, month: 11, day: 29),
      ])
  }

  /// Only an object's number member `weight` is a weight: a string, another member, a
  /// cell that is no JSON object give none (the row then has no weight).
  @Test(arguments: ["{\"weight\":\"70\"}", "{\"bmi\":24}", "{weight:70}", "70"])
  func jsonWeight_notANumberMember_nil(cell: String) {
    #expect(MetricColumns.jsonWeight(cell) == nil)
    #expect(MetricColumns.jsonWeight("{\"bpm\":1,\"weight\":70.35}") == "70.35")
  }
}
