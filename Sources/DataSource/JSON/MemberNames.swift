/// The member names already read in one JSON object, to refuse a name given twice.
///
/// JSON allows a repeated name but leaves its meaning open, and the store must not guess:
/// the second `profiles` or `weights` member would silently replace or join the first, and
/// the document written back could then break the store's own rules. Store objects have a
/// handful of members, so a short list scanned in place beats hashing; a big one (a
/// version-0 `weights` map keyed by date) moves to a set so the check stays linear.
struct MemberNames {
  private static let listLimit = 8
  private var list: [String] = []
  private var set: Set<String>?

  /// Records `name`; false when the object already had it.
  mutating func insert(_ name: String) -> Bool {
    if set != nil { return set!.insert(name).inserted }
    if list.contains(name) { return false }
    list.append(name)
    if list.count > Self.listLimit {
      set = Set(list)
      list = []
    }
    return true
  }
}
