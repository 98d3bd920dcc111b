/// Renders help pages and usage lines from the command specs, wrapped to a width.
public struct HelpFormatter: Sendable {
  public let width: Int

  public init(width: Int) {
    self.width = min(max(width, 40), 120)
  }

  /// `bmi calc --weight W --height H [options]`.
  public func usageLine(for spec: CommandSpec) -> String {
    var parts = ["bmi", spec.name]
    for option in spec.options where option.isRequired { parts.append(option.signature) }
    for argument in spec.arguments {
      // A repeatable argument takes more than one: `FILE...`, as man pages write it.
      let placeholder = argument.placeholder + (argument.isRepeatable ? "..." : "")
      parts.append(argument.isOptional ? "[\(placeholder)]" : placeholder)
    }
    parts.append("[options]")
    return parts.joined(separator: " ")
  }

  public func commandHelp(_ spec: CommandSpec) -> String {
    var out = paragraph("bmi \(spec.name): \(spec.summary)") + "\n"
    out += paragraph("Usage: " + usageLine(for: spec), indent: 7)
    if let discussion = spec.discussion {
      out +=
        "\n"
        + discussion.split(separator: "\n", omittingEmptySubsequences: false)
        .map { paragraph(String($0)) }.joined()
    }
    if !spec.arguments.isEmpty {
      out += "\nArguments:\n"
      out += table(spec.arguments.map { ($0.placeholder, $0.help) })
    }
    out += "\nOptions:\n"
    out += table(spec.allOptions.map { (optionLabel($0), optionHelp($0)) })
    if !spec.examples.isEmpty {
      out += "\nExamples:\n"
      out += spec.examples.map { "  \($0)\n" }.joined()
    }
    return out
  }

  public func groupHelp(_ group: String, summary: String, members: [CommandSpec]) -> String {
    var out = paragraph("bmi \(group): \(summary)") + "\n"
    out += "Usage: bmi \(group) <command> [options]\n\nCommands:\n"
    out += table(members.map { ($0.path.dropFirst().joined(separator: " "), $0.summary) })
    out += "\n" + paragraph("Run 'bmi help \(group) <command>' for a command's options.")
    return out
  }

  /// The command list and the reference topics' names: `bmi help` shows both.
  public func overview(commands: [(name: String, summary: String)], topics: [String]) -> String {
    var out = paragraph("bmi: body-mass index calculator and weight tracker") + "\n"
    out += "Usage: bmi <command> [options]\n\nCommands:\n"
    out += table(commands.map { ($0.name, $0.summary) })
    out += "\nOptions:\n"
    out += table([("-h, --help", "Show this help."), ("-V, --version", "Print the version.")])
    out += "\nTopics:\n"
    out += TextWrapper.wrap(topics.joined(separator: ", "), width: width - 2, indent: 0)
      .map { "  " + $0 + "\n" }.joined()
    let closing =
      "Run 'bmi help <command>' for a command's options, 'bmi help topic <topic>' for a reference topic, and 'bmi help topics' for the list of topics with summaries."
    out += "\n" + TextWrapper.wrap(closing, width: width).map { $0 + "\n" }.joined()
    return out
  }

  private func optionLabel(_ option: OptionSpec) -> String {
    let short = option.short.map { "-\($0), " } ?? "    "
    return short + option.signature
  }

  private func optionHelp(_ option: OptionSpec) -> String {
    var notes: [String] = []
    if let defaultValue = option.defaultValue { notes.append("default: \(defaultValue)") }
    if !option.choices.isEmpty { notes.append("one of: \(option.choices.joined(separator: ", "))") }
    guard !notes.isEmpty else { return option.help }
    return option.help + " [" + notes.joined(separator: "; ") + "]"
  }

  /// Two columns: labels padded to a common width, descriptions wrapped beside them.
  private func table(_ rows: [(String, String)]) -> String {
    let labelWidth = min(rows.map { $0.0.count }.max() ?? 0, 28)
    let column = 2 + labelWidth + 2
    var out = ""
    for (label, text) in rows {
      let wrapped = TextWrapper.wrap(text, width: width, indent: column)
      if label.count > labelWidth {
        out +=
          "  \(label)\n" + String(repeating: " ", count: column) + wrapped.joined(separator: "\n")
          + "\n"
      } else {
        let padding = String(repeating: " ", count: labelWidth - label.count + 2)
        out += "  \(label)\(padding)\(wrapped.joined(separator: "\n"))\n"
      }
    }
    return out
  }

  func paragraph(_ text: String, indent: Int = 0) -> String {
    TextWrapper.wrap(text, width: width, indent: indent).joined(separator: "\n") + "\n"
  }
}
