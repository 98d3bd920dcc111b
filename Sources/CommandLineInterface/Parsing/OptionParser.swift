/// Parses one command's arguments against its option table, GNU style: `--opt value`,
/// `--opt=value`, `-o value`, `--` to end options, options and arguments in any order.
public struct OptionParser: Sendable {
  public let spec: CommandSpec

  public init(spec: CommandSpec) {
    self.spec = spec
  }

  public func parse(_ tokens: [String]) throws(CommandLineError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if optionsEnded || !Self.looksLikeOption(token) {
        appendPositional(token, to: &parsed)
        continue
      }
      if token == "--" {
        optionsEnded = true
        continue
      }
      if let height = heightMeantByHelp(token, next: index < tokens.count ? tokens[index] : nil) {
        throw .usage("-h means help; did you mean --height \(height)?")
      }
      let (option, attached) = try resolve(token)
      switch option.arity {
      case .flag:
        if attached != nil {
          throw .usage("option '--\(option.name)' takes no value")
        }
        if let shorthand = option.shorthand {
          parsed.set(shorthand.option, to: shorthand.value)
        } else {
          parsed.insert(flag: option.name)
        }
      case .value(let placeholder, let kind):
        var value: String
        if let attached {
          value = attached
        } else if index < tokens.count, !tokens[index].hasPrefix("--") || tokens[index] == "--" {
          value = tokens[index]
          index += 1
        } else {
          throw .usage("option '--\(option.name)' needs a value: --\(option.name) \(placeholder)")
        }
        // `--weight 11st 2lb` unquoted: the shell splits it, we join it back.
        while kind == .weight || kind == .length, index < tokens.count,
          QuantityContinuation.continues(value, with: tokens[index])
        {
          value += " " + tokens[index]
          index += 1
        }
        try checkChoice(value, for: option)
        parsed.set(option.name, to: value)
      }
    }
    try checkArguments(parsed)
    return parsed
  }

  /// With `--help` on the line, only the option names are checked (so help can still be
  /// shown for an unfinished line), and `-h 175`, a height typed as `-h`, is refused.
  func checkNames(_ tokens: [String]) throws(CommandLineError) {
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if token == "--" { return }
      guard Self.looksLikeOption(token) else { continue }
      if let height = heightMeantByHelp(token, next: index < tokens.count ? tokens[index] : nil) {
        throw .usage("-h means help; did you mean --height \(height)?")
      }
      let (option, attached) = try resolve(token)
      if case .value = option.arity, attached == nil, index < tokens.count,
        !tokens[index].hasPrefix("--")
      {
        index += 1
      }
    }
  }

  /// The number after `-h` (`-h 175`, `-h175`) when this command has a `--height`.
  private func heightMeantByHelp(_ token: String, next: String?) -> String? {
    guard token.hasPrefix("-h"), spec.option(named: "height") != nil else { return nil }
    let attached = token.dropFirst(2)
    let number = attached.isEmpty ? next : String(attached)
    guard let number, let first = number.first, first.isNumber || first == "." else {
      return nil
    }
    return number
  }

  /// `bmi log 11st 2lb` unquoted: an argument that is a quantity takes its second word back.
  private func appendPositional(_ token: String, to parsed: inout ParsedArguments) {
    let index = parsed.positionals.count - 1
    if index >= 0, index < spec.arguments.count,
      spec.arguments[index].kind == .weight || spec.arguments[index].kind == .length,
      QuantityContinuation.continues(parsed.positionals[index], with: token)
    {
      parsed.positionals[index] += " " + token
    } else {
      parsed.positionals.append(token)
    }
  }

  /// Anything starting with `-` except `-` alone (standard input) and negative numbers.
  static func looksLikeOption(_ token: String) -> Bool {
    guard token.hasPrefix("-"), token != "-" else { return false }
    let second = token.dropFirst().first
    return !(second?.isNumber ?? false) && second != "."
  }

  private func resolve(_ token: String) throws(CommandLineError) -> (OptionSpec, String?) {
    if token.hasPrefix("--") {
      let body = token.dropFirst(2)
      let name = String(body.prefix { $0 != "=" })
      let attached = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      guard let option = spec.option(named: name) else {
        throw unknown("--\(name)")
      }
      return (option, attached)
    }
    let letter = token.dropFirst().first!
    guard let option = spec.option(short: letter) else {
      throw unknown("-\(letter)")
    }
    let rest = token.dropFirst(2)
    return (option, rest.isEmpty ? nil : String(rest))
  }

  private func unknown(_ typed: String) -> CommandLineError {
    let names = spec.allOptions.map { "--\($0.name)" }
    // `-w 70`: a one-letter option that is not short for anything is most likely the
    // first long option starting with that letter.
    let letter = typed.count == 2 ? typed.dropFirst() : ""
    let byLetter = letter.isEmpty ? nil : names.first { $0.dropFirst(2).hasPrefix(letter) }
    if let suggestion = byLetter ?? NameSuggester.nearest(to: typed, among: names) {
      return .usage("unknown option '\(typed)'; did you mean '\(suggestion)'?")
    }
    return .usage("unknown option '\(typed)' for 'bmi \(spec.name)'; see 'bmi \(spec.name) --help'")
  }

  private func checkChoice(_ value: String, for option: OptionSpec) throws(CommandLineError) {
    let choices = option.choices
    guard !choices.isEmpty, !choices.contains(value) else { return }
    var message = "invalid value '\(value)' for '--\(option.name)'; expected \(Self.list(choices))"
    if let suggestion = NameSuggester.nearest(to: value, among: choices) {
      message += " (did you mean '\(suggestion)'?)"
    }
    throw .usage(message)
  }

  private func checkArguments(_ parsed: ParsedArguments) throws(CommandLineError) {
    let required = spec.arguments.filter { !$0.isOptional }
    if parsed.positionals.count < required.count {
      let missing = required[parsed.positionals.count]
      throw .usage(
        "missing \(missing.placeholder) for 'bmi \(spec.name)'; see 'bmi \(spec.name) --help'")
    }
    if parsed.positionals.count > spec.arguments.count, spec.arguments.last?.isRepeatable != true {
      let extra = parsed.positionals[spec.arguments.count]
      throw .usage("unexpected argument '\(extra)' for 'bmi \(spec.name)'")
    }
    for option in spec.options where option.isRequired && parsed.value(option) == nil {
      throw .usage(
        "missing \(option.signature) for 'bmi \(spec.name)'; see 'bmi \(spec.name) --help'")
    }
  }

  /// `a, b or c`.
  static func list(_ words: [String]) -> String {
    guard words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " or " + words.last!
  }
}
