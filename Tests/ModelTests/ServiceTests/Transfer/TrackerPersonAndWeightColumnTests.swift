import DataSource
import Model
import Testing

/// Whose reading a row is, and which column is the weight, as the apps name them in their
/// languages: a file of two people is never merged into one profile, and a body-composition
/// scale's other masses are never taken for the weight.
struct TrackerPersonAndWeightColumnTests {
  @Test(arguments: [
    "Familienmitglieder", "Membre de la famille", "Nutzer", "Member Name", "user_id", "UserID",
    "Patient", "Athlete", "Client", "Subject", "Participant", "Full Name", "Nickname", "Account",
    "Usuario",
  ])
  func read_twoPeopleUnderAnyPersonColumn_refusedNamingThem(column: String) {
    let text = "\(column),Date,Weight (kg)\nAnna,2026-11-21,80.1\nBen,2026-11-21,92.3\n"
    #expect(throws: ImportFailure.severalPeople(["Anna", "Ben"], column: column)) {
      try ImportReader(options: ImportOptions(units: .metric)).read(Array(text.utf8))
    }
  }

  /// Where a reading came from is not whose it is: Apple Health's `sourceName`, Samsung
  /// Health's `pkg_name` and `client_data_id` vary by row in one person's file.
  @Test(arguments: ["sourceName", "Device Name", "pkg_name", "client_data_id", "App Name"])
  func read_sourceOrBookkeepingColumn_notAPerson(column: String) throws {
    let text = "\(column),Date,Weight (kg)\nWithings,2026-11-21,80.1\niPhone,2026-11-22,80.3\n"
    let batch = try ImportReader(options: ImportOptions(units: .metric)).read(Array(text.utf8))
    #expect(batch.profiles[0].entries.map(\.kilograms) == [80.1, 80.3])
  }

  @Test(arguments: [
    "LBM (kg)", "Protein Mass (kg)", "Skeletal Mass (kg)", "Subcutaneous (kg)", "SMM (kg)",
    "FFM (kg)", "BFM (kg)", "Previous Weight (kg)", "Predicted Weight (kg)",
    "Weight Lifted (kg)", "BMI (kg/m2)", "BMI(kg/m²)",
  ])
  func read_otherMassBeforeTheWeight_theWeightTaken(column: String) throws {
    let text = "Date,\(column),Weight (kg)\n2026-11-20,62.3,80.1\n"
    let batch = try ImportReader(options: ImportOptions(units: .metric)).read(Array(text.utf8))
    #expect(batch.profiles[0].entries.map(\.kilograms) == [80.1])
  }

  /// A family's sheet, a weight column a person, is refused naming them (taking the first
  /// stored Anna's weights as Tom's); --weight-column picks one.
  @Test(arguments: [
    ("Datum;Gewicht Anna;Gewicht Tom\n01.11.2026;61,2;82,4\n", ["Gewicht Anna", "Gewicht Tom"]),
    ("Date,Anna (kg),Tom (kg)\n2026-11-01,61.2,82.4\n", ["Anna (kg)", "Tom (kg)"]),
  ])
  func read_weightColumnPerPerson_refusedUntilOneIsNamed(text: String, columns: [String]) throws {
    #expect(throws: ImportFailure.weightColumnPerPerson(columns)) {
      try ImportReader(options: ImportOptions(units: .metric)).read(Array(text.utf8))
    }
    var options = ImportOptions(units: .metric)
    options.weightColumn = columns[1]
    let batch = try ImportReader(options: options).read(Array(text.utf8))
    #expect(batch.profiles[0].entries.map(\.kilograms) == [82.4])
  }

  /// One person's several readings a day, a plain weight beside scores of it, and a weight
  /// in two units are no family's sheet.
  @Test(arguments: [
    "Date,Morning weight,Evening weight\n2026-11-01,61.2,61.9\n",
    "Date,Weight 1,Weight 2\n2026-11-01,61.2,61.9\n",
    "Date,Weight (kg),who_weight_z\n2026-11-01,61.2,0.5\n",
    "Date,Weight (kg),Weight (lb)\n2026-11-01,61.2,134.9\n",
  ])
  func read_onePersonsWeightColumns_firstTaken(text: String) throws {
    let batch = try ImportReader(options: ImportOptions(units: .metric)).read(Array(text.utf8))
    #expect(batch.profiles[0].entries.map(\.kilograms) == [61.2])
  }
}
