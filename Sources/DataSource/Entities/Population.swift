/// Which adult BMI cut points fit a person's background, with a stable id for scripts and stores.
public enum Population: String, Sendable, Codable, CaseIterable {
  /// The WHO international cut points (overweight from 25, obesity from 30).
  case `default`
  /// South Asian, Chinese, other Asian, Middle Eastern, Black African or African-Caribbean
  /// family background: WHO (2004) and NICE lower action points (23 and 27.5).
  case asian
}
