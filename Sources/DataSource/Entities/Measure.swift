/// A body measure that passed the one gate every value takes on its way into a profile: a
/// finite number within its kind's range (`StoreDocumentRules`), so it is one the store reader
/// takes back.
///
/// Every way in builds its values through `init(validating:as:)`: the options (through
/// `QuantityParser`'s ranges), each import reader, the store decoder and the check every
/// change passes before it is written. `--force` overrides plausibility (a weigh-in far from
/// the others), never this: a non-finite or out-of-range number is not a measurement.
public struct Measure: Sendable, Equatable {
  /// What is measured, and so its unit and range (head and arm: circumferences).
  public enum Kind: String, Sendable, CaseIterable {
    case weight
    case goal
    case height
    case waist
    case head
    case arm

    /// The values the store keeps, in `unit`.
    public var range: ClosedRange<Double> {
      switch self {
      case .weight, .goal: StoreDocumentRules.kilograms
      case .height: StoreDocumentRules.heightCentimetres
      case .waist: StoreDocumentRules.waistCentimetres
      case .head: StoreDocumentRules.headCentimetres
      case .arm: StoreDocumentRules.armCentimetres
      }
    }

    /// `kg` or `cm`: the unit the store keeps this kind in.
    public var unit: String {
      switch self {
      case .weight, .goal: "kg"
      case .height, .waist, .head, .arm: "cm"
      }
    }
  }

  /// Why a number is not a measure of its kind.
  public enum Refusal: Error, Sendable, Equatable {
    /// NaN or an infinity: no reading, whatever `--force` says.
    case notFinite(Kind)
    /// A finite number outside `kind.range` (zero, negative zero and negatives included).
    case outOfRange(Kind, value: Double)
  }

  public let kind: Kind
  /// In `kind.unit`; finite and within `kind.range`.
  public let value: Double

  /// The gate: `value` as a measure of `kind`, or the reason it cannot be one.
  public init(validating value: Double, as kind: Kind) throws(Refusal) {
    guard value.isFinite else { throw .notFinite(kind) }
    // `-0.0` is not in any range (`1.0...` starts above it), so it is refused here too.
    guard kind.range.contains(value) else { throw .outOfRange(kind, value: value) }
    self.kind = kind
    self.value = value
  }

  /// The gate for readers that report a bad value their own way: `nil` where
  /// `init(validating:as:)` would throw.
  public init?(checking value: Double, as kind: Kind) {
    guard let measure = try? Measure(validating: value, as: kind) else { return nil }
    self = measure
  }

  /// A bound of a kind's range as messages and help write it: `0.2`, `1000`.
  public static func boundText(_ value: Double) -> String {
    // A whole number short of Int's bounds without its `.0`; 1e308 as Swift writes it.
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  /// A kind's range as messages and help write it, joined by `joiner`: `0.2–1000 kg`.
  public static func rangeText(_ range: ClosedRange<Double>, _ unit: String, joiner: String = "–")
    -> String
  {
    boundText(range.lowerBound) + joiner + boundText(range.upperBound) + " " + unit
  }

  /// Whether `value` passes the gate as a `kind`.
  public static func accepts(_ value: Double, as kind: Kind) -> Bool {
    value.isFinite && kind.range.contains(value)
  }
}

extension Measure.Refusal {
  /// The refusal in words, for the reasons a store change or a document is refused.
  public var explanation: String {
    switch self {
    case .notFinite(let kind):
      return "a \(kind.rawValue) that is not a finite number"
    case .outOfRange(let kind, let value):
      let range = kind.range
      return
        "a \(kind.rawValue) of \(Measure.boundText(value)) \(kind.unit), outside \(Measure.rangeText(range, kind.unit, joiner: " to "))"
    }
  }
}
