/// Recognises the second word of a two-word quantity the shell split apart:
/// `11st` followed by `2lb`, `5ft` followed by `9in`.
enum QuantityContinuation {
  static func continues(_ value: String, with next: String) -> Bool {
    let lowered = value.lowercased()
    let opensPair = ["st", "stone", "stones", "ft", "foot", "feet", "'"].contains {
      lowered.hasSuffix($0)
    }
    guard opensPair, let first = next.first, first.isNumber else { return false }
    let unit = next.lowercased().drop { $0.isNumber || $0 == "." }
    return ["lb", "lbs", "pound", "pounds", "in", "inch", "inches", "\""].contains(String(unit))
  }
}
