import DataSource

extension Population {
  /// The adult cut points in a few words, for a profile card: a person who chose them should
  /// see what they change.
  var cutPointsSummary: String {
    switch self {
    case .default: return "WHO: overweight from 25, obesity from 30"
    case .asian: return "WHO 2004 and NICE: overweight from 23, obesity from 27.5"
    }
  }
}
