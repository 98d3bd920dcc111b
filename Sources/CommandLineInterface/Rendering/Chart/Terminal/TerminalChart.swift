/// Draws a weight chart in a terminal's character cells, in Unicode or plain ASCII.
///
/// The output is exactly `height` lines, none wider than `width` cells: a title, the plot
/// with the weight axis on the left, the date axis, and a legend.
public struct TerminalChart: Sendable {
  public enum Charset: Sendable, Equatable {
    /// Braille dots for the trend (2×4 per cell), box drawing for axes, a shade for the band.
    case unicode
    /// Only printable ASCII, for terminals that are not UTF-8 and for `--ascii`.
    case ascii
  }

  /// Below this there is no room for weight labels, a readable plot and a date label.
  public static let minimumWidth = 30
  /// Title, axis, labels and a legend take up to six lines; this leaves at least four to plot.
  public static let minimumHeight = 10

  /// Past these a chart is no longer for a terminal or a page, and its cells alone would
  /// take gigabytes (`--height 10000000`).
  public static let maximumWidth = 1000
  public static let maximumHeight = 1000

  /// The height a command uses when none is given: a chart that fits a default terminal
  /// (24 lines) with room for the prompt. The width defaults to the terminal's.
  public static let defaultHeight = 20

  public let width: Int
  public let height: Int
  public let charset: Charset
  public let style: TerminalStyle

  public init(
    width: Int, height: Int, charset: Charset = .unicode,
    style: TerminalStyle = TerminalStyle(isEnabled: false)
  ) {
    self.width = width
    self.height = height
    self.charset = charset
    self.style = style
  }

  /// The chart as text ending in a newline; throws for a size below the minimum (checked
  /// first, as it is the command line's fault) or fewer than two weigh-ins.
  public func render(_ data: ChartData) throws(ChartError) -> String {
    try checkSize()
    let plan = try ChartPlan(data)
    let glyphs = charset == .unicode ? ChartGlyphs.unicode : ChartGlyphs.ascii
    let legend = ChartLegend(plan: plan, glyphs: glyphs).lines(width: width)
    let rows = height - 3 - legend.count
    let axis = weightAxis(plan.extent, rows: rows)
    let labelWidth = axis.tickLabels.map(\.count).max() ?? 0
    let plot = TerminalPlot(plan: plan, axis: axis, columns: width - labelWidth - 2, rows: rows)
    var lines = [titleLine(plan, glyphs)]
    lines += plotLines(plot, glyphs, labelWidth: labelWidth)
    lines +=
      TerminalDateAxis(plot: plot, glyphs: glyphs, offset: labelWidth + 2, width: width).lines
    lines += legend
    return lines.map { $0.rendered(style) }.joined(separator: "\n") + "\n"
  }

  /// Throws for a size outside `minimumWidth`…`maximumWidth` by `minimumHeight`…
  /// `maximumHeight`: the command line's fault, checked before anything else.
  func checkSize() throws(ChartError) {
    guard width >= Self.minimumWidth, height >= Self.minimumHeight else {
      throw .tooSmall(
        width: width, height: height,
        minimumWidth: Self.minimumWidth, minimumHeight: Self.minimumHeight)
    }
    guard width <= Self.maximumWidth, height <= Self.maximumHeight else {
      throw .tooLarge(
        width: width, height: height,
        maximumWidth: Self.maximumWidth, maximumHeight: Self.maximumHeight)
    }
  }

  /// Labels two rows apart read best; a short plot allows them closer rather than widen its
  /// range to the next round number and squash the data (a row is 4 dots).
  private func weightAxis(_ extent: ClosedRange<Double>, rows: Int) -> ValueAxis {
    let valuePerDot = (extent.upperBound - extent.lowerBound) / Double(rows * 4 - 1)
    let roomy = ValueAxis.within(extent, minimumStep: valuePerDot * 8)
    guard roomy.lower != extent.lowerBound || roomy.upper != extent.upperBound else { return roomy }
    return ValueAxis.within(extent, minimumStep: valuePerDot * 5)
  }

  private func titleLine(_ plan: ChartPlan, _ glyphs: ChartGlyphs) -> StyledLine {
    let name = glyphs.printable(plan.title)
    let text = (name.isEmpty ? "Weight" : "\(name): weight") + " in \(plan.unit)"
    var line = StyledLine()
    line.append(text.count <= width ? text : String(text.prefix(width - 3)) + "...")
    return line
  }

  private func plotLines(_ plot: TerminalPlot, _ glyphs: ChartGlyphs, labelWidth: Int)
    -> [StyledLine]
  {
    var labels: [Int: String] = [:]
    for (value, label) in zip(plot.axis.tickValues, plot.axis.tickLabels) {
      labels[plot.row(value: value)] = label
    }
    let canvas = plot.canvas
    return (0..<canvas.rows).map { row in
      var line = StyledLine()
      let label = labels[row] ?? ""
      line.append(String(repeating: " ", count: labelWidth - label.count) + label + " ")
      line.append(String(labels[row] == nil ? glyphs.axis : glyphs.axisTick))
      for column in 0..<canvas.columns {
        let layer = canvas.layer(column: column, row: row)
        line.append(
          String(glyph(layer, canvas.dots(column: column, row: row), glyphs)),
          TerminalPlot.color(of: layer))
      }
      return line
    }
  }

  private func glyph(_ layer: PlotCanvas.Layer, _ dots: UInt8, _ glyphs: ChartGlyphs) -> Character {
    switch layer {
    case .empty: return " "
    case .band: return glyphs.band
    case .goal: return glyphs.goal
    case .trend: return glyphs.trend(dots: dots)
    case .weighIn: return glyphs.weighIn
    }
  }
}
