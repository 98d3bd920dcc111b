/// Which table weight-for-length/height was scored on, chosen as anthro chooses it: by age
/// (under 731 days length, from 731 height), else by the stated position, else by the
/// length (under 87 cm length).
public enum WHOWeightForLengthTable: Sendable, Equatable {
  /// Weight-for-length, 45–110 cm.
  case length
  /// Weight-for-height, 65–120 cm.
  case height

  /// The table for a child of `ageDay` (nil: no age), measured `position`, `centimetres`
  /// long or tall: anthro's rule above, the one every caller asks.
  public static func chosen(
    ageDay: Int?, position: WHOMeasuredPosition?, centimetres: Double
  ) -> Self {
    if let ageDay { return ageDay < 731 ? .length : .height }
    switch position {
    case .lying?: return .length
    case .standing?: return .height
    case nil: return centimetres < 87 ? .length : .height
    }
  }

  /// The lengths or heights the table covers, in cm.
  public var centimetres: ClosedRange<Double> { self == .length ? 45...110 : 65...120 }
}
