/// A positional argument of a command (`bmi log WEIGHT`).
public struct ArgumentSpec: Sendable, Equatable {
  public let placeholder: String
  public let kind: ValueKind
  public let help: String
  public let isOptional: Bool

  public init(_ placeholder: String, kind: ValueKind = .text, help: String, optional: Bool = false)
  {
    self.placeholder = placeholder
    self.kind = kind
    self.help = help
    self.isOptional = optional
  }
}
