import DataSource
import Model

/// A chart's data in the unit it is labelled in, sorted and checked: what both renderers draw.
struct ChartPlan: Sendable, Equatable {
  struct Point: Sendable, Equatable {
    /// Days since 1970-01-01, so dates space out evenly and gaps show as gaps.
    let day: Int
    let value: Double
  }

  let title: String
  let unit: String
  let weighIns: [Point]
  let trend: [Point]
  let goal: Double?
  let band: ClosedRange<Double>?
  let firstDay: Int
  let lastDay: Int
  /// The weights the axis must show: every point and the goal with a small margin (the band
  /// may be clipped).
  let extent: ClosedRange<Double>

  /// Flat data would otherwise fill the height with noise: a 0.1 kg wobble is not a cliff.
  static let minimumSpan = 2.0

  init(_ data: ChartData) throws(ChartError) {
    let perPound = UnitFactors.kilogramsPerPound
    let convert: (Double) -> Double = data.units == .metric ? { $0 } : { $0 / perPound }
    // A weight that is not a number cannot be placed; the store never holds one.
    func plotted(_ points: [ChartPoint]) -> [Point] {
      points.filter { $0.kilograms.isFinite && abs($0.kilograms) < 1e9 }
        .map { Point(day: $0.date.dayNumber, value: convert($0.kilograms)) }
        .sorted { $0.day < $1.day }
    }
    weighIns = plotted(data.weighIns)
    guard weighIns.count >= 2 else { throw .notEnoughData(count: weighIns.count) }
    trend = plotted(data.trend)
    title = data.title
    unit = data.units == .metric ? "kg" : "lb"
    goal = data.goalKilograms.flatMap { $0.isFinite && abs($0) < 1e9 ? convert($0) : nil }
    band = data.healthyKilograms.flatMap { range in
      range.lowerBound.isFinite && range.upperBound.isFinite && range.upperBound < 1e9
        ? convert(range.lowerBound)...convert(range.upperBound) : nil
    }
    let days = (weighIns + trend).map(\.day)
    firstDay = days.min()!
    lastDay = days.max()!
    let values = (weighIns + trend).map(\.value) + (goal.map { [$0] } ?? [])
    let low = values.min()!
    let high = values.max()!
    let widen = max(0, Self.minimumSpan - (high - low)) / 2
    // A margin keeps the lowest point or the goal off the baseline, where it would hide.
    let margin = max(high - low, Self.minimumSpan) * 0.04
    extent = (low - widen - margin)...(high + widen + margin)
  }

  /// `75.0 kg`: legends and tooltips show weights as the rest of bmi does, to a tenth.
  func weight(_ value: Double) -> String {
    "\(FixedDecimal(value, places: 1)) \(unit)"
  }

  /// `56.7–76.3 kg`, with the dash the output can show.
  func range(_ range: ClosedRange<Double>, dash: String) -> String {
    "\(FixedDecimal(range.lowerBound, places: 1))\(dash)\(weight(range.upperBound))"
  }
}
