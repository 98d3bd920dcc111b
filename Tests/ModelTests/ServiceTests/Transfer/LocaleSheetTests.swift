import DataSource
import Model
import Testing

/// Weight logs kept in a spreadsheet in Central and Eastern Europe, as Excel saves them
/// there: the date, weight and note columns found by their names in the language (Czech
/// `Hmotnost`/`Poznámka`, Slovak `Váha`, Hungarian `Dátum`/`Súly`/`Megjegyzés` and its
/// `2026. 01. 15.` dates, Ukrainian `Вага`/`Примітка`), and `--note-column` for a note
/// column under another name.
struct LocaleSheetTests {
  static func entries(_ text: String, noteColumn: String? = nil) throws(ImportFailure)
    -> [String]
  {
    var options = ImportOptions(units: .metric)
    options.noteColumn = noteColumn
    let batch = try ImportReader(options: options).read(Array(text.utf8))
    return batch.profiles[0].entries.map { entry in
      "\(entry.date) \(FixedDecimal(entry.kilograms ?? 0, places: 1)) \(entry.note ?? "-")"
    }
  }

  @Test(arguments: [
    ("Datum;Hmotnost (kg);Poznámka\n15.01.2026;70,5;unavený, špatně\n", "unavený, špatně"),
    ("Dátum;Váha;Poznámky\n15.01.2026;70,5;ráno\n", "ráno"),
    ("Dátum;Súly (kg);Megjegyzés\n2026. 01. 15.;70,5;fáradt\n", "fáradt"),
    ("Дата;Вага, кг;Примітка\n15.01.2026;70,5;Втомився\n", "Втомився"),
    ("Datum;Gewicht (kg);Anmerkung\n15.01.2026;70,5;müde\n", "müde"),
    ("Fecha;Peso (kg);Observación\n15/01/2026;70,5;cansado\n", "cansado"),
    ("Датум;Вес, кг;Комментарии\n15.01.2026;70,5;добро\n", "добро"),
    ("Datum;Težina;Napomena\n15.01.2026;70,5;umoran\n", "umoran"),
    ("Датум;Тежина;Напомена\n15.01.2026;70,5;уморан\n", "уморан"),
    ("Dato;Vægt (kg);Bemærkning\n15.01.2026;70,5;træt\n", "træt"),
  ])
  func read_localSheet_dateWeightAndNote(text: String, note: String) throws {
    #expect(try Self.entries(text) == ["2026-01-15 70.5 \(note)"])
  }

  @Test func read_noteColumnNamed_takesItsCells() throws {
    let text = "Date;Weight (kg);Mood\n15.01.2026;70,5;tired\n"
    #expect(try Self.entries(text) == ["2026-01-15 70.5 -"])
    #expect(try Self.entries(text, noteColumn: "MOOD") == ["2026-01-15 70.5 tired"])
    #expect(
      throws: ImportFailure.namedColumnMissing(
        wanted: "note", named: "feeling", header: ["Date", "Weight (kg)", "Mood"])
    ) {
      try Self.entries(text, noteColumn: "feeling")
    }
    // The weights' own column is no note column (as --person-column refuses it too).
    #expect(throws: ImportFailure.columnTaken(option: "note-column", named: "Weight (kg)")) {
      try Self.entries(text, noteColumn: "Weight (kg)")
    }
  }
}
