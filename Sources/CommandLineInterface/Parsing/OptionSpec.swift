/// One row of a command's option table: the single description of an option from which
/// parsing, help, usage lines, error suggestions and completions are all derived.
public struct OptionSpec: Sendable {
  public enum Arity: Sendable, Equatable {
    case flag
    case value(placeholder: String, kind: ValueKind)
  }

  /// A flag that is shorthand for another option's value (`--json` for `--format json`).
  public struct Shorthand: Sendable, Equatable {
    public let option: String
    public let value: String
  }

  /// The long name, without the leading dashes.
  public let name: String
  public let short: Character?
  public let arity: Arity
  /// What the option is for, as help, the manual and completions show it. Written only when
  /// one of those asks: some help is built from large tables (batch mode's column words),
  /// and a plain `bmi calc` reads its option table but never its help.
  public var help: String { helpText() }
  private let helpText: @Sendable () -> String
  public let defaultValue: String?
  public let isRequired: Bool
  public let shorthand: Shorthand?

  public init(
    name: String, short: Character? = nil, arity: Arity,
    help: @autoclosure @escaping @Sendable () -> String,
    defaultValue: String? = nil, isRequired: Bool = false, shorthand: Shorthand? = nil
  ) {
    self.name = name
    self.short = short
    self.arity = arity
    self.helpText = help
    self.defaultValue = defaultValue
    self.isRequired = isRequired
    self.shorthand = shorthand
  }

  public static func flag(
    _ name: String, short: Character? = nil, help: @autoclosure @escaping @Sendable () -> String
  ) -> OptionSpec {
    OptionSpec(name: name, short: short, arity: .flag, help: help())
  }

  public static func value(
    _ name: String, _ placeholder: String, kind: ValueKind = .text, short: Character? = nil,
    help: @autoclosure @escaping @Sendable () -> String, default defaultValue: String? = nil,
    required: Bool = false
  ) -> OptionSpec {
    OptionSpec(
      name: name, short: short, arity: .value(placeholder: placeholder, kind: kind),
      help: help(), defaultValue: defaultValue, isRequired: required)
  }

  public static func shorthand(_ name: String, for option: String, value: String) -> OptionSpec {
    OptionSpec(
      name: name, arity: .flag, help: "Same as --\(option) \(value).",
      shorthand: Shorthand(option: option, value: value))
  }

  /// The values a `.choice` option accepts; empty for any other.
  public var choices: [String] {
    if case .value(_, .oneOf(let choices)) = arity { return choices.words }
    return []
  }

  public var takesValue: Bool { arity != .flag }

  /// What the option's value is read back by.
  public var key: OptionKey { OptionKey(name) }

  /// `--weight W`, `-o, --output FILE`: how help and usage lines show the option.
  public var signature: String {
    let long = "--\(name)"
    guard case .value(let placeholder, _) = arity else { return long }
    return "\(long) \(placeholder)"
  }
}

extension OptionSpec: Equatable {
  /// Equal when every field is, the help text as written.
  public static func == (lhs: OptionSpec, rhs: OptionSpec) -> Bool {
    lhs.name == rhs.name && lhs.short == rhs.short && lhs.arity == rhs.arity
      && lhs.defaultValue == rhs.defaultValue && lhs.isRequired == rhs.isRequired
      && lhs.shorthand == rhs.shorthand && lhs.help == rhs.help
  }
}
