import Model

/// The weight axis: its range and "nice" tick values (1, 2 or 5 times a power of ten).
///
/// Ticks are kept as whole tenths of the display unit, so labels print exactly and two
/// renderers given the same data agree on them.
struct ValueAxis: Sendable, Equatable {
  let lower: Double
  let upper: Double
  let stepTenths: Int
  let tickTenths: [Int]

  var span: Double { upper - lower }
  var tickValues: [Double] { tickTenths.map { Double($0) / 10 } }

  /// Whole numbers when the step is whole (`76`, `78`), else one decimal (`76.5`).
  var tickLabels: [String] {
    tickTenths.map { tenths in
      stepTenths % 10 == 0
        ? FixedDecimal(scaled: tenths / 10, places: 0).description
        : FixedDecimal(scaled: tenths, places: 1).description
    }
  }

  /// The range rounded outwards to the finest step that needs at most `maxTicks` ticks (at
  /// least 2): gridlines then frame the plot, as suits a picture with room to spare.
  static func covering(_ extent: ClosedRange<Double>, maxTicks: Int) -> ValueAxis {
    for step in steps() {
      let axis = rounded(extent, stepTenths: step)
      if axis.tickTenths.count <= max(2, maxTicks) { return axis }
    }
    fatalError("unreachable: steps() never ends")
  }

  /// The range as given, with the ticks of the finest step of at least `minimumStep` inside
  /// it: a terminal has too few rows to waste on rounding. When fewer than two ticks fall
  /// inside, the range grows to the ticks around it, so a reader always has two to go by.
  static func within(_ extent: ClosedRange<Double>, minimumStep: Double) -> ValueAxis {
    for step in steps() where Double(step) / 10 >= minimumStep {
      let low = Int((tenths(extent.lowerBound) / Double(step)).rounded(.up)) * step
      let high = Int((tenths(extent.upperBound) / Double(step)).rounded(.down)) * step
      guard high > low else { return rounded(extent, stepTenths: step) }
      return ValueAxis(
        lower: extent.lowerBound, upper: extent.upperBound, stepTenths: step,
        tickTenths: Array(stride(from: low, through: high, by: step)))
    }
    fatalError("unreachable: steps() never ends")
  }

  /// 0.1, 0.2, 0.5, 1, 2, 5, 10, … in tenths: weights are shown to a tenth, never finer.
  private static func steps() -> some Sequence<Int> {
    sequence(first: (1, 0)) { step, index in
      (index % 3 == 1 ? step / 2 * 5 : step * 2, index + 1)
    }.lazy.map(\.0)
  }

  private static func rounded(_ extent: ClosedRange<Double>, stepTenths step: Int) -> ValueAxis {
    let low = Int((tenths(extent.lowerBound) / Double(step)).rounded(.down)) * step
    let high = max(Int((tenths(extent.upperBound) / Double(step)).rounded(.up)) * step, low + step)
    return ValueAxis(
      lower: Double(low) / 10, upper: Double(high) / 10, stepTenths: step,
      tickTenths: Array(stride(from: low, through: high, by: step)))
  }

  /// In tenths, with binary noise (76.0 stored as 75.99999…) snapped away before rounding.
  private static func tenths(_ value: Double) -> Double {
    (value * 10 * 1_000_000).rounded() / 1_000_000
  }
}
