/// Recognises the second word of a two-word quantity the shell split apart:
/// `11st` followed by `2lb`, `5ft` followed by `9in`, a baby's `8lb` followed by `4oz`.
enum QuantityContinuation {
  /// Each first word's unit, and the units of a second word that continues it.
  static let pairs: [(opens: [String], continues: [String])] = [
    (["st", "stone", "stones"], ["lb", "lbs", "pound", "pounds"]),
    (["ft", "foot", "feet", "'"], ["in", "inch", "inches", "\""]),
    (["lb", "lbs", "pound", "pounds"], ["oz", "ounce", "ounces"]),
  ]

  static func continues(_ value: String, with next: String) -> Bool {
    let lowered = value.lowercased()
    guard let first = next.first, first.isNumber else { return false }
    let unit = String(next.lowercased().drop { $0.isNumber || $0 == "." })
    return pairs.contains { pair in
      pair.opens.contains { lowered.hasSuffix($0) } && pair.continues.contains(unit)
    }
  }
}
