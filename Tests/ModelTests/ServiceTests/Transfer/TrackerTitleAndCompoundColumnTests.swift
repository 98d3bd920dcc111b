import DataSource
import Model
import Testing

/// Columns that only look like people, and German compound names: Notion's page titles under
/// `Name` are no family, `--person-column` names the column or says there is none, and
/// `Sportlergewicht` is a weight and `Messdatum` a date, where `Zielgewicht` (a target),
/// `Fahrradgewicht` (a bike) and `Geburtsdatum` (a birth date) are not.
struct TrackerTitleAndCompoundColumnTests {
  static func kilograms(_ text: String, _ options: ImportOptions = ImportOptions(units: .metric))
    throws -> [Double?]
  {
    try ImportReader(options: options).read(Array(text.utf8)).profiles[0].entries.map(\.kilograms)
  }

  /// Notion's first column is the page's title: distinct titles with digits are no people.
  @Test(arguments: [
    "Name,Date,Weight (kg)\nDay 1,2026-11-21,79.6\nDay 2,2026-11-22,79.4\nDay 3,2026-11-23,79.1\n",
    "\u{FEFF}Name,Date,Weight\nNov 21,\"November 21, 2026\",79.6\nNov 22,\"November 22, 2026\",79.4\n",
  ])
  func read_notionPageTitles_notPeople(text: String) throws {
    #expect(try Self.kilograms(text).count == text.split(separator: "\n").count - 1)
  }

  /// Names without digits, or a name on several rows, are still people: refused, and
  /// `--person-column none` reads the file as one person's.
  @Test func read_namesWithoutDigits_stillPeopleUnlessPersonColumnNone() throws {
    let text = "Name,Date,Weight (kg)\nMonday,2026-11-23,79.6\nTuesday,2026-11-24,79.4\n"
    #expect(throws: ImportFailure.severalPeople(["Monday", "Tuesday"], column: "Name")) {
      try Self.kilograms(text)
    }
    var options = ImportOptions(units: .metric)
    options.personColumn = "none"
    #expect(try Self.kilograms(text, options) == [79.6, 79.4])
    let repeated =
      "Name,Date,Weight (kg)\nUser 1,2026-11-23,79.6\nUser 2,2026-11-23,91\n"
      + "User 1,2026-11-24,79.4\n"
    #expect(throws: ImportFailure.severalPeople(["User 1", "User 2"], column: "Name")) {
      try Self.kilograms(repeated)
    }
  }

  /// Only a column named `Name` or `Title` holds titles: a `UserId` or `Patient` column of
  /// one reading each is still people.
  @Test(arguments: ["UserId", "Patient"])
  func read_idsOnOneRowEach_stillPeople(column: String) {
    let text = "\(column),date,weight\n1,2026-01-05,70.1\n2,2026-01-06,71.0\n"
    #expect(throws: ImportFailure.severalPeople(["1", "2"], column: column)) {
      try Self.kilograms(text)
    }
  }

  /// `--person-column NAME` makes a column the people whatever its name, and one not in the
  /// header is refused naming the columns.
  @Test func read_personColumnNamed_takenAsPeople() throws {
    let text = "Date,Who,Weight (kg)\n2026-11-23,Ann,60\n2026-11-23,Bob,80\n"
    var options = ImportOptions(units: .metric, person: "bob")
    options.personColumn = "who"
    #expect(try Self.kilograms(text, options) == [80])
    options.personColumn = "Weight (kg)"
    #expect(throws: ImportFailure.columnTaken(option: "person-column", named: "Weight (kg)")) {
      try Self.kilograms(text, options)
    }
    options.personColumn = "Whom"
    #expect(
      throws: ImportFailure.namedColumnMissing(
        wanted: "person", named: "Whom", header: ["Date", "Who", "Weight (kg)"])
    ) { try Self.kilograms(text, options) }
  }

  @Test(arguments: [
    ("Messdatum;Uhrzeit;Gewicht [kg]\n21.11.2026;07:02;79,6\n", [79.6]),
    ("Datum;Zielgewicht (kg);Körpergewicht (kg)\n21.11.2026;70;79,6\n", [79.6]),
    (
      "Geburtsdatum,Aktivitätsdatum,Fahrradgewicht,Sportlergewicht\n1990-01-01,2026-01-03,8,74.5\n",
      [74.5]
    ),
  ])
  func read_germanCompounds_byTheirLastWordAndFirst(text: String, expected: [Double]) throws {
    let batch = try ImportReader(options: ImportOptions(units: .metric)).read(Array(text.utf8))
    #expect(batch.profiles[0].entries.map(\.kilograms) == expected)
    #expect(batch.profiles[0].entries[0].date.year == 2026)
  }

  /// A column of times in the apps' languages orders the day's readings, as `Time` does:
  /// the evening reading is the day's last whatever the file's order.
  @Test(arguments: ["Messdatum;Uhrzeit", "Datum;Zeit", "Date;Heure", "Date;Time"])
  func read_localisedTimeColumn_ordersTheDay(header: String) throws {
    let text = "\(header);Gewicht [kg]\n03.11.2026;21:10;70,9\n03.11.2026;07:10;70,1\n"
    #expect(try Self.kilograms(text) == [70.9])
    var first = ImportOptions(units: .metric)
    first.perDay = .first
    #expect(try Self.kilograms(text, first) == [70.1])
  }

  /// Strava's German export: its activity's name is no person (`Name der Aktivität`).
  @Test func read_stravaGermanActivities_athletesWeight() throws {
    let text =
      "Aktivitäts-ID,Aktivitätsdatum,Name der Aktivität,Aktivitätsart,Verstrichene Zeit,"
      + "Sportlergewicht,Fahrradgewicht\n"
      + "8,\"1. Jan. 2026, 14:00:00\",Feierabendrunde,Radfahrt,3600,75,8\n"
      + "9,\"3. Jan. 2026, 07:15:00\",Morgenlauf,Lauf,1800,\"74,5\",\n"
    #expect(try Self.kilograms(text) == [75, 74.5])
  }
}
