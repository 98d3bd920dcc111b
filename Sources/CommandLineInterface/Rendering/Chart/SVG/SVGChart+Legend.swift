extension SVGChart {
  /// A row of samples under the dates, each followed by what it stands for.
  func drawLegend(_ frame: SVGFrame, into svg: inout SVGWriter) {
    let plan = frame.plan
    let y = frame.bottom + 56
    var x = frame.left
    svg.open("g", [("id", "legend"), ("fill", Self.inkColor)])
    func label(_ text: String) {
      svg.element(
        "text", [("x", SVGWriter.number(x + 26)), ("y", SVGWriter.number(y)), ("dy", "0.35em")],
        text: text)
      // The next item starts after this one's text (about 7 units a character) and a gap.
      x += 26 + Double(text.count) * 7 + 24
    }
    func line(_ color: String, width: String, dash: String? = nil) {
      var attributes: SVGWriter.Attributes = [
        ("x1", SVGWriter.number(x)), ("y1", SVGWriter.number(y)),
        ("x2", SVGWriter.number(x + 20)), ("y2", SVGWriter.number(y)),
        ("stroke", color), ("stroke-width", width),
      ]
      if let dash { attributes.append(("stroke-dasharray", dash)) }
      svg.element("line", attributes)
    }
    svg.element(
      "circle",
      [
        ("cx", SVGWriter.number(x + 10)), ("cy", SVGWriter.number(y)), ("r", "3"),
        ("fill", Self.weighInColor),
      ])
    label("weigh-in")
    line(Self.trendColor, width: "2")
    label("trend")
    if let goal = plan.goal {
      line(Self.goalColor, width: "1.5", dash: "6 4")
      label("goal \(plan.weight(goal))")
    }
    if let band = plan.band {
      svg.element(
        "rect",
        [
          ("x", SVGWriter.number(x)), ("y", SVGWriter.number(y - 6)), ("width", "20"),
          ("height", "12"), ("fill", Self.bandColor), ("fill-opacity", "0.15"),
          ("stroke", Self.bandColor),
        ])
      label("healthy \(plan.range(band, dash: "–"))")
    }
    svg.close("g")
  }
}
