/// Where an SVG chart's plot sits in the fixed viewBox and where each day and weight falls in it.
struct SVGFrame: Sendable {
  let plan: ChartPlan
  let axis: ValueAxis
  let left: Double
  let right: Double
  let top: Double
  let bottom: Double

  /// Room for the title above, weight labels to the left, and dates and the legend below.
  init(plan: ChartPlan, width: Double, height: Double) {
    self.plan = plan
    left = 72
    right = width - 24
    top = 52
    bottom = height - 96
    // A gridline at least every 30 units is dense enough to read a value off, no denser.
    axis = ValueAxis.covering(plan.extent, maxTicks: Int((bottom - top) / 30) + 1)
  }

  var width: Double { right - left }
  var height: Double { bottom - top }

  /// A single day sits in the middle rather than on the axis.
  func x(day: Int) -> Double {
    guard plan.lastDay > plan.firstDay else { return left + width / 2 }
    return left + Double(day - plan.firstDay) / Double(plan.lastDay - plan.firstDay) * width
  }

  func y(value: Double) -> Double {
    top + (axis.upper - value) / axis.span * height
  }
}
