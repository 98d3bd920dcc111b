import DataSource

/// What one change to the store did, worked out from the documents before and after it, so
/// `bmi undo` can say what it undid whichever command made the change.
public enum StoreChange: Sendable, Equatable {
  case entryAdded(profile: Profile, entry: WeightEntry)
  case entryReplaced(profile: Profile, old: WeightEntry, new: WeightEntry)
  case entryRemoved(profile: Profile, entry: WeightEntry)
  /// Several entries of one profile at once (an import).
  case entries(profile: String, added: Int, replaced: Int, removed: Int)
  case profileAdded(String)
  case profileRemoved(String)
  case profileRenamed(from: String, to: String)
  /// A profile's details (height, goal, units, ...) changed, its log did not.
  case profileUpdated(String)
  /// A child's height logged and made the profile's (`bmi log --height`, an import, or
  /// `profile save --height`, which log it alike): the log's change, and the profile after.
  indirect case heightMeasured(StoreChange, profile: Profile)
  case defaultChanged(from: String?, to: String?)
  /// Changes to more than one profile.
  case profiles([String])

  /// The change that turned `before` into `after`.
  public static func between(_ before: StoreDocument, _ after: StoreDocument) -> StoreChange {
    let oldNames = Set(before.profiles.map(\.name))
    let newNames = Set(after.profiles.map(\.name))
    let added = newNames.subtracting(oldNames).sorted()
    let removed = oldNames.subtracting(newNames).sorted()
    switch (added.count, removed.count) {
    case (0, 0): break
    case (1, 1): return .profileRenamed(from: removed[0], to: added[0])
    case (1, 0): return .profileAdded(added[0])
    case (0, 1): return .profileRemoved(removed[0])
    default: return .profiles((added + removed).sorted())
    }
    let changed = zip(before.profiles, after.profiles).filter { $0 != $1 }
    guard let (old, new) = changed.first else {
      return .defaultChanged(from: before.defaultProfile, to: after.defaultProfile)
    }
    guard changed.count == 1 else { return .profiles(changed.map(\.1.name)) }
    // Details changed (a `profile save`, which may also log a child's height with today's
    // entry): a profile save, whatever its log gained.
    var sameDetails = old
    sameDetails.entries = new.entries
    if old.entries != new.entries, sameDetails != new {
      // Only the height, and it follows the log: one the change logged, or (an unlog of the
      // newest) the newest height left. A measurement, as its log says.
      sameDetails.heightCentimetres = new.heightCentimetres
      let logged = new.entries.contains { entry in
        entry.heightCentimetres == new.heightCentimetres && !old.entries.contains(entry)
      }
      let follows =
        new.entries.last(where: { $0.heightCentimetres != nil })?.heightCentimetres
        == new.heightCentimetres
      guard sameDetails == new, logged || follows else { return .profileUpdated(new.name) }
      return .heightMeasured(entryChange(old, new), profile: new)
    }
    guard old.entries != new.entries else { return .profileUpdated(new.name) }
    return entryChange(old, new)
  }

  private static func entryChange(_ old: Profile, _ new: Profile) -> StoreChange {
    var addedEntries: [WeightEntry] = []
    var replaced: [(WeightEntry, WeightEntry)] = []
    var removedEntries: [WeightEntry] = []
    var index = 0
    var otherIndex = 0
    while index < old.entries.count || otherIndex < new.entries.count {
      let left = index < old.entries.count ? old.entries[index] : nil
      let right = otherIndex < new.entries.count ? new.entries[otherIndex] : nil
      if let left, let right, left.date == right.date {
        if left != right { replaced.append((left, right)) }
        index += 1
        otherIndex += 1
      } else if let left, right == nil || left.date < right!.date {
        removedEntries.append(left)
        index += 1
      } else if let right {
        addedEntries.append(right)
        otherIndex += 1
      }
    }
    switch (addedEntries.count, replaced.count, removedEntries.count) {
    case (1, 0, 0): return .entryAdded(profile: new, entry: addedEntries[0])
    case (0, 1, 0): return .entryReplaced(profile: new, old: replaced[0].0, new: replaced[0].1)
    case (0, 0, 1): return .entryRemoved(profile: new, entry: removedEntries[0])
    default:
      return .entries(
        profile: new.name, added: addedEntries.count, replaced: replaced.count,
        removed: removedEntries.count)
    }
  }
}
