import DataSource

/// Where a tracker's CSV says the zone of its readings' times: a column of each reading's
/// offset from UTC (Samsung Health's `time_offset`, `UTC+0900`; Garmin's
/// `measurementTimeOffsetInSeconds`, `-18000`; `Timezone Offset`), or a date column named
/// for UTC (Basis's `Timestamp (UTC)`, `date_gmt`), whose times carry no zone of their own.
struct TrackerZoneColumns {
  /// The column of each reading's offset.
  let offset: Int?
  /// Whether the date column's times are UTC by its name.
  let dateIsUTC: Bool

  init(table: ImportTable, dateColumn: Int) {
    offset = table.named.firstIndex {
      let words = ColumnVocabulary.words(of: $0)
      return words.contains("offset") && (words.contains("time") || words.contains("timezone"))
    }
    dateIsUTC = ColumnVocabulary.namesUTC(table.named[dateColumn])
  }
}
