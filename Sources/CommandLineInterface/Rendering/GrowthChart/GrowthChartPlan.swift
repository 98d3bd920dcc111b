import DataSource
import Model

/// What both growth-chart renderers draw: the reference curves over a window of the x axis
/// around the points (age, or length for weight-for-length), the points, the y extent that
/// holds them all, the axis ticks to choose from, and the words around them. Made from the
/// CDC's BMI-for-age (`GrowthChartData`) or one WHO indicator (`WHOGrowthChartData`).
struct GrowthChartPlan: Sendable {
  /// One CDC reference curve: P5, P50, P85, P95 or 120% of P95, each in a colour of its own
  /// and named at its end (the name, not the colour, says which curve it is).
  struct Curve: Sendable {
    let label: String
    let color: TerminalStyle.Color
    let svgColor: String
    let bmi: @Sendable (Sex, Double) -> Double
  }

  /// One curve as drawn: its name at the right end (`svgLabel` in SVG), its colours, and its
  /// value at an x.
  struct Line: Sendable {
    let label: String
    let svgLabel: String
    let color: TerminalStyle.Color
    let svgColor: String
    let value: @Sendable (Double) -> Double
  }

  /// A tick of the x axis: where, and its label.
  typealias Tick = (value: Double, label: String)

  static let curves: [Curve] = [
    Curve(label: "P5", color: .blue, svgColor: "#1565c0") {
      bmiAt(-1.644_853_626_951_472_2, $0, $1)
    },
    Curve(label: "P50", color: .green, svgColor: "#2e7d32") { bmiAt(0, $0, $1) },
    Curve(label: "P85", color: .yellow, svgColor: "#9a6700") {
      bmiAt(1.036_433_389_493_789_6, $0, $1)
    },
    Curve(label: "P95", color: .red, svgColor: "#c62828") { bmiAt(CDCGrowthScorer.z95, $0, $1) },
    Curve(label: "120%", color: .magenta, svgColor: "#6a1b9a") {
      1.2 * bmiAt(CDCGrowthScorer.z95, $0, $1)
    },
  ]

  /// The WHO curves: z −3, −2, 0, +2 and +3, lowest first, each in a colour of its own.
  static let whoCurves: [(z: Double, label: String, color: TerminalStyle.Color, svg: String)] = [
    (-3, "-3 SD", .magenta, "#6a1b9a"), (-2, "-2 SD", .red, "#c62828"),
    (0, "median", .green, "#2e7d32"), (2, "+2 SD", .yellow, "#9a6700"),
    (3, "+3 SD", .blue, "#1565c0"),
  ]

  let heading: String
  let xLabel: String
  let yLabel: String
  /// What the points are, for the legend: `BMI`, `weight`, `height`.
  let pointName: String
  /// The legend's words for the curves: in full, and short for a narrow terminal.
  let curveNames: (full: String, short: String)
  let lines: [Line]
  let points: [(x: Double, y: Double)]
  let firstX: Double
  let lastX: Double
  let extent: ClosedRange<Double>
  /// Tick sets from the densest to the sparsest; a renderer takes the first that fits.
  let tickSets: [[Tick]]

  init(_ data: GrowthChartData) throws(ChartError) {
    let points = data.points.map { (x: $0.ageMonths, y: $0.bmi) }
    let (first, last) = try Self.ageWindow(points, within: 24...240, minimumYears: 2)
    let sex = data.sex
    let lines = Self.curves.map { curve in
      Line(
        label: curve.label, svgLabel: curve.label == "120%" ? "120% P95" : curve.label,
        color: curve.color, svgColor: curve.svgColor, value: { curve.bmi(sex, $0) })
    }
    let who = sex == .female ? "girls" : "boys"
    let name = data.title.isEmpty ? "BMI-for-age" : "\(data.title): BMI-for-age"
    try self.init(
      heading: "\(name) (CDC 2000, \(who); BMI against age in years)", xLabel: "age (years)",
      yLabel: "BMI (kg/m²)", pointName: "BMI",
      curveNames: ("CDC curves P5, P50, P85, P95, 120% of P95", "CDC P5 P50 P85 P95 120%P95"),
      lines: lines, points: points, firstX: first, lastX: last,
      tickSets: Self.yearTicks(first, last))
  }

