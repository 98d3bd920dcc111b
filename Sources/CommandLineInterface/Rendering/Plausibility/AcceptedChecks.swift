import DataSource
import Model

/// What `--force` or an `--accept-<kind>` flag let through, said after the change it
/// allowed: `Accepted with --accept-jump: 800.00 kg is implausible: …`. A flag that
/// overrode nothing says nothing, so a habitual `--force` is not noise, and one that did
/// is never silent (the issue's "--force names what it overrides").
enum AcceptedChecks {
  /// The line for each check `accepting` let `change` through, found by asking the check
  /// with nothing accepted; empty when there is none.
  static func lines(
    _ change: EntryChange, in profile: Profile, accepting: Set<ImplausibilityKind>,
    typed: String?, today: LocalDate
  ) -> [String] {
    guard !accepting.isEmpty else { return [] }
    var previous: WeightEntry?
    switch change {
    case .unchanged: return []
    case .replaced(let old, _): previous = old
    case .added: break
    }
    let index = WeightLog.search(change.entry.date, in: profile.entries).index
    let problems = WeighInCheck(today: today).problems(
      change.entry, at: index, of: profile, previous: previous, typed: typed,
      bareUnits: profile.units ?? .metric)
    let isForce = accepting == Set(ImplausibilityKind.allCases)
    return problems.filter { accepting.contains($0.kind) }.map { problem in
      "Accepted with \(isForce ? "--force" : problem.acceptFlag): "
        + problem.reason(withSlips: false)
    }
  }

  /// The most accepted rows an import lists; the rest are counted.
  static let listedRows = 5

  /// An import's accepted rows: `Accepted with --force: 2 rows the checks refuse:`, then
  /// each (its reasons together) up to `listedRows`, then how many more.
  static func importLines(_ rows: [ImplausibleRow], force: Bool) -> [String] {
    var byRow: [(profile: String, date: LocalDate, problems: [Implausibility])] = []
    for row in rows {
      if let last = byRow.last, last.profile == row.profile, last.date == row.date {
        byRow[byRow.count - 1].problems.append(row.problem)
      } else {
        byRow.append((row.profile, row.date, [row.problem]))
      }
    }
    guard !byRow.isEmpty else { return [] }
    let flags =
      force
      ? "--force"
      : ImplausibilityKind.allCases.filter { kind in rows.contains { $0.problem.kind == kind } }
        .map { "--" + PlausibilityOptions.accept($0).name }.joined(separator: " ")
    let count = byRow.count == 1 ? "1 row" : "\(byRow.count) rows"
    var lines = ["Accepted with \(flags): \(count) the plausibility checks refuse:"]
    for row in byRow.prefix(listedRows) {
      let reasons = row.problems.map { $0.reason(withSlips: false) }.joined(separator: "; ")
      lines.append("  \(row.profile) \(row.date): \(reasons)")
    }
    if byRow.count > listedRows { lines.append("  and \(byRow.count - listedRows) more") }
    return lines
  }
}
