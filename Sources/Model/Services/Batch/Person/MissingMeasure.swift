/// A batch row's weight or height left empty (an empty cell, NDJSON `null` or no key): read
/// as not given (`nan`) until the row's person is known, then scored by the WHO for a child
/// it scores (as the WHO's anthro scores such a row: the indicators the other measure and the
/// age give) and refused as a bad cell for every other row (`BatchRowAssessor.scores(without:)`).
enum MissingMeasure: Sendable {
  case weight
  case height

  /// The row's reason, unless oedema gives it one.
  var reason: AssessmentReason {
    switch self {
    case .weight: return .weightMissing
    case .height: return .heightMissing
    }
  }

  /// The row's error when it is refused: the empty cell's, as before a row could lack one.
  func problem(_ text: String) -> BatchRowError.Problem {
    switch self {
    case .weight: return .weight(text, .empty)
    case .height: return .height(text, .empty)
    }
  }
}
