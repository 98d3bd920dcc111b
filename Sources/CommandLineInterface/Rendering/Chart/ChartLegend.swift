/// The key under a terminal chart: a sample of each mark and what it stands for.
struct ChartLegend: Sendable {
  struct Item: Sendable {
    let sample: String
    let color: TerminalStyle.Color
    let text: String
  }

  let items: [Item]

  init(plan: ChartPlan, glyphs: ChartGlyphs) {
    var items = [
      Item(
        sample: String(glyphs.weighIn), color: TerminalPlot.color(of: .weighIn)!, text: "weigh-in"),
      Item(sample: glyphs.trendSample, color: TerminalPlot.color(of: .trend)!, text: "trend"),
    ]
    if let goal = plan.goal {
      items.append(
        Item(
          sample: String(glyphs.goal), color: TerminalPlot.color(of: .goal)!,
          text: "goal \(plan.weight(goal))"))
    }
    if let band = plan.band {
      items.append(
        Item(
          sample: String(glyphs.band), color: TerminalPlot.color(of: .band)!,
          text: "healthy \(plan.range(band, dash: glyphs.dash))"))
    }
    self.items = items
  }

  /// The items in order, as many to a line as fit in `width`; an item wider than the whole
  /// line is cut rather than allowed to wrap the terminal.
  func lines(width: Int) -> [StyledLine] {
    let gap = "  "
    var lines: [StyledLine] = []
    var line = StyledLine()
    for item in items {
      let length = item.sample.count + 1 + item.text.count
      if line.count > 0 && line.count + gap.count + length > width {
        lines.append(line)
        line = StyledLine()
      }
      if line.count > 0 { line.append(gap) }
      line.append(item.sample, item.color)
      line.append(" " + String(item.text.prefix(max(0, width - line.count - 1))))
    }
    lines.append(line)
    return lines
  }
}
