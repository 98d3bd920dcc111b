/// A batch row's weight or height, or both, left empty (an empty cell, NDJSON `null` or no key): read
/// as not given (`nan`) until the row's person is known, then scored by the WHO for a child
/// it scores (as the WHO's anthro scores such a row: the indicators the other measure and the
/// age give) and refused as a bad cell for every other row (`BatchRowAssessor.scores(without:)`).
enum MissingMeasure: Sendable {
  case weight
  case height
  /// Both: a survey row of a child not weighed or measured, perhaps with a head or an arm.
  case both

  /// The row's reason, unless oedema gives it one.
  var reason: AssessmentReason {
    switch self {
    case .weight: return .weightMissing
    case .height: return .heightMissing
    case .both: return .weightAndHeightMissing
    }
  }

  /// The row's error when it is refused: the empty cell's, as before a row could lack one
  /// (the weight's, when both are empty).
  func problem(_ text: String) -> BatchRowError.Problem {
    switch self {
    case .weight, .both: return .weight(text, .empty)
    case .height: return .height(text, .empty)
    }
  }
}
