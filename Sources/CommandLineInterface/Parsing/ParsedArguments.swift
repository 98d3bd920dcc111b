/// The raw result of parsing one command's arguments against its table: option values,
/// flags that were given, and positional arguments in order.
///
/// Commands read it through the option table's own rows (`value(CalcOptions.weight)`) or an
/// `OptionKey`, never a string, so an option is named once, where it is declared. A command
/// line holds a handful of options, so they are kept in small arrays searched in order: a
/// `Dictionary` or `Set` of strings
/// would cost a short run the runtime's first look-up of `String: Hashable` (about 0.1 ms
/// of a 0.5 ms `bmi calc`).
public struct ParsedArguments: Sendable, Equatable {
  /// An option given with a value, by its long name.
  public struct Value: Sendable, Equatable {
    public let name: String
    public var text: String
  }

  public private(set) var values: [Value]
  /// The long names of the flags given.
  public private(set) var flags: [String]
  public var positionals: [String]

  public init(positionals: [String] = []) {
    self.values = []
    self.flags = []
    self.positionals = positionals
  }

  /// The value given for `option`, or `nil`.
  public func value(_ option: OptionSpec) -> String? { value(option.key) }

  /// True when the flag `option` was given.
  public func has(_ option: OptionSpec) -> Bool { has(option.key) }

  /// True when `option` was given at all: with a value, or as a flag.
  public func gives(_ option: OptionSpec) -> Bool { value(option) != nil || has(option) }

  /// The value given for the option read by `key`, or `nil`.
  public func value(_ key: OptionKey) -> String? {
    values.first { $0.name == key.name }?.text
  }

  /// True when the flag read by `key` was given.
  public func has(_ key: OptionKey) -> Bool { flags.contains(key.name) }

  /// Gives `name` the value `text`, replacing one given before (the last one wins).
  public mutating func set(_ name: String, to text: String) {
    if let index = values.firstIndex(where: { $0.name == name }) {
      values[index].text = text
    } else {
      values.append(Value(name: name, text: text))
    }
  }

  /// Records the flag `name` as given.
  public mutating func insert(flag name: String) {
    if !flags.contains(name) { flags.append(name) }
  }
}