  init(_ data: WHOGrowthChartData) throws(ChartError) {
    let sex = data.sex
    let indicator = data.indicator
    let who = sex == .female ? "girls" : "boys"
    let first: Double
    let last: Double
    let tickSets: [[Tick]]
    let xLabel: String
    var points = data.points.map { (x: $0.x, y: $0.y) }
    let lines: [Line]
    let standard: String
    if indicator.isByAge {
      let lastMonths = WHOGrowthCurves.lastMonths(indicator)
      let firstMonths = WHOGrowthCurves.firstMonths(indicator)
      (first, last) = try Self.ageWindow(
        points, within: firstMonths...lastMonths, minimumYears: 1)
      let joint = WHOGrowthScorer.firstMonths2007
      standard = last <= joint ? "WHO 2006" : first >= joint ? "WHO 2007" : "WHO 2006 and 2007"
      lines = Self.whoCurves.map { curve in
        Line(
          label: curve.label, svgLabel: curve.label, color: curve.color, svgColor: curve.svg,
          value: { WHOGrowthCurves.value(indicator, sex: sex, ageMonths: $0, z: curve.z) ?? .nan })
      }
      // Months while the child is a baby, as the WHO's own charts to two years; years after.
      if last <= 24 {
        tickSets = [1, 2, 3, 6, 12].map { step in
          stride(from: first, through: last, by: Double(step)).map { ($0, String(Int($0))) }
        }
        xLabel = "age (months)"
      } else {
        tickSets = Self.yearTicks(first, last)
        xLabel = "age (years)"
      }
    } else {
      let range = WHOGrowthCurves.lengths(lying: data.lying)
      points = points.filter { range.contains($0.x) }
      guard let shortest = points.map(\.x).min(), let longest = points.map(\.x).max() else {
        throw .notEnoughData(count: 0)
      }
      // Whole 5 cm around the lengths, at least 20 cm, widened on both sides (a profile's
      // one height puts every point at one length).
      var low = (shortest / 5).rounded(.down) * 5
      var high = (longest / 5).rounded(.up) * 5
      let pad = max(0, ((20 - (high - low)) / 10).rounded(.up) * 5)
      low = max(range.lowerBound, low - pad)
      high = min(range.upperBound, high + pad)
      if high - low < 20 { high = min(range.upperBound, low + 20) }
      if high - low < 20 { low = max(range.lowerBound, high - 20) }
      (first, last) = (low, high)
      standard = "WHO 2006"
      let lying = data.lying
      lines = Self.whoCurves.map { curve in
        Line(
          label: curve.label, svgLabel: curve.label, color: curve.color, svgColor: curve.svg,
          value: {
            WHOGrowthCurves.weight(sex: sex, lying: lying, centimetres: $0, z: curve.z) ?? .nan
          })
      }
      tickSets = [5, 10, 20].map { step in
        stride(from: first, through: last, by: Double(step)).map { ($0, String(Int($0))) }
      }
      xLabel = lying ? "length (cm)" : "height (cm)"
    }
    let (what, yLabel, pointName, against) = Self.words(indicator, lying: data.lying)
    let name = data.title.isEmpty ? what : "\(data.title): \(what)"
    try self.init(
      // The title names the x axis's unit: a terminal chart has no axis label.
      heading: "\(name) (\(standard), \(who); \(against) in \(Self.unit(of: xLabel)))",
      xLabel: xLabel, yLabel: yLabel,
      pointName: pointName,
      curveNames: ("WHO curves -3, -2, 0 (median), +2, +3 SD", "WHO -3 -2 0 +2 +3 SD"),
      lines: lines, points: points, firstX: first, lastX: last, tickSets: tickSets)
  }

