/// Renders a help topic for the terminal (wrapped to a width) and for the manual page (roff).
public struct HelpTopicFormatter: Sendable {
  public let width: Int

  public init(width: Int) {
    self.width = min(max(width, 40), 120)
  }

  public func text(_ topic: HelpTopic) -> String {
    var out = wrapped("\(topic.invocation): \(topic.summary)", indent: 0)
    for block in topic.blocks {
      out += "\n"
      switch block {
      case .heading(let title): out += title + "\n"
      case .paragraph(let text): out += wrapped(text, indent: 2, first: 2)
      case .literal(let lines): out += lines.map { "    " + $0 + "\n" }.joined()
      case .table(let header, let rows): out += table(header: header, rows: rows)
      }
    }
    return out
  }

  /// The list of topics, for `bmi help topics` and the overview.
  public func list(_ topics: [HelpTopic]) -> String {
    let labelWidth = topics.map(\.name.count).max() ?? 0
    return topics.map { topic in
      let padding = String(repeating: " ", count: labelWidth - topic.name.count + 2)
      return "  " + topic.name + padding
        + TextWrapper.wrap(topic.summary, width: width, indent: labelWidth + 4)
        .joined(separator: "\n") + "\n"
    }.joined()
  }

  /// Every column but the last as wide as its widest cell; the last wraps under itself.
  private func table(header: [String], rows: [[String]]) -> String {
    let all = [header] + rows
    let columns = header.count
    var widths = [Int](repeating: 0, count: columns)
    for row in all {
      for (index, cell) in row.enumerated() where index < columns - 1 {
        widths[index] = max(widths[index], cell.count)
      }
    }
    let lastColumn = 2 + widths.dropLast().reduce(0) { $0 + $1 + 2 }
    var out = ""
    for row in all {
      var line = "  "
      for index in 0..<(columns - 1) {
        let cell = index < row.count ? row[index] : ""
        line += cell + String(repeating: " ", count: widths[index] - cell.count + 2)
      }
      let last = row.count == columns ? row[columns - 1] : ""
      let lines = TextWrapper.wrap(last, width: width, indent: lastColumn)
      out += line + lines.joined(separator: "\n") + "\n"
    }
    return out
  }

  private func wrapped(_ text: String, indent: Int, first: Int = 0) -> String {
    let lines = TextWrapper.wrap(text, width: width - first, indent: indent - first)
    return lines.map { String(repeating: " ", count: first) + $0 }.joined(separator: "\n") + "\n"
  }

  /// The topic as a manual-page section: `.SH` with the topic's name, then its blocks.
  public static func roff(_ topic: HelpTopic) -> [String] {
    let title = topic.manualSection ?? topic.name.uppercased().replacing("-", with: " ")
    var out = [".SH " + ManualPage.escaped(title)]
    out.append(ManualPage.escaped(topic.summary))
    for block in topic.blocks {
      switch block {
      case .heading(let title): out += [".SS " + ManualPage.escaped(title)]
      case .paragraph(let text): out += [".PP", ManualPage.escaped(text)]
      case .literal(let lines): out += [".PP", ".nf"] + lines.map(ManualPage.escaped) + [".fi"]
      case .table(let header, let rows):
        for row in rows {
          let label = zip(header.dropLast(), row.dropLast()).map { "\($0.0) \($0.1)" }
          out += [
            ".TP", "\\fB" + ManualPage.escaped(row.first ?? "") + "\\fR",
            ManualPage.escaped(
              (label.dropFirst().map { $0 + "; " }.joined()) + (row.last ?? "")),
          ]
        }
      }
    }
    return out
  }
}
