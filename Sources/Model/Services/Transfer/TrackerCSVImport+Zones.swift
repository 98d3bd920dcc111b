import DataSource

extension TrackerCSVImport {
  /// The local date and time of a reading written in UTC (`…Z`, epoch seconds) or with an
  /// offset (`+01:00`, Samsung's `time_offset` column): at that offset when the file gives the
  /// reading's own zone (Samsung), else in `--tz` or the machine's zone.
  func moved(_ date: LocalDate, time: Int?, dateText: String, row: CSVRow)
    -> (LocalDate, Int?)
  {
    if let seconds = ImportZone.epochSeconds(dateText) {
      let local = options.zone.local(epoch: seconds)
      return (ImportDateParser.kept(local.date) ?? date, local.time)
    }
    if let offsetColumn, let own = ImportZone.writtenOffset(in: table.cell(row, offsetColumn)),
      let time
    {
      // Samsung writes UTC and the offset of where the reading was taken.
      let zone = options.zone.name == nil ? ImportZone(name: nil) { _ in own } : options.zone
      let local = zone.local(date, time: time, writtenOffset: 0)
      return (ImportDateParser.kept(local.date) ?? date, local.time)
    }
    guard let time, let offset = ImportZone.writtenOffset(in: dateText) else { return (date, time) }
    let local = options.zone.local(date, time: time, writtenOffset: offset)
    return (ImportDateParser.kept(local.date) ?? date, local.time)
  }
}
