import DataSource

/// One measure's readings by day for `DailyReadings`, compact: a day read once costs one
/// 24-byte slot (its day number, its order and its value), a day read several times one slot
/// and a `DailyReadings.Summary`. No dictionary: the slots are kept sorted by day up to
/// `sorted`, new days are appended after it and sorted in when the tail grows as long as the
/// sorted part, so a million days cost 24 MB and any file order (oldest or newest first,
/// shuffled) costs O(n log n).
struct DayTable {
  /// A day's readings: `order` is the one reading's packed order (`Self.pack`), or, when
  /// negative, `-(index + 1)` of the day's summary in `several`.
  private struct Slot {
    var day: Int
    var order: Int
    var value: Double
  }

  private var slots: [Slot] = []
  /// `slots[..<sorted]` are sorted by day, one slot a day.
  private var sorted = 0
  /// The slot the last reading went to: files group a day's readings together.
  private var recent: Int?
  private var several: [DailyReadings.Summary] = []
  /// The memory the table could not have to grow (`AddressSpace`): the reading that needed
  /// it was dropped, and the import must stop (`DailyReadings.exhaustedBytes`).
  private(set) var exhaustedBytes: Int?
  /// Readings added: more than the days once some day had several.
  private(set) var readings = 0

  /// A day as a number that sorts as the dates do.
  static func day(_ date: LocalDate) -> Int {
    date.year * 512 + date.month * 32 + date.day
  }

  static func date(_ day: Int) -> LocalDate {
    let year = day >> 9
    return LocalDate(year: year, month: (day - year * 512) >> 5, day: day & 31)
  }

  /// The order of a reading in one word that compares as the `(time, sequence)` pair does:
  /// an unknown time first (0), then times from two days before the day's midnight to four
  /// after it (a moment read against another field's date), sequences below 2^44.
  private static func pack(_ order: DailyReadings.Order) -> Int {
    let time =
      order.time == DailyReadings.untimed
      ? 0 : min(max(order.time, -timeShift + 1), (1 << 19) - 1 - timeShift) + timeShift
    return time << 44 | min(order.sequence, (1 << 44) - 1)
  }

  private static func unpack(_ order: Int) -> DailyReadings.Order {
    let time = order >> 44
    return (time == 0 ? DailyReadings.untimed : time - timeShift, order & ((1 << 44) - 1))
  }

  /// Two days of seconds: what a packed time is moved by so that none is negative.
  private static let timeShift = 2 * 86_400

  mutating func add(_ value: Double, _ order: DailyReadings.Order, on date: LocalDate) {
    let day = Self.day(date)
    readings += 1
    if let recent, slots[recent].day == day {
      add(value, order, at: recent)
    } else if let index = sortedIndex(of: day) {
      add(value, order, at: index)
      recent = index
    } else {
      guard slots.count < slots.capacity || canGrow() else {
        readings -= 1
        return
      }
      slots.append(Slot(day: day, order: Self.pack(order), value: value))
      recent = slots.count - 1
      if slots.count - sorted > max(sorted, 4096) { sort() }
    }
  }

  /// Whether the slots can double, with room for what the end of the import makes of them:
  /// the sorted copy (`sortedDays`) and an entry a day. Asked only when the slots are full,
  /// a few dozen times however long the input: endless records would otherwise grow the
  /// table until an allocation failed with the runtime's trap.
  private mutating func canGrow() -> Bool {
    let days = Swift.max(slots.capacity * 2, 1024)
    let bytes = days * (2 * MemoryLayout<Slot>.stride + MemoryLayout<WeightEntry>.stride)
    guard AddressSpace.canAllocate(bytes) else {
      exhaustedBytes = bytes
      return false
    }
    return true
  }

  /// The table with every day sorted in, one slot a day, to read with `day(at:)` and
  /// `summary(at:)`.
  func sortedDays() -> DayTable {
    var table = self
    table.sort()
    return table
  }

  /// Days in the table; all of them sorted only after `sortedDays`.
  var count: Int { slots.count }

  func day(at index: Int) -> Int { slots[index].day }

  func summary(at index: Int) -> DailyReadings.Summary { summary(slots[index]) }

  private func sortedIndex(of day: Int) -> Int? {
    var (low, high) = (0, sorted)
    while low < high {
      let middle = (low + high) / 2
      if slots[middle].day < day { low = middle + 1 } else { high = middle }
    }
    return low < sorted && slots[low].day == day ? low : nil
  }

  private func summary(_ slot: Slot) -> DailyReadings.Summary {
    slot.order < 0
      ? several[-slot.order - 1] : DailyReadings.Summary(slot.value, Self.unpack(slot.order))
  }

  private mutating func add(_ value: Double, _ order: DailyReadings.Order, at index: Int) {
    if slots[index].order < 0 {
      several[-slots[index].order - 1].add(value, order)
      return
    }
    var summary = summary(slots[index])
    summary.add(value, order)
    several.append(summary)
    slots[index].order = -several.count
  }

  /// Sorts the slots by day and folds the slots of one day into one.
  private mutating func sort() {
    guard sorted < slots.count else { return }
    slots.sort { $0.day < $1.day }
    var kept = 0
    for index in slots.indices {
      if kept > 0, slots[kept - 1].day == slots[index].day {
        let other = summary(slots[index])
        if slots[kept - 1].order < 0 {
          several[-slots[kept - 1].order - 1].add(other)
        } else {
          var summary = summary(slots[kept - 1])
          summary.add(other)
          several.append(summary)
          slots[kept - 1].order = -several.count
        }
      } else {
        slots[kept] = slots[index]
        kept += 1
      }
    }
    slots.removeLast(slots.count - kept)
    sorted = kept
    recent = nil
  }
}
