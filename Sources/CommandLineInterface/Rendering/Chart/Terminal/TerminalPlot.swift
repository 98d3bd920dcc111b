/// Places a chart's data on a `PlotCanvas`: where each day and weight falls, and what covers what.
///
/// Positions are computed in braille dots (2 per column, 4 per row) and cells derived from
/// them, so a point, the line through it and its tick label always agree on the row.
struct TerminalPlot: Sendable {
  let plan: ChartPlan
  let axis: ValueAxis
  private(set) var canvas: PlotCanvas

  init(plan: ChartPlan, axis: ValueAxis, columns: Int, rows: Int) {
    self.plan = plan
    self.axis = axis
    canvas = PlotCanvas(columns: columns, rows: rows)
    drawBand()
    drawGoal()
    drawTrend()
    drawWeighIns()
  }

  /// The colour of each kind of mark, shared by the plot and its legend so they always match.
  static func color(of layer: PlotCanvas.Layer) -> TerminalStyle.Color? {
    switch layer {
    case .empty: return nil
    case .band: return .green
    case .goal: return .red
    case .trend: return .yellow
    case .weighIn: return .cyan
    }
  }

  func dotX(day: Int) -> Int {
    let last = canvas.dotColumns - 1
    guard plan.lastDay > plan.firstDay else { return last / 2 }
    let fraction = Double(day - plan.firstDay) / Double(plan.lastDay - plan.firstDay)
    return Int((fraction * Double(last)).rounded())
  }

  func dotY(value: Double) -> Int {
    let last = canvas.dotRows - 1
    let fraction = (axis.upper - value) / axis.span
    return min(last, max(0, Int((fraction * Double(last)).rounded())))
  }

  func column(day: Int) -> Int { dotX(day: day) / 2 }
  func row(value: Double) -> Int { dotY(value: value) / 4 }

  /// Shades a row when its middle lies in the band, so a band thinner than a row may vanish
  /// rather than overstate itself; the legend still gives its numbers.
  private mutating func drawBand() {
    guard let band = plan.band else { return }
    let last = Double(canvas.dotRows - 1)
    for row in 0..<canvas.rows {
      let middle = axis.upper - (Double(row * 4) + 1.5) / last * axis.span
      if band.contains(middle) { canvas.markRow(row, .band) }
    }
  }

  private mutating func drawGoal() {
    guard let goal = plan.goal else { return }
    canvas.markRow(row(value: goal), .goal)
  }

  /// More days than dot columns: the days that share a column are averaged into one dot, so
  /// a long history is a line rather than a smear.
  private mutating func drawTrend() {
    let dots = buckets(plan.trend, key: dotX(day:)).map {
      (x: $0.key, y: dotY(value: $0.values.reduce(0, +) / Double($0.values.count)))
    }
    guard var previous = dots.first else { return }
    canvas.dot(x: previous.x, y: previous.y)
    for next in dots.dropFirst() {
      canvas.line(from: previous, to: next)
      previous = next
    }
  }

  /// A weigh-in of its own column covers the trend there. With more weigh-ins than columns,
  /// each column marks its lightest and heaviest (a mean would only repeat the trend) and
  /// leaves the trend visible where they meet it: its spread is context, the trend the story.
  private mutating func drawWeighIns() {
    for bucket in buckets(plan.weighIns, key: column(day:)) {
      let ceiling: PlotCanvas.Layer = bucket.values.count == 1 ? .weighIn : .goal
      for value in Set([bucket.values.min()!, bucket.values.max()!]) {
        canvas.mark(column: bucket.key, row: row(value: value), .weighIn, below: ceiling)
      }
    }
  }

  /// Groups day-sorted points by `key`, which never decreases as the day grows.
  private func buckets(_ points: [ChartPlan.Point], key: (Int) -> Int)
    -> [(key: Int, values: [Double])]
  {
    var result: [(key: Int, values: [Double])] = []
    for point in points {
      let k = key(point.day)
      if result.last?.key == k {
        result[result.count - 1].values.append(point.value)
      } else {
        result.append((k, [point.value]))
      }
    }
    return result
  }
}
