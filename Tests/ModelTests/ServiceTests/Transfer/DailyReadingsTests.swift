import DataSource
import Testing

@testable import Model

/// `DailyReadings` on many days in any file order: its compact tables (`DayTable`) give the
/// same entries as reducing each day's readings by hand, whether the days come oldest first,
/// newest first or shuffled, and past the size where the tables sort their tail in.
struct DailyReadingsTests {
  /// Three readings a day on 6,000 days: more than one sorting of the tables' tail.
  static let days = 6_000

  struct Reading {
    let date: LocalDate
    let time: Int?
    let kilograms: Double
    let waist: Double?
  }

  /// Quarter kilograms, so that every sum and mean is exact; the day's times out of order,
  /// and every third day without times (file order decides first and last there).
  static func readings() -> [Reading] {
    var readings: [Reading] = []
    for index in 0..<days {
      let day = LocalDate(year: 1990 + index / 336, month: index / 28 % 12 + 1, day: index % 28 + 1)
      for reading in 0..<3 {
        let time = index % 3 == 0 ? nil : [30_000, 10_000, 20_000][reading] + index % 7
        let kilograms = 60 + Double((index * 7 + reading * 5) % 80) / 4
        let waist = index % 5 == 0 ? 80 + Double(reading) / 4 : nil
        readings.append(Reading(date: day, time: time, kilograms: kilograms, waist: waist))
      }
    }
    return readings
  }

  enum Order: String, CaseIterable {
    case oldestFirst, newestFirst, shuffled
  }

  static func ordered(_ readings: [Reading], _ order: Order) -> [Reading] {
    switch order {
    case .oldestFirst: return readings
    case .newestFirst: return readings.reversed()
    case .shuffled:
      // A fixed permutation (a linear congruential walk), so a failure repeats.
      var shuffled = readings
      var state: UInt64 = 42
      for index in shuffled.indices.reversed() {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        shuffled.swapAt(index, Int(state >> 33) % (index + 1))
      }
      return shuffled
    }
  }

  /// Each day's value by `rule`, reduced the plain way.
  static func expected(_ readings: [Reading], _ rule: PerDayRule) -> [LocalDate: (Double, Double?)]
  {
    var byDay: [LocalDate: [(order: (Int, Int), reading: Reading)]] = [:]
    for (sequence, reading) in readings.enumerated() {
      byDay[reading.date, default: []].append(((reading.time ?? -1, sequence + 1), reading))
    }
    return byDay.mapValues { day in
      func pick(_ values: [(order: (Int, Int), value: Double)]) -> Double {
        switch rule {
        case .first: return values.min { $0.order < $1.order }!.value
        case .last: return values.max { $0.order < $1.order }!.value
        case .min: return values.map(\.value).min()!
        case .max: return values.map(\.value).max()!
        case .mean:
          return StoredMeasure.kilograms(values.map(\.value).reduce(0, +) / Double(values.count))
        }
      }
      let weights = day.map { ($0.order, $0.reading.kilograms) }
      let waists = day.compactMap { item in item.reading.waist.map { (item.order, $0) } }
      return (pick(weights), waists.isEmpty ? nil : pick(waists))
    }
  }

  @Test(arguments: Order.allCases, PerDayRule.allCases)
  func entries_anyOrder_matchEachDayReducedByHand(order: Order, rule: PerDayRule) {
    let readings = Self.ordered(Self.readings(), order)
    var sut = DailyReadings()
    for reading in readings {
      sut.add(reading.date, time: reading.time, kilograms: reading.kilograms, waist: reading.waist)
    }

    let (entries, repeats) = sut.entries(rule)

    let expected = Self.expected(readings, rule)
    #expect(entries.count == Self.days)
    // Readings of a measure beyond one a day: every day's weights, and the waists of the
    // days that have them.
    let waistDays = Set(readings.filter { $0.waist != nil }.map(\.date)).count
    let waists = readings.count { $0.waist != nil }
    #expect(repeats == readings.count - Self.days + waists - waistDays)
    #expect(entries.map(\.date) == expected.keys.sorted())
    let wrong = entries.filter { entry in
      let (kilograms, waist) = expected[entry.date]!
      return entry.kilograms != kilograms || entry.waistCentimetres != waist
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(3))")
  }

  @Test(arguments: [
    LocalDate(year: 1600, month: 1, day: 1), LocalDate(year: 2024, month: 2, day: 29),
    LocalDate(year: 9999, month: 12, day: 31),
  ])
  func dayNumber_roundTrips(date: LocalDate) {
    let sut = DayTable.day(date)

    #expect(DayTable.date(sut) == date)
  }

  @Test func entries_waistOnlyDayAndNotes_keptBesideWeights() {
    var sut = DailyReadings()
    let (first, second) = (
      LocalDate(year: 2024, month: 3, day: 1), LocalDate(year: 2024, month: 3, day: 2)
    )
    sut.add(second, kilograms: nil, waist: 81, note: "evening")
    sut.add(first, kilograms: 70, note: "morning")

    let (entries, repeats) = sut.entries(.last)

    #expect(
      entries == [
        WeightEntry(date: first, kilograms: 70, note: "morning"),
        WeightEntry(date: second, kilograms: nil, waistCentimetres: 81, note: "evening"),
      ])
    #expect(repeats == 0)
  }

  /// A day's note is the one of the reading the rule keeps by time: the earliest for
  /// `first` (written last in a newest-first file), the latest for every other rule.
  @Test(arguments: [
    (PerDayRule.first, "before breakfast"), (.last, "after dinner"), (.min, "after dinner"),
    (.mean, "after dinner"),
  ])
  func entries_noteOfTheRulesReading(rule: PerDayRule, note: String) {
    var sut = DailyReadings()
    let day = LocalDate(year: 2024, month: 3, day: 1)
    sut.add(day, time: 19 * 3600, kilograms: 71, note: "after dinner")
    sut.add(day, time: 7 * 3600, kilograms: 70, note: "before breakfast")

    #expect(sut.entries(rule).entries.map(\.note) == [note])
  }

  /// A weight and a waist of one day are two measures kept in one entry, not a reading that
  /// shared a date; a second weight that day is one.
  @Test func entries_weightAndWaistOfOneDay_repeatOnlyWithinAMeasure() {
    let day = LocalDate(year: 2026, month: 3, day: 9)
    var sut = DailyReadings()
    sut.add(day, time: 25_000, kilograms: 80)
    sut.add(day, time: 25_100, kilograms: nil, waist: 90)
    #expect(sut.entries(.last).repeats == 0)
    sut.add(day, time: 30_000, kilograms: 80.5)
    let (entries, repeats) = sut.entries(.last)
    #expect(repeats == 1)
    #expect(entries == [WeightEntry(date: day, kilograms: 80.5, waistCentimetres: 90)])
  }
}
