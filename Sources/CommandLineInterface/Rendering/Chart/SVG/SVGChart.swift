/// Draws a weight chart as a self-contained SVG document (no scripts, fonts or links).
///
/// The viewBox is fixed, so the file scales to any window while its layout stays the same.
public struct SVGChart: Sendable {
  public static let viewBoxWidth = 800
  public static let viewBoxHeight = 450

  public init() {}

  /// The SVG document as UTF-8 text; throws `ChartError.notEnoughData` below two weigh-ins.
  public func render(_ data: ChartData) throws(ChartError) -> String {
    let plan = try ChartPlan(data)
    let frame = SVGFrame(
      plan: plan, width: Double(Self.viewBoxWidth), height: Double(Self.viewBoxHeight))
    let heading = (plan.title.isEmpty ? "Weight" : "\(plan.title): weight") + " in \(plan.unit)"
    var svg = SVGWriter()
    svg.raw(#"<?xml version="1.0" encoding="UTF-8"?>"#)
    svg.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"),
        ("width", "\(Self.viewBoxWidth)"), ("height", "\(Self.viewBoxHeight)"),
        ("viewBox", "0 0 \(Self.viewBoxWidth) \(Self.viewBoxHeight)"),
        ("font-family", "sans-serif"), ("font-size", "12"),
      ])
    svg.element("title", text: heading)
    svg.element(
      "rect",
      [("width", "\(Self.viewBoxWidth)"), ("height", "\(Self.viewBoxHeight)"), ("fill", "white")])
    svg.element(
      "text",
      [("id", "title"), ("x", "20"), ("y", "30"), ("font-size", "18"), ("font-weight", "bold")],
      text: SVGTextFit.shortened(
        heading, fontSize: 18, bold: true, room: Double(Self.viewBoxWidth) - 20 - SVGTextFit.margin
      ))
    // Back to front: the band under the grid, the data over both, and the trend on top, as
    // the story of the chart: years of weigh-ins would otherwise bury it.
    drawBand(frame, into: &svg)
    drawWeightAxis(frame, into: &svg)
    drawDateAxis(frame, into: &svg)
    drawGoal(frame, into: &svg)
    drawWeighIns(frame, into: &svg)
    drawTrend(frame, into: &svg)
    drawLegend(frame, into: &svg)
    svg.close("svg")
    return svg.text
  }
}
