/// Finds the known name nearest to a mistyped one, for "did you mean" hints.
public enum NameSuggester {
  /// The closest candidate within a few edits (about a third of the word), if any.
  public static func nearest(to typed: String, among candidates: [String]) -> String? {
    let limit = max(2, typed.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, candidate)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Damerau–Levenshtein (optimal string alignment): a swap of two letters is one edit,
  /// since `--wieght` is the most common kind of typo.
  public static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, rows[i - 2][j - 2] + 1)
        }
        rows[i][j] = value
      }
    }
    return rows[a.count][b.count]
  }
}
