/// A day's earliest and latest notes in a tracker's file, by time of day, then file order:
/// `--per-day first` keeps the earliest, as it keeps the earliest weight; every other rule
/// the latest.
struct DayNotes: Sendable {
  typealias Note = (order: DailyReadings.Order, text: String)

  private(set) var first: Note
  private(set) var last: Note

  init(_ note: Note) {
    (first, last) = (note, note)
  }

  mutating func add(_ note: Note) {
    if note.order < first.order { first = note }
    if note.order >= last.order { last = note }
  }

  /// Another file's notes of the day, their places moved after this file's (`offset`).
  mutating func add(_ other: DayNotes, offset: Int) {
    for note in [other.first, other.last] {
      add(((note.order.time, note.order.sequence + offset), note.text))
    }
  }

  func text(_ rule: PerDayRule) -> String { rule == .first ? first.text : last.text }
}
