import DataSource

extension SVGChart {
  /// The terminal's palette (cyan points, yellow trend, red goal, green band), darkened
  /// enough to read on white.
  static let weighInColor = "#1b7f9e"
  static let trendColor = "#d98e04"
  static let goalColor = "#c62828"
  static let bandColor = "#2e9d4f"

  /// The band clipped to the plot: the axis covers the data and the goal, not the band.
  func drawBand(_ frame: SVGFrame, into svg: inout SVGWriter) {
    guard let band = frame.plan.band else { return }
    let low = max(band.lowerBound, frame.axis.lower)
    let high = min(band.upperBound, frame.axis.upper)
    guard low < high else { return }
    svg.element(
      "rect",
      [
        ("id", "healthy-band"),
        ("x", SVGWriter.number(frame.left)), ("y", SVGWriter.number(frame.y(value: high))),
        ("width", SVGWriter.number(frame.width)),
        ("height", SVGWriter.number(frame.y(value: low) - frame.y(value: high))),
        ("fill", Self.bandColor), ("fill-opacity", "0.15"),
      ])
  }

  func drawGoal(_ frame: SVGFrame, into svg: inout SVGWriter) {
    guard let goal = frame.plan.goal else { return }
    let y = SVGWriter.number(frame.y(value: goal))
    svg.element(
      "line",
      [
        ("id", "goal"), ("x1", SVGWriter.number(frame.left)), ("y1", y),
        ("x2", SVGWriter.number(frame.right)), ("y2", y),
        ("stroke", Self.goalColor), ("stroke-width", "1.5"), ("stroke-dasharray", "6 4"),
      ])
  }

  /// Every day of the trend, however long the history: a vector line has no columns to fill.
  func drawTrend(_ frame: SVGFrame, into svg: inout SVGWriter) {
    guard !frame.plan.trend.isEmpty else { return }
    let points = frame.plan.trend.map {
      "\(SVGWriter.number(frame.x(day: $0.day))),\(SVGWriter.number(frame.y(value: $0.value)))"
    }
    svg.element(
      "polyline",
      [
        ("id", "trend"), ("points", points.joined(separator: " ")), ("fill", "none"),
        ("stroke", Self.trendColor), ("stroke-width", "2"), ("stroke-linejoin", "round"),
      ])
  }

  /// A circle per weigh-in, each with its date and weight as a tooltip, as large as a growth
  /// chart's when few share the width and smaller as more do (down to a dot that still
  /// shows): by how many there are, not the days they span (7 over a year were dots of 1.2
  /// that could not be seen). A little transparent, so crowded days look darker rather than
  /// merge into a solid bar.
  func drawWeighIns(_ frame: SVGFrame, into svg: inout SVGWriter) {
    let spacing = frame.width / Double(max(1, frame.plan.weighIns.count))
    let radius = SVGWriter.number(min(3.5, max(1.5, spacing * 0.4)))
    svg.open(
      "g", [("id", "weigh-ins"), ("fill", Self.weighInColor), ("fill-opacity", "0.75")])
    for point in frame.plan.weighIns {
      svg.open(
        "circle",
        [
          ("cx", SVGWriter.number(frame.x(day: point.day))),
          ("cy", SVGWriter.number(frame.y(value: point.value))), ("r", radius),
        ])
      svg.element(
        "title", text: "\(LocalDate(dayNumber: point.day)): \(frame.plan.weight(point.value))")
      svg.close("circle")
    }
    svg.close("g")
  }
}
