import Model

/// One field of a machine-readable record: its snake_case name and what it holds, as
/// `bmi help fields` lists it.
public struct FieldSpec: Sendable, Equatable {
  public let name: String
  public let meaning: String

  public init(_ name: String, _ meaning: String) {
    self.name = name
    self.meaning = meaning
  }

  /// A field named by the one declaration of assessment fields.
  public init(_ field: AssessmentField, _ meaning: String) {
    self.init(field.rawValue, meaning)
  }

  /// The imperial twin a metric field must have (`weight_lb` for `weight_kg`), or `nil`.
  public var imperialTwin: String? {
    for (metric, imperial) in [("_kg", "_lb"), ("_cm", "_in")] where name.hasSuffix(metric) {
      return String(name.dropLast(metric.count)) + imperial
    }
    return nil
  }
}
