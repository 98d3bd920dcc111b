import DataSource

/// Keeps a profile's weigh-ins sorted by date with at most one per date, in O(log n) to find
/// and O(n + m) to merge, so ten years of daily entries cost little.
public enum WeightLog {
  /// Where `date` is, or belongs, in `entries`.
  public static func search(_ date: LocalDate, in entries: [WeightEntry]) -> (
    index: Int, found: Bool
  ) {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].date < date { low = middle + 1 } else { high = middle }
    }
    return (low, low < entries.count && entries[low].date == date)
  }

  /// Logs `entry` as a person does: a new date is added, a logged date is replaced, and
  /// unless `keepingNote` is false a replacement without a note keeps the one it replaces.
  public static func log(
    _ entry: WeightEntry, in entries: inout [WeightEntry], keepingNote: Bool = true
  ) -> EntryChange {
    var entry = entry
    let (index, found) = search(entry.date, in: entries)
    guard found else {
      entries.insert(entry, at: index)
      return .added(entry)
    }
    let previous = entries[index]
    if keepingNote, entry.note == nil { entry.note = previous.note }
    entries[index] = entry
    return previous == entry ? .unchanged(entry) : .replaced(previous, by: entry)
  }

  /// Removes the entry on `date`; returns it, or `nil` when there was none.
  public static func remove(_ date: LocalDate, from entries: inout [WeightEntry]) -> WeightEntry? {
    let (index, found) = search(date, in: entries)
    return found ? entries.remove(at: index) : nil
  }

  /// Merges `incoming` (sorted, one per date) into `entries`: an incoming entry replaces the
  /// one on its date, keeping its note when it brings none. Returns what each one did.
  public static func merge(_ incoming: [WeightEntry], into entries: inout [WeightEntry])
    -> [EntryChange]
  {
    var merged: [WeightEntry] = []
    merged.reserveCapacity(entries.count + incoming.count)
    var changes: [EntryChange] = []
    var old = 0
    for var entry in incoming {
      while old < entries.count, entries[old].date < entry.date {
        merged.append(entries[old])
        old += 1
      }
      if old < entries.count, entries[old].date == entry.date {
        let previous = entries[old]
        if entry.note == nil { entry.note = previous.note }
        changes.append(previous == entry ? .unchanged(entry) : .replaced(previous, by: entry))
        old += 1
      } else {
        changes.append(.added(entry))
      }
      merged.append(entry)
    }
    merged.append(contentsOf: entries[old...])
    entries = merged
    return changes
  }
}

/// What merging one weigh-in did to a profile's log.
public enum EntryChange: Sendable, Equatable {
  case added(WeightEntry)
  case replaced(WeightEntry, by: WeightEntry)
  case unchanged(WeightEntry)

  /// The entry as it stands after the merge.
  public var entry: WeightEntry {
    switch self {
    case .added(let entry), .unchanged(let entry), .replaced(_, by: let entry): return entry
    }
  }
}
