/// The CDC's biologically implausible value (BIV) flags: a modified z-score beyond the CDC's
/// cut-offs marks a measurement that is more likely an error than a real child. The value is
/// still scored and reported; the flag tells the reader not to trust it unchecked.
///
/// Cut-offs (the CDC SAS program; a value exactly on a cut-off is not flagged): weight-for-age
/// below −5 or above 8, height-for-age below −5 or above 4, BMI-for-age below −4 or above 8.
public struct BiologicallyImplausibleFlags: Sendable, Equatable {
  /// Where a modified z-score lies against its cut-offs; the CDC codes these −1, 0 and 1.
  public enum Flag: Int, Sendable, Equatable, CaseIterable {
    case low = -1
    case none = 0
    case high = 1

    /// `z` against the inclusive range `lowest…highest` of plausible values.
    @inlinable
    public init(_ z: Double, lowest: Double, highest: Double) {
      if z > highest {
        self = .high
      } else if z < lowest {
        self = .low
      } else {
        self = .none
      }
    }
  }

  public let weight: Flag
  public let height: Flag
  public let bmi: Flag

  public init(weight: Flag, height: Flag, bmi: Flag) {
    self.weight = weight
    self.height = height
    self.bmi = bmi
  }

  /// Flags from the three modified z-scores, with the CDC's cut-offs.
  @inlinable
  public init(modifiedWeightZ: Double, modifiedHeightZ: Double, modifiedBMIZ: Double) {
    self.weight = Flag(modifiedWeightZ, lowest: -5, highest: 8)
    self.height = Flag(modifiedHeightZ, lowest: -5, highest: 4)
    self.bmi = Flag(modifiedBMIZ, lowest: -4, highest: 8)
  }

  /// Whether any of the three is flagged.
  public var isAny: Bool { weight != .none || height != .none || bmi != .none }
}
