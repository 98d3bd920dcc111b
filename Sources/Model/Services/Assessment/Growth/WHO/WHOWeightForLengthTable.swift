/// Which table weight-for-length/height was scored on, chosen as anthro chooses it: by age
/// (under 731 days length, from 731 height), else by the stated position, else by the
/// length (under 87 cm length).
public enum WHOWeightForLengthTable: Sendable, Equatable {
  /// Weight-for-length, 45–110 cm.
  case length
  /// Weight-for-height, 65–120 cm.
  case height
}
