import DataSource

/// A tracker's note column: by its name in the languages people keep a log in (Renpho's
/// Remarks, German files' Notiz, Polish Notatka, Czech Poznámka, Japanese メモ), any case,
/// or the one `--note-column` names.
enum NoteColumn {
  static let names: Set<String> = [
    "note", "notes", "comment", "comments", "remarks", "memo", "notiz", "notizen", "log",
    "kommentar", "kommentare", "bemerkung", "bemerkungen", "anmerkung", "anmerkungen",
    "commentaire", "commentaires", "remarque", "remarques", "nota", "notas", "comentario",
    "comentarios", "observación", "observaciones", "observação", "observações", "opmerking",
    "opmerkingen", "notitie", "notities", "commento", "commenti", "annotazione", "annotazioni",
    "notatka", "notatki", "uwagi", "komentarz", "poznámka", "poznámky", "komentář",
    "komentáře", "megjegyzés", "megjegyzések", "anteckning", "anteckningar", "huomautus",
    "заметка", "заметки", "комментарий", "примечание", "нотатка", "нотатки", "примітка",
    "примітки", "коментар", "коментарі", "комментарии", "примечания", "komentár", "napomena",
    "bilješka", "observaţii", "observații", "notă", "bemærkning", "merknad", "muistiinpano",
    "бележка", "напомена", "белешка", "нататка", "メモ", "備考", "备注", "메모",
  ]

  /// The note column of `table`: the one `named` (refused when the header lacks it, or when
  /// it is a column `taken` for the dates, weights or waists), else the first whose name is
  /// a note's; `nil` when there is none.
  static func index(in table: ImportTable, named: String?, taken: [Int?])
    throws(ImportFailure) -> Int?
  {
    guard let named else { return table.header.firstIndex(where: names.contains) }
    guard let index = table.header.firstIndex(of: named.lowercased()) else {
      throw .namedColumnMissing(wanted: "note", named: named, header: table.written)
    }
    guard !taken.contains(index) else { throw .columnTaken(option: "note-column", named: named) }
    return index
  }
}
