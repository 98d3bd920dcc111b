/// Why a chart was not drawn: too little data, or too little room.
public enum ChartError: Error, Sendable, Equatable {
  /// Fewer than two weigh-ins: a single point says nothing about a change.
  case notEnoughData(count: Int)
  /// The requested size is below the smallest that still shows axes, a plot and a legend.
  case tooSmall(width: Int, height: Int, minimumWidth: Int, minimumHeight: Int)
  /// The requested size is past the largest drawn: a chart of ten million lines would take
  /// all the memory there is before it printed a line.
  case tooLarge(width: Int, height: Int, maximumWidth: Int, maximumHeight: Int)

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
    case .tooLarge(let width, let height, let maximumWidth, let maximumHeight):
      return
        "a chart of \(width)x\(height) is too large: use --width \(maximumWidth) or less"
        + " and --height \(maximumHeight) or less"
    }
  }
}
