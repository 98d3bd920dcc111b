extension SVGChart {
  static let gridColor = "#dddddd"
  static let inkColor = "#333333"

  /// Gridlines at the nice ticks, labels to the left, the unit written up the side.
  func drawWeightAxis(_ frame: SVGFrame, into svg: inout SVGWriter) {
    svg.open("g", [("id", "weight-axis"), ("fill", Self.inkColor)])
    for (value, label) in zip(frame.axis.tickValues, frame.axis.tickLabels) {
      let y = SVGWriter.number(frame.y(value: value))
      svg.element(
        "line",
        [
          ("x1", SVGWriter.number(frame.left)), ("y1", y), ("x2", SVGWriter.number(frame.right)),
          ("y2", y), ("stroke", Self.gridColor),
        ])
      svg.element(
        "text",
        [
          ("class", "tick-label"), ("x", SVGWriter.number(frame.left - 8)), ("y", y),
          ("dy", "0.35em"), ("text-anchor", "end"),
        ], text: label)
    }
    let middle = SVGWriter.number((frame.top + frame.bottom) / 2)
    svg.element(
      "text",
      [
        ("class", "axis-title"), ("x", "18"), ("y", middle), ("text-anchor", "middle"),
        ("transform", "rotate(-90 18 \(middle))"),
      ], text: "weight (\(frame.plan.unit))")
    svg.element(
      "line",
      [
        ("x1", SVGWriter.number(frame.left)), ("y1", SVGWriter.number(frame.top)),
        ("x2", SVGWriter.number(frame.left)), ("y2", SVGWriter.number(frame.bottom)),
        ("stroke", Self.inkColor),
      ])
    svg.close("g")
  }

  /// The baseline with calendar ticks, as many as fit without labels touching.
  func drawDateAxis(_ frame: SVGFrame, into svg: inout SVGWriter) {
    // Sans-serif digits at 12 units are about 7 wide; 16 more keeps labels apart.
    func room(_ label: String) -> Double { Double(label.count) * 7 + 16 }
    let ticks = DateTicks.choose(from: frame.plan.firstDay, through: frame.plan.lastDay) { ticks in
      zip(ticks, ticks.dropFirst()).allSatisfy { pair in
        frame.x(day: pair.1.day) - frame.x(day: pair.0.day) >= room(pair.1.label)
      }
    }
    let bottom = SVGWriter.number(frame.bottom)
    svg.open("g", [("id", "date-axis"), ("fill", Self.inkColor)])
    svg.element(
      "line",
      [
        ("x1", SVGWriter.number(frame.left)), ("y1", bottom), ("x2", SVGWriter.number(frame.right)),
        ("y2", bottom), ("stroke", Self.inkColor),
      ])
    for tick in ticks {
      let x = SVGWriter.number(frame.x(day: tick.day))
      svg.element(
        "line",
        [
          ("x1", x), ("y1", bottom), ("x2", x), ("y2", SVGWriter.number(frame.bottom + 6)),
          ("stroke", Self.inkColor),
        ])
      // The last tick can fall at the right edge: its label then ends there instead of
      // being cut in half.
      let placed = SVGTextFit.anchor(
        tick.label, centredOn: frame.x(day: tick.day), fontSize: 12,
        limit: Double(Self.viewBoxWidth))
      svg.element(
        "text",
        [
          ("class", "tick-label"), ("x", SVGWriter.number(placed.x)),
          ("y", SVGWriter.number(frame.bottom + 22)), ("text-anchor", placed.anchor),
        ], text: tick.label)
    }
    svg.close("g")
  }
}
