/// Why a chart was not drawn: too little data, or too little room.
public enum ChartError: Error, Sendable, Equatable {
  /// Fewer than two weigh-ins: a single point says nothing about a change.
  case notEnoughData(count: Int)
  /// The requested size is below the smallest that still shows axes, a plot and a legend.
  case tooSmall(width: Int, height: Int, minimumWidth: Int, minimumHeight: Int)

  /// One line for stderr, without the `bmi:` prefix.
  public var message: String {
    switch self {
    case .notEnoughData(let count):
      let have = count == 0 ? "no weigh-ins" : count == 1 ? "only 1 weigh-in" : "\(count) weigh-ins"
      return "nothing to chart yet (\(have)): log at least two weigh-ins"
    case .tooSmall(let width, let height, let minimumWidth, let minimumHeight):
      return
        "a chart of \(width)x\(height) is too small: use --width \(minimumWidth) or more"
        + " and --height \(minimumHeight) or more"
    }
  }
}
