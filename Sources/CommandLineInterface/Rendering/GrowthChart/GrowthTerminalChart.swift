/// Draws a child's growth chart in a terminal: BMI against age in years over the CDC curves
/// P5, P50, P85, P95 and 120% of P95, or one WHO indicator over its curves at z −3, −2, 0,
/// +2 and +3 (each curve named at its right end), and the child's measures.
struct GrowthTerminalChart: Sendable {
  let chart: TerminalChart

  func render(_ data: GrowthChartData) throws(ChartError) -> String {
    try chart.checkSize()
    return render(try GrowthChartPlan(data))
  }

  func render(_ data: WHOGrowthChartData) throws(ChartError) -> String {
    try chart.checkSize()
    return render(try GrowthChartPlan(data))
  }

  private func render(_ plan: GrowthChartPlan) -> String {
    let width = chart.width
    let glyphs = chart.charset == .unicode ? ChartGlyphs.unicode : ChartGlyphs.ascii
    let legend = legendLines(plan, glyphs, width: width)
    let rows = chart.height - 3 - legend.count
    let valuePerDot = (plan.extent.upperBound - plan.extent.lowerBound) / Double(rows * 4 - 1)
    let axis = ValueAxis.within(plan.extent, minimumStep: valuePerDot * 8)
    let labelWidth = axis.tickLabels.map(\.count).max() ?? 0
    // Room at the right for a space and the longest curve name.
    let nameRoom = 1 + (plan.lines.map(\.label.count).max() ?? 0)
    let columns = width - labelWidth - 2 - nameRoom
    var canvas = PlotCanvas(columns: columns, rows: rows)
    func dotY(_ value: Double) -> Int {
      let last = canvas.dotRows - 1
      return min(last, max(0, Int(((axis.upper - value) / axis.span * Double(last)).rounded())))
    }
    func value(dotX x: Int) -> Double {
      plan.firstX + (plan.lastX - plan.firstX) * Double(x) / Double(canvas.dotColumns - 1)
    }
    func dotX(_ value: Double) -> Int {
      let fraction = (value - plan.firstX) / (plan.lastX - plan.firstX)
      return Int((fraction * Double(canvas.dotColumns - 1)).rounded())
    }
    var labels: [Int: String] = [:]
    for curve in plan.lines {
      // A curve is drawn where its table has rows: an age with none (`nan`) leaves a gap.
      var previous: (x: Int, y: Int)?
      for x in 0..<canvas.dotColumns {
        let y = curve.value(value(dotX: x))
        guard y.isFinite else {
          previous = nil
          continue
        }
        let next = (x: x, y: dotY(y))
        if let previous { canvas.line(from: previous, to: next) }
        previous = next
      }
      // A label whose row is taken (curves close together) is left out; the legend names all.
      if let previous, labels[previous.y / 4] == nil { labels[previous.y / 4] = curve.label }
    }
    for point in plan.points {
      canvas.mark(column: dotX(point.x) / 2, row: dotY(point.y) / 4, .weighIn)
    }
    var lines = [StyledLine()]
    // A heading wider than the chart ends in "..." where it is cut, as the weight chart's
    // title does, not in the middle of a word with nothing to say so.
    let heading = glyphs.printable(plan.heading)
    lines[0].append(
      heading.count <= width ? heading : String(heading.prefix(width - 3)) + "...")
    var ticks: [Int: String] = [:]
    for (value, label) in zip(axis.tickValues, axis.tickLabels) { ticks[dotY(value) / 4] = label }
    for row in 0..<rows {
      var line = StyledLine()
      let label = ticks[row] ?? ""
      line.append(String(repeating: " ", count: labelWidth - label.count) + label + " ")
      line.append(String(ticks[row] == nil ? glyphs.axis : glyphs.axisTick))
      for column in 0..<columns {
        let layer = canvas.layer(column: column, row: row)
        let cell: Character =
          layer == .weighIn
          ? glyphs.weighIn
          : layer == .empty ? " " : glyphs.trend(dots: canvas.dots(column: column, row: row))
        line.append(String(cell), layer == .weighIn ? .cyan : layer == .empty ? nil : .yellow)
      }
      line.append(" " + (labels[row] ?? ""))
      lines.append(line)
    }
    lines += xAxis(plan, glyphs, offset: labelWidth + 2, columns: columns, dotX: dotX)
    for text in legend {
      var line = StyledLine()
      line.append(text)
      lines.append(line)
    }
    return lines.map { $0.rendered(chart.style) }.joined(separator: "\n") + "\n"
  }

  /// The baseline with a tick at each label, the densest of the plan's tick sets that keeps
  /// labels apart (years: every 1, 2, 5 or 10).
  private func xAxis(
    _ plan: GrowthChartPlan, _ glyphs: ChartGlyphs, offset: Int, columns: Int,
    dotX: (Double) -> Int
  ) -> [StyledLine] {
    var ticks: [GrowthChartPlan.Tick] = []
    for set in plan.tickSets {
      ticks = set
      let positions = set.map { dotX($0.value) / 2 }
      let widest = set.map(\.label.count).max() ?? 0
      if zip(positions, positions.dropFirst()).allSatisfy({ $1 - $0 >= max(4, widest + 2) }) {
        break
      }
    }
    var baseline = StyledLine()
    baseline.append(String(repeating: " ", count: offset - 1) + String(glyphs.corner))
    baseline.append(String(repeating: String(glyphs.baseline), count: columns))
    var labels = StyledLine()
    for (value, text) in ticks {
      let column = dotX(value) / 2
      baseline.put(String(glyphs.baselineTick), at: offset + column)
      labels.put(text, at: max(0, offset + column - text.count / 2))
    }
    return [baseline, labels]
  }

  private func legendLines(_ plan: GrowthChartPlan, _ glyphs: ChartGlyphs, width: Int)
    -> [String]
  {
    let text =
      "\(glyphs.weighIn) \(plan.pointName)  \(glyphs.trendSample) \(plan.curveNames.full)"
    guard text.count > width else { return [text] }
    return [
      "\(glyphs.weighIn) \(plan.pointName)", "\(glyphs.trendSample) \(plan.curveNames.short)",
    ]
  }
}