  private init(
    heading: String, xLabel: String, yLabel: String, pointName: String,
    curveNames: (full: String, short: String), lines: [Line], points: [(x: Double, y: Double)],
    firstX: Double, lastX: Double, tickSets: [[Tick]]
  ) throws(ChartError) {
    let kept = points.filter {
      $0.y.isFinite && $0.y > 0 && $0.y < 1000 && $0.x >= firstX && $0.x <= lastX
    }.sorted { $0.x < $1.x }
    guard !kept.isEmpty else { throw .notEnoughData(count: 0) }
    self.heading = heading
    self.xLabel = xLabel
    self.yLabel = yLabel
    self.pointName = pointName
    self.curveNames = curveNames
    self.lines = lines
    self.points = kept
    self.firstX = firstX
    self.lastX = lastX
    self.tickSets = tickSets
    var low = kept.map(\.y).min()!
    var high = kept.map(\.y).max()!
    for step in 0...48 {
      let x = firstX + (lastX - firstX) * Double(step) / 48
      let bottom = lines[0].value(x)
      let top = lines[lines.count - 1].value(x)
      if bottom.isFinite { low = min(low, bottom) }
      if top.isFinite { high = max(high, top) }
    }
    let margin = (high - low) * 0.04
    extent = (low - margin)...(high + margin)
  }

  /// The unit in an axis label's brackets: `months` of `age (months)`.
  private static func unit(of label: String) -> String {
    guard let open = label.firstIndex(of: "("), let close = label.lastIndex(of: ")") else {
      return label
    }
    return String(label[label.index(after: open)..<close])
  }

  /// Whole years around the points' ages, at least `minimumYears` wide, within `range`.
  private static func ageWindow(
    _ points: [(x: Double, y: Double)], within range: ClosedRange<Double>, minimumYears: Double
  ) throws(ChartError) -> (Double, Double) {
    let ages = points.filter { $0.y.isFinite && $0.y > 0 && $0.y < 1000 }.map(\.x)
    guard let youngest = ages.min(), let oldest = ages.max() else {
      throw .notEnoughData(count: 0)
    }
    let minimum = minimumYears * 12
    var first = max(range.lowerBound, (youngest / 12).rounded(.down) * 12)
    var last = min(range.upperBound, max((oldest / 12).rounded(.up) * 12, first + 12))
    if last - first < minimum { last = min(range.upperBound, first + minimum) }
    if last - first < minimum { first = max(range.lowerBound, last - minimum) }
    return (first, last)
  }

  /// Ticks at every half, 1, 2, 5 or 10 years of the window, labelled in years (`3.5`).
  private static func yearTicks(_ first: Double, _ last: Double) -> [[Tick]] {
    let halves = Int((first / 6).rounded(.up))...Int(last / 6)
    return [1, 2, 4, 10, 20].map { (step: Int) -> [Tick] in
      // Whole years from the first whole year when the step is a year or more.
      let start =
        step == 1 || halves.lowerBound % 2 == 0 ? halves.lowerBound : halves.lowerBound + 1
      return stride(from: start, through: halves.upperBound, by: step).map { (half: Int) -> Tick in
        let label = half % 2 == 0 ? String(half / 2) : "\(half / 2).5"
        return (value: Double(half * 6), label: label)
      }
    }
  }

  /// The indicator's name, the y axis, the points' name and what is drawn against what.
  private static func words(_ indicator: WHOGrowthCurves.Indicator, lying: Bool) -> (
    String, String, String, String
  ) {
    switch indicator {
    case .weightForAge:
      return ("weight-for-age", "weight (kg)", "weight", "weight against age")
    case .heightForAge:
      return ("length/height-for-age", "length/height (cm)", "height", "height against age")
    case .bmiForAge: return ("BMI-for-age", "BMI (kg/m²)", "BMI", "BMI against age")
    case .weightForLength:
      return lying
        ? ("weight-for-length", "weight (kg)", "weight", "weight against length")
        : ("weight-for-height", "weight (kg)", "weight", "weight against height")
    case .headForAge:
      return (
        "head circumference-for-age", "head circumference (cm)", "head", "head against age"
      )
    case .armForAge:
      return ("arm circumference-for-age", "arm circumference (cm)", "arm", "arm against age")
    }
  }

  private static func bmiAt(_ z: Double, _ sex: Sex, _ ageMonths: Double) -> Double {
    LMS.cdc(.bmi, sex: sex, ageMonths: ageMonths).value(atZ: z)
  }
}
