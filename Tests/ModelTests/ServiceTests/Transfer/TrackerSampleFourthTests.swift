import DataSource
import Model
import Testing

/// The fourth layout pass: apps an acceptance pass found, each file in the layout its
/// source code writes: Waistline's German and French diaries (`Taille` is a waist in German
/// and a height in French, so the header's language decides; `Tour de taille` is a waist), export2garmin's
/// file of every user (`Login e-mail` says whose), FastNFitness's body measures (one a row,
/// `BODYPART_NAME` and `MEASURE`), WeightLogger's `Recorded At`, and Fitdays' sheet saved as
/// CSV (a time before the date, a reference range beside each reading).
struct TrackerSampleFourthTests {
  static func read(_ text: String, _ options: ImportOptions = TrackerSampleTests.options())
    throws(ImportFailure) -> [WeightEntry]
  {
    try ImportReader(options: options).read(Array(text.utf8)).profiles[0].entries
  }

  @Test func waistline_tailleIsAGermanWaistAFrenchHeight() throws {
    let german = try Self.read(
      "Datum;Gewicht (kg);Taille (cm)\n01.11.2026;82,4;92\n03.11.2026;81,95;91,5\n")
    #expect(german.map(\.kilograms) == [82.4, 81.95])
    #expect(german.map(\.waistCentimetres) == [92, 91.5])
    #expect(german.allSatisfy { $0.heightCentimetres == nil })
    let french = try Self.read(
      "Date;Masse (kg);Tour de taille (cm)\n01/11/2026;82,4;92\n03/11/2026;81,95;91,5\n")
    #expect(french.map(\.waistCentimetres) == [92, 91.5])
    // French `Taille` beside it is the height: offered for an adult, never a waist.
    let both = try ImportReader(options: TrackerSampleTests.options()).read(
      Array("Date;Poids (kg);Taille (cm);Tour de taille (cm)\n01/11/2026;82,4;176;92\n".utf8))
    #expect(both.heightCentimetres == 176)
    #expect(both.profiles[0].entries.map(\.waistCentimetres) == [92])
    // One German word in a French header (a scale's `Fett (%)`) makes no German header.
    let mixed = try ImportReader(options: TrackerSampleTests.options()).read(
      Array("Date;Poids (kg);Fett (%);Taille (cm)\n01/11/2026;82,4;21;176\n".utf8))
    #expect(mixed.heightCentimetres == 176)
    #expect(mixed.profiles[0].entries.allSatisfy { $0.waistCentimetres == nil })
  }

  /// A column `--waist-column` names is the waist only, never a child's height as well.
  @Test func namedWaistColumn_isNoHeight() throws {
    var options = TrackerSampleTests.options()
    options.waistColumn = "Taille (cm)"
    options.profileForAge = Profile(
      name: "leo", heightCentimetres: 125, sex: .male,
      born: LocalDate(year: 2018, month: 1, day: 1))
    let entries = try Self.read("Date;Poids (kg);Taille (cm)\n01/09/2026;25,0;64\n", options)
    #expect(entries.map(\.waistCentimetres) == [64])
    #expect(entries.map(\.heightCentimetres) == [nil])
  }

  /// `Last Login`, `Email Date`, `Email sent` say nothing of whose reading a row is.
  @Test(arguments: ["Last Login", "Email Date", "Email sent", "Login Date"])
  func loginOrEmailWithOtherWords_noPerson(name: String) throws {
    let file = "Date,Weight (kg),\(name)\n2026-11-01,82.9,a\n2026-11-02,82.4,b\n"
    #expect(try Self.read(file).count == 2)
  }

