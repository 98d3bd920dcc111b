/// Draws a child's growth chart as a self-contained SVG document: BMI against age over the CDC
/// curves P5, P50, P85, P95 and 120% of P95, or one WHO indicator over its curves at z −3,
/// −2, 0, +2 and +3, each curve named at its end, and the child's measures.
struct GrowthSVGChart: Sendable {
  static let width = 800.0
  static let height = 450.0
  private static let left = 72.0
  /// Room on the right for the curves' names ("120% P95" is the longest).
  private static let right = width - 84
  private static let top = 52.0
  private static let bottom = height - 72

  func render(_ data: GrowthChartData) throws(ChartError) -> String {
    render(try GrowthChartPlan(data))
  }

  func render(_ data: WHOGrowthChartData) throws(ChartError) -> String {
    render(try GrowthChartPlan(data))
  }

  private func render(_ plan: GrowthChartPlan) -> String {
    let axis = ValueAxis.covering(plan.extent, maxTicks: Int((Self.bottom - Self.top) / 30) + 1)
    func x(_ value: Double) -> Double {
      Self.left + (value - plan.firstX) / (plan.lastX - plan.firstX) * (Self.right - Self.left)
    }
    func y(_ bmi: Double) -> Double {
      Self.top + (axis.upper - bmi) / axis.span * (Self.bottom - Self.top)
    }
    let n = SVGWriter.number
    var svg = SVGWriter()
    svg.raw(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", "800"), ("height", "450"),
        ("viewBox", "0 0 800 450"), ("font-family", "sans-serif"), ("font-size", "12"),
      ])
    svg.element("title", text: plan.heading)
    svg.element("rect", [("width", "800"), ("height", "450"), ("fill", "white")])
    // A long heading (a name, the standard, the sex and the indicator) is set smaller before
    // it is cut: "…head against age in …" said less than the chart shows.
    let room = Self.width - 20 - SVGTextFit.margin
    let titleSize =
      [16.0, 14, 12].first { SVGTextFit.width(plan.heading, fontSize: $0, bold: true) <= room }
      ?? 12
    svg.element(
      "text",
      [
        ("id", "title"), ("x", "20"), ("y", "30"), ("font-size", n(titleSize)),
        ("font-weight", "bold"),
      ],
      text: SVGTextFit.shortened(plan.heading, fontSize: titleSize, bold: true, room: room))
    svg.open("g", [("id", "bmi-axis"), ("fill", SVGChart.inkColor)])
    for (value, label) in zip(axis.tickValues, axis.tickLabels) {
      svg.element(
        "line",
        [
          ("x1", n(Self.left)), ("y1", n(y(value))), ("x2", n(Self.right)), ("y2", n(y(value))),
          ("stroke", SVGChart.gridColor),
        ])
      svg.element(
        "text",
        [("x", n(Self.left - 8)), ("y", n(y(value))), ("dy", "0.35em"), ("text-anchor", "end")],
        text: label)
    }
    svg.element(
      "text",
      [("x", "18"), ("y", n(215)), ("text-anchor", "middle"), ("transform", "rotate(-90 18 215)")],
      text: plan.yLabel)
    svg.close("g")
    svg.open("g", [("id", "age-axis"), ("fill", SVGChart.inkColor)])
    svg.element(
      "line",
      [
        ("x1", n(Self.left)), ("y1", n(Self.bottom)), ("x2", n(Self.right)),
        ("y2", n(Self.bottom)), ("stroke", SVGChart.inkColor),
      ])
    // The densest ticks of at most 12 labels (the CDC's 2 to 20 years every other year).
    let ticks = plan.tickSets.first { $0.count <= 12 } ?? plan.tickSets[plan.tickSets.count - 1]
    for (value, label) in ticks {
      let tick = n(x(value))
      svg.element(
        "line",
        [
          ("x1", tick), ("y1", n(Self.bottom)), ("x2", tick), ("y2", n(Self.bottom + 6)),
          ("stroke", SVGChart.inkColor),
        ])
      svg.element(
        "text", [("x", tick), ("y", n(Self.bottom + 22)), ("text-anchor", "middle")],
        text: label)
    }
    svg.element(
      "text",
      [
        ("x", n((Self.left + Self.right) / 2)), ("y", n(Self.bottom + 44)),
        ("text-anchor", "middle"),
      ],
      text: plan.xLabel)
    svg.close("g")
    svg.open("g", [("id", "curves"), ("fill", "none"), ("stroke-width", "1.5")])
    // Curves can end close together (P85 and P95 in early childhood): their names are moved
    // apart so none covers another.
    let labelYs = SVGTextFit.spread(
      plan.lines.map { y($0.value(plan.lastX)) }, gap: 13, within: Self.top...Self.bottom)
    for (curve, labelY) in zip(plan.lines, labelYs) {
      let points = (0...96).map { step -> String in
        let at = plan.firstX + (plan.lastX - plan.firstX) * Double(step) / 96
        return "\(n(x(at))),\(n(y(curve.value(at))))"
      }
      svg.element(
        "polyline",
        [
          ("class", "curve"), ("data-curve", curve.label),
          ("points", points.joined(separator: " ")),
          ("stroke", curve.svgColor),
        ])
      svg.element(
        "text",
        [
          ("x", n(Self.right + 6)), ("y", n(labelY)),
          ("dy", "0.35em"), ("fill", curve.svgColor), ("stroke", "none"),
        ], text: curve.svgLabel)
    }
    svg.close("g")
    svg.open("g", [("id", "bmi-points"), ("fill", "#0277bd")])
    for point in plan.points {
      svg.element("circle", [("cx", n(x(point.x))), ("cy", n(y(point.y))), ("r", "3.5")])
    }
    svg.close("g")
    svg.close("svg")
    return svg.text
  }
}
