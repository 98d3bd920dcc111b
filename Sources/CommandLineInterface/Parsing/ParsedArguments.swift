/// The raw result of parsing one command's arguments against its table: option values by
/// long name, flags that were given, and positional arguments in order.
public struct ParsedArguments: Sendable, Equatable {
  public var values: [String: String]
  public var flags: Set<String>
  public var positionals: [String]

  public init(values: [String: String] = [:], flags: Set<String> = [], positionals: [String] = []) {
    self.values = values
    self.flags = flags
    self.positionals = positionals
  }

  public func value(_ name: String) -> String? { values[name] }

  public func has(_ flag: String) -> Bool { flags.contains(flag) }
}
