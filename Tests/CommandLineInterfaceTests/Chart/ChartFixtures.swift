import CommandLineInterface
import DataSource

/// Hand-made chart data shared by the chart tests: fixed, so golden output stays fixed.
enum ChartFixtures {
  static let start = LocalDate(year: 2024, month: 3, day: 1)

  /// A month of a diet: weigh-ins on 22 of 30 days (a long weekend and a holiday week missed),
  /// the usual day-to-day noise, a goal below the data and a band (height 180 cm) that the
  /// weights leave and re-enter.
  static let weighInKilograms: [(day: Int, kilograms: Double)] = [
    (0, 82.4), (1, 82.9), (2, 82.1), (3, 82.6), (4, 81.8),
    (8, 81.9), (9, 81.2), (10, 81.6), (11, 80.9), (12, 81.3), (13, 80.6),
    (18, 80.8), (19, 80.2), (20, 80.5), (21, 79.8), (22, 80.1), (23, 79.6),
    (25, 79.9), (26, 79.3), (27, 79.6), (28, 78.9), (29, 79.2),
  ]

  static var monthOfDiet: ChartData {
    let weighIns = weighInKilograms.map {
      ChartPoint(date: start.adding(days: $0.day), kilograms: $0.kilograms)
    }
    return ChartData(
      title: "Alice", weighIns: weighIns, trend: trend(of: weighIns), goalKilograms: 77.0,
      healthyKilograms: 59.94...80.68, units: .metric)
  }

  /// The Hacker's Diet trend, simplified: a 10% moving average, one point per day, carried
  /// over days without a weigh-in.
  static func trend(of weighIns: [ChartPoint]) -> [ChartPoint] {
    guard let first = weighIns.first, let last = weighIns.last else { return [] }
    var byDay: [Int: Double] = [:]
    for point in weighIns { byDay[point.date.dayNumber] = point.kilograms }
    var value = first.kilograms
    return (first.date.dayNumber...last.date.dayNumber).map { day in
      if let weight = byDay[day] { value += (weight - value) / 10 }
      return ChartPoint(date: LocalDate(dayNumber: day), kilograms: value)
    }
  }

  /// Weigh-ins at `kilograms`, one a day from `start`, with their trend.
  static func daily(_ kilograms: [Double], title: String = "Bob") -> ChartData {
    let weighIns = kilograms.enumerated().map {
      ChartPoint(date: start.adding(days: $0.offset), kilograms: $0.element)
    }
    return ChartData(title: title, weighIns: weighIns, trend: trend(of: weighIns))
  }
}
