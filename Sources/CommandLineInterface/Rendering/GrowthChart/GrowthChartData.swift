import DataSource
import Model

/// A child's BMI-for-age to draw: the child's BMIs at their ages, and the sex whose CDC curves
/// they are drawn against.
public struct GrowthChartData: Sendable, Equatable {
  public struct Point: Sendable, Equatable {
    public let ageMonths: Double
    public let bmi: Double

    public init(ageMonths: Double, bmi: Double) {
      self.ageMonths = ageMonths
      self.bmi = bmi
    }
  }

  public let title: String
  public let sex: Sex
  public let points: [Point]

  public init(title: String, sex: Sex, points: [Point]) {
    self.title = title
    self.sex = sex
    self.points = points
  }
}

/// What both growth-chart renderers draw: an age window of whole years around the points
/// (within 2 to 20 years, at least 2 years wide), the CDC curves over it, and the BMI extent.
struct GrowthChartPlan: Sendable {
  /// One CDC reference curve: P5, P50, P85, P95 or 120% of P95, each in a colour of its own
  /// and named at its end (the name, not the colour, says which curve it is).
  struct Curve: Sendable {
    let label: String
    let color: TerminalStyle.Color
    let svgColor: String
    let bmi: @Sendable (Sex, Double) -> Double
  }

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

  let title: String
  let sex: Sex
  let points: [GrowthChartData.Point]
  let firstMonths: Double
  let lastMonths: Double
  let extent: ClosedRange<Double>

  init(_ data: GrowthChartData) throws(ChartError) {
    points = data.points.filter { $0.bmi.isFinite && $0.bmi > 0 && $0.bmi < 1000 }
      .sorted { $0.ageMonths < $1.ageMonths }
    guard points.count >= 1 else { throw .notEnoughData(count: 0) }
    title = data.title
    sex = data.sex
    let youngest = points.first!.ageMonths
    let oldest = points.last!.ageMonths
    var first = max(24, (youngest / 12).rounded(.down) * 12)
    var last = min(240, max((oldest / 12).rounded(.up) * 12, first + 12))
    if last - first < 24 { last = min(240, first + 24) }
    if last - first < 24 { first = max(24, last - 24) }
    firstMonths = first
    lastMonths = last
    var low = points.map(\.bmi).min()!
    var high = points.map(\.bmi).max()!
    for step in 0...48 {
      let age = first + (last - first) * Double(step) / 48
      low = min(low, Self.curves[0].bmi(sex, age))
      high = max(high, Self.curves[Self.curves.count - 1].bmi(sex, age))
    }
    let margin = (high - low) * 0.04
    extent = (low - margin)...(high + margin)
  }

  var heading: String {
    let who = sex == .female ? "girls" : "boys"
    let name = title.isEmpty ? "BMI-for-age" : "\(title): BMI-for-age"
    return "\(name) (CDC 2000, \(who); BMI against age in years)"
  }

  private static func bmiAt(_ z: Double, _ sex: Sex, _ ageMonths: Double) -> Double {
    LMS.cdc(.bmi, sex: sex, ageMonths: ageMonths).value(atZ: z)
  }
}
