/// The kinds of check a value can fail, each accepted on its own: `--accept-<kind>` on the
/// commands that check weigh-ins (`--force` accepts every kind). The flags' names come from here.
public enum ImplausibilityKind: String, Sendable, CaseIterable {
  /// A weigh-in far from the weigh-ins near it in time (`Implausibility.farFromRecent`).
  case jump
  /// An entry dated before the date of birth or after today.
  case date
  /// A BMI outside `PlausibleBMI.adult`.
  case bmi
}

extension Implausibility {
  /// Which check this is: the flag that accepts it is `--accept-<kind>`.
  public var kind: ImplausibilityKind {
    switch self {
    case .bmi: return .bmi
    case .farFromRecent: return .jump
    case .beforeBirth, .inFuture: return .date
    }
  }
}