  @Test func export2garmin_loginEmailSaysWhose() throws {
    let file = """
      Data Status;Unix Time;Date [dd.mm.yyyy];Time [hh:mm:ss];Weight [kg];BMI;Login e-mail
      uploaded;1793521920;01.11.2026;07:32;82.9;27.1;tom@example.com
      uploaded;1793524500;01.11.2026;08:15;76.3;26.4;eva@example.com

      """
    #expect(
      throws: ImportFailure.severalPeople(
        ["tom@example.com", "eva@example.com"], column: "Login e-mail")
    ) { _ = try Self.read(file) }
    let tom = try Self.read(file, TrackerSampleTests.options(person: "tom@example.com"))
    #expect(tom.map(\.kilograms) == [82.9])
  }

  @Test func fastNFitness_oneMeasureARowInItsUnit() throws {
    let file = """
      TABLE,DATE,BODYPART_NAME,MEASURE,UNIT
      BODYMEASURE,2026-11-03,Poids,180.1,lb
      BODYMEASURE,2026-11-03,Taille,36.0,in
      BODYMEASURE,2026-11-02,Weight,82.4,kg
      BODYMEASURE,2026-11-02,Waist,91.5,cm

      """
    let entries = try Self.read(file)
    #expect(entries.map(\.kilograms) == [82.4, 81.692])
    #expect(entries.map(\.waistCentimetres) == [91.5, nil])
  }

  @Test func weightLogger_recordedAtIsTheDate() throws {
    let entries = try Self.read(
      "Recorded At,Weight,Body Fat\n3. November 2026 07:45,81.7,null\n2. November 2026 22:10,82.4,18.2\n",
      TrackerSampleTests.options(units: .metric))
    #expect(entries.map(\.date.description) == ["2026-11-02", "2026-11-03"])
  }

  @Test func fitdays_timeBeforeTheDateRangeBesideTheReading() throws {
    let file = """
      Data,Peso,IMC,Massa Muscular
      06:37 20/03/2026,117.8(64.7-87.5)kg,34.1,66.0(51.9-64.6)kg
      21:02 20/03/2026,117.2(64.7-87.5)kg,33.9,65.5(51.9-64.6)kg
      06:31 23/03/2026,117.0(64.7-87.5)kg,33.8,65.2(51.9-64.6)kg

      """
    let entries = try Self.read(file, TrackerSampleTests.options(perDay: .first))
    #expect(entries.map(\.date.description) == ["2026-03-20", "2026-03-23"])
    #expect(entries.map(\.kilograms) == [117.8, 117.0])
  }

  /// One person however the name is cased; a 12-hour time before the date; a range after a
  /// space, with an en dash.
  @Test func caseOfANameAndTwelveHourTimeAndSpacedRange() throws {
    let email = try Self.read(
      "Date,Weight (kg),Email\n2026-11-01,82,Anna@Example.com\n2026-11-02,81.5,anna@example.com\n")
    #expect(email.count == 2)
    let evening = try Self.read(
      "date,weight\n7:02 PM 3/20/2026,80.5 (75–85) kg\n7:05 AM 3/21/2026,80.3 (75–85) kg\n")
    #expect(evening.map(\.date.description) == ["2026-03-20", "2026-03-21"])
    #expect(evening.map(\.kilograms) == [80.5, 80.3])
  }

  /// A range after the reading's unit, in the same unit, is no part of it; in another unit it
  /// is no range of this reading, and the row is refused.
  @Test func rangeAfterTheUnit() throws {
    let file = "date,weight\n2026-03-20,80.5kg (64.7-87.5kg)\n2026-03-21,176 lb (143 – 193 lb)\n"
    #expect(try Self.read(file).map(\.kilograms) == [80.5, 79.832])  // 176 lb, kept to the gram
    #expect(throws: ImportFailure.self) {
      _ = try Self.read("date,weight\n2026-03-20,80.5kg (143-193lb)\n")
    }
  }

  /// Home Assistant's history holds every sensor asked for, often several people's weights:
  /// the sensor says whose reading a row is. One sensor's history is read as it is, its
  /// `unavailable` and `unknown` states no reading, its UTC moments placed in --tz; several
  /// sensors' need `--person`, which picks one.
  @Test func homeAssistantHistory_theSensorIsWhoseReading() throws {
    let one = """
      entity_id,state,last_changed
      sensor.bathroom_scale_weight,82.9,2026-11-01T23:31:12.345Z
      sensor.bathroom_scale_weight,unavailable,2026-11-02T18:02:40.001Z
      sensor.bathroom_scale_weight,82.4,2026-11-03T06:12:03.118Z

      """
    var options = TrackerSampleTests.options(units: .metric)
    options.zone = ImportZone(name: "Europe/Berlin") { _ in 3600 }
    var reading = try ImportReader(options: options).open(Array(one.utf8))
    try reading.read(upTo: reading.rowCount)
    #expect(reading.skipped.tallies.map(\.reason) == [.noReading])
    // 23:31 UTC on 1 November is 00:31 on the 2nd in Berlin.
    let entries = try Self.read(one, options)
    #expect(entries.map(\.date.description) == ["2026-11-02", "2026-11-03"])
    #expect(entries.map(\.kilograms) == [82.9, 82.4])
    let two = """
      entity_id,state,last_changed
      sensor.anna_weight,61.2,2026-11-01T06:31:12.345Z
      sensor.tom_weight,82.9,2026-11-01T07:02:00.000Z
      sensor.anna_fat_percentage,24.1,2026-11-01T06:31:12.345Z
      sensor.tom_weight,82.4,2026-11-02T06:12:03.118Z

      """
    #expect(
      throws: ImportFailure.severalPeople(
        ["sensor.anna_weight", "sensor.tom_weight"],
        column: "entity_id")
    ) { _ = try Self.read(two) }
    options.person = "sensor.tom_weight"
    #expect(try Self.read(two, options).map(\.kilograms) == [82.9, 82.4])
    // A sensor's name gives its unit, whatever the profile's: `_lb` pounds, `_st` stones.
    for (sensor, kilograms) in [
      ("sensor.scale_weight_lb", 80.513), ("sensor.scale_weight_st", 80.287),
    ] {
      let file =
        "entity_id,state,last_changed\n\(sensor),\(sensor.hasSuffix("lb") ? "177.5" : "12.643"),2026-11-01T06:31:12.345Z\n"
      #expect(
        try Self.read(file, TrackerSampleTests.options(units: .metric)).map(\.kilograms) == [
          kilograms
        ])
    }
  }

  /// A unit in a measure's name is the unit of its bare values, whatever the profile's.
  @Test func metricRows_unitInTheMeasuresName() throws {
    let file = "Date,Metric,Amount\n2026-11-01,Weight Kilograms,82.9\n"
    let entries = try Self.read(file, TrackerSampleTests.options(units: .imperial))
    #expect(entries.map(\.kilograms) == [82.9])
  }
}
