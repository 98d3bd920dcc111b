/// The values of a row that are implausible, written in its `implausible` column: the CDC's
/// biologically-implausible-value flags for a child, BMI outside `PlausibleBMI.adult` for an
/// adult. A flagged row is still written and classed; the flag says to check it.
public struct BatchFlags: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let weightLow = BatchFlags(rawValue: 1 << 0)
  public static let weightHigh = BatchFlags(rawValue: 1 << 1)
  public static let heightLow = BatchFlags(rawValue: 1 << 2)
  public static let heightHigh = BatchFlags(rawValue: 1 << 3)
  public static let bmiLow = BatchFlags(rawValue: 1 << 4)
  public static let bmiHigh = BatchFlags(rawValue: 1 << 5)

  /// Every flag with its word, in the order they are written (joined by `;`).
  public static let words: [(flag: BatchFlags, word: StaticString)] = [
    (.weightLow, "weight-low"), (.weightHigh, "weight-high"), (.heightLow, "height-low"),
    (.heightHigh, "height-high"), (.bmiLow, "bmi-low"), (.bmiHigh, "bmi-high"),
  ]

  /// A child's flags: the CDC's biologically implausible values.
  @inline(__always)
  init(_ biv: BiologicallyImplausibleFlags) {
    var flags: BatchFlags = []
    if biv.weight == .low { flags.insert(.weightLow) }
    if biv.weight == .high { flags.insert(.weightHigh) }
    if biv.height == .low { flags.insert(.heightLow) }
    if biv.height == .high { flags.insert(.heightHigh) }
    if biv.bmi == .low { flags.insert(.bmiLow) }
    if biv.bmi == .high { flags.insert(.bmiHigh) }
    self = flags
  }
}
