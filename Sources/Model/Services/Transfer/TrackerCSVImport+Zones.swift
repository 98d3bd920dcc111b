import DataSource

extension TrackerCSVImport {
  /// The local date and time of a reading written in UTC (`…Z`, epoch seconds, a column
  /// named for UTC) or with an offset (`+01:00`, Samsung's `time_offset` column): the
  /// reading's own zone when the file gives it (an offset after the time, an offset column)
  /// and `--tz` does not name another, else in `--tz` or the machine's zone.
  func moved(_ date: LocalDate, time: Int?, dateText: String, row: CSVRow)
    -> (LocalDate, Int?)
  {
    // The reading's own offset, from the file's offset column, stands unless --tz is given:
    // for an epoch time always, for a written time only in Samsung's layout (whose times are
    // UTC); elsewhere a written time is already local.
    // Most files have no offset column: their rows make no zone of their own.
    let own =
      zones.offset == nil ? nil : ownOffset(row).map { own in ImportZone(name: nil) { _ in own } }
    if let seconds = ImportZone.epochSeconds(dateText) {
      let zone = options.zone.name == nil ? own ?? options.zone : options.zone
      let local = zone.local(epoch: seconds)
      return (ImportDateParser.kept(local.date) ?? date, local.time)
    }
    if let own, let offsetColumn = zones.offset, table.header[offsetColumn] == "time_offset",
      let time
    {
      // Samsung writes UTC and the offset of where the reading was taken.
      let zone = options.zone.name == nil ? own : options.zone
      let local = zone.local(date, time: time, writtenOffset: 0)
      return (ImportDateParser.kept(local.date) ?? date, local.time)
    }
    // Basis's `Timestamp (UTC)`: a time without a zone of its own in a column named for UTC.
    if zones.dateIsUTC, let time, ImportZone.writtenOffset(in: dateText) == nil {
      let local = options.zone.local(date, time: time, writtenOffset: 0)
      return (ImportDateParser.kept(local.date) ?? date, local.time)
    }
    guard let time, let local = options.zone.local(date, time: time, written: dateText) else {
      return (date, time)
    }
    return (ImportDateParser.kept(local.date) ?? date, local.time)
  }

  /// A row's own offset from UTC, in seconds, from the file's offset column: Samsung
  /// Health's `time_offset` (`UTC+0900`), or Garmin's `measurementTimeOffsetInSeconds`
  /// (`-18000`, whole seconds).
  private func ownOffset(_ row: CSVRow) -> Int? {
    guard let offsetColumn = zones.offset else { return nil }
    let cell = table.cell(row, offsetColumn)
    // Whole seconds are quarter hours of them (`-18000`); `+0100` and `-0500` are hours.
    if let seconds = Int(cell), seconds % 900 == 0, abs(seconds) <= 14 * 3_600,
      cell.first != "+"
    {
      return seconds
    }
    return ImportZone.fixedOffset(cell)
  }
}
