/// A positional argument of a command (`bmi log WEIGHT`).
public struct ArgumentSpec: Sendable, Equatable {
  public let placeholder: String
  public let kind: ValueKind
  public let help: String
  public let isOptional: Bool
  /// The last argument may be given several times (`bmi import FILE...`).
  public let isRepeatable: Bool

  public init(
    _ placeholder: String, kind: ValueKind = .text, help: String, optional: Bool = false,
    repeatable: Bool = false
  ) {
    self.placeholder = placeholder
    self.kind = kind
    self.help = help
    self.isOptional = optional
    self.isRepeatable = repeatable
  }
}
