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

  /// The entries logged on `day` or before it.
  public static func entries(_ entries: [WeightEntry], onOrBefore day: LocalDate)
    -> ArraySlice<WeightEntry>
  {
    let (index, found) = search(day, in: entries)
    return entries[..<(found ? index + 1 : index)]
  }

  /// Logs `entry` as a person does: a new date is added, and a logged date is replaced by
  /// the new values, keeping the measures the new entry does not give (a waist or a height
  /// measured after the morning's weigh-in joins it) and, unless `keepingNote` is false, the
  /// note.
  public static func log(
    _ entry: WeightEntry, in entries: inout [WeightEntry], keepingNote: Bool = true
  ) -> EntryChange {
    let (index, found) = search(entry.date, in: entries)
    guard found else {
      entries.insert(entry, at: index)
      return .added(entry)
    }
    let previous = entries[index]
    let entry = filled(entry, from: previous, keepingNote: keepingNote)
    entries[index] = entry
    return previous == entry ? .unchanged(entry) : .replaced(previous, by: entry)
  }

  /// Removes the entry on `date`; returns it, or `nil` when there was none.
  public static func remove(_ date: LocalDate, from entries: inout [WeightEntry]) -> WeightEntry? {
    let (index, found) = search(date, in: entries)
    return found ? entries.remove(at: index) : nil
  }

  /// Merges `incoming` (sorted, one per date) into `entries`: an incoming entry replaces the
  /// one on its date, keeping its measures and note where it brings none. Returns what
  /// each one did.
  public static func merge(_ incoming: [WeightEntry], into entries: inout [WeightEntry])
    -> [EntryChange]
  {
    var changes: [EntryChange] = []
    merge(incoming, into: &entries) { changes.append($0) }
    return changes
  }

  /// `merge`, telling `visit` what each incoming entry did, in date order, instead of
  /// keeping a list: an import of a million weigh-ins keeps no million changes.
  public static func merge(
    _ incoming: [WeightEntry], into entries: inout [WeightEntry], visit: (EntryChange) -> Void
  ) {
    // Into an empty log (a new profile) the incoming entries are the log: shared, not
    // copied, so a large import into a new profile holds its entries once.
    if entries.isEmpty {
      for entry in incoming { visit(.added(entry)) }
      entries = incoming
      return
    }
    var merged: [WeightEntry] = []
    merged.reserveCapacity(entries.count + incoming.count)
    var old = 0
    for entry in incoming {
      while old < entries.count, entries[old].date < entry.date {
        merged.append(entries[old])
        old += 1
      }
      if old < entries.count, entries[old].date == entry.date {
        let previous = entries[old]
        let entry = filled(entry, from: previous, keepingNote: true)
        visit(previous == entry ? .unchanged(entry) : .replaced(previous, by: entry))
        merged.append(entry)
        old += 1
      } else {
        visit(.added(entry))
        merged.append(entry)
      }
    }
    merged.append(contentsOf: entries[old...])
    entries = merged
  }

  /// `entry` with what it leaves out taken from `previous`, the entry it replaces.
  private static func filled(_ entry: WeightEntry, from previous: WeightEntry, keepingNote: Bool)
    -> WeightEntry
  {
    var entry = entry
    if entry.kilograms == nil { entry.kilograms = previous.kilograms }
    if entry.waistCentimetres == nil { entry.waistCentimetres = previous.waistCentimetres }
    if entry.heightCentimetres == nil { entry.heightCentimetres = previous.heightCentimetres }
    if entry.headCentimetres == nil { entry.headCentimetres = previous.headCentimetres }
    if entry.armCentimetres == nil { entry.armCentimetres = previous.armCentimetres }
    if keepingNote, entry.note == nil { entry.note = previous.note }
    return entry
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
