/// The two lines under a terminal plot: the baseline with a tick per date label, then the labels.
struct TerminalDateAxis: Sendable {
  let lines: [StyledLine]

  /// `offset` is the plot's first column in the line; labels may use the space to its left.
  init(plot: TerminalPlot, glyphs: ChartGlyphs, offset: Int, width: Int) {
    let plan = plot.plan
    let ticks = DateTicks.choose(from: plan.firstDay, through: plan.lastDay) {
      Self.place($0, plot: plot, offset: offset, width: width) != nil
    }
    // The fallback tick (the first day alone) always fits: a date is shorter than the minimum width.
    let placed = Self.place(ticks, plot: plot, offset: offset, width: width) ?? []
    var baseline = StyledLine()
    baseline.put(String(glyphs.corner), at: offset - 1)
    baseline.append(String(repeating: glyphs.baseline, count: plot.canvas.columns))
    var labels = StyledLine()
    for tick in placed {
      baseline.put(String(glyphs.baselineTick), at: tick.column)
      labels.put(tick.label, at: tick.start)
    }
    lines = [baseline, labels]
  }

  /// Each label centred under its tick and kept inside the line; nil if two would touch.
  private static func place(
    _ ticks: [DateTicks.Tick], plot: TerminalPlot, offset: Int, width: Int
  ) -> [(column: Int, start: Int, label: String)]? {
    var result: [(column: Int, start: Int, label: String)] = []
    var free = 0
    for tick in ticks {
      let column = offset + plot.column(day: tick.day)
      let length = tick.label.count
      guard length <= width else { return nil }
      let start = min(max(0, column - length / 2), width - length)
      guard start >= free else { return nil }
      result.append((column, start, tick.label))
      free = start + length + 1
    }
    return result
  }
}
