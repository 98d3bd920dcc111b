/// The rows of an import file that were not taken, counted by why, with the first lines of
/// each kind, so that every row is accounted for: taken, or counted and named here.
public struct ImportSkips: Sendable, Equatable {
  /// Why a row was not taken.
  public enum Reason: Sendable, Equatable, Hashable {
    /// Neither a weight nor a waist: a row of another measure, or a day left empty.
    case noReading
    /// A file of one reading a row (`MetricColumns`): a row of a measure other than weight
    /// and waist.
    case otherMeasure
    /// A row with `fields` fields where the header has `header` (only with `--skip-invalid`;
    /// otherwise it refuses the file).
    case shape(fields: Int, header: Int)
    /// Another person's reading in a file of several (`--person` chose one).
    case otherPerson
    /// A value bmi cannot read in the column `column` (only with `--skip-invalid`).
    case unreadable(column: String)
    /// A row of a section after the weights' table (the Fitbit website's `Foods`).
    case otherSection(String)
    /// A day a tracker filled in between readings (TrendWeight's `Weight Is Interpolated`):
    /// not a weigh-in.
    case interpolated
    /// A reading the person deleted in the app, which still writes it (Lose It!'s `Deleted`).
    case deleted
    /// The same reading again in an earlier version of its record (Huawei Health's
    /// `version`): the latest version is the reading.
    case superseded
    /// A spreadsheet's row of figures over the others (`Average`, `Total`) in the date
    /// column: no reading of a day.
    case summary
    /// A reading of a raw source file that the merged file beside it holds too (Google
    /// Fit's `raw:com.google.weight:…` beside `derived:…:merge_weight`).
    case inMergedFile
  }

  /// One reason's rows: how many, and the lines of the first few.
  public struct Tally: Sendable, Equatable {
    public let reason: Reason
    public fileprivate(set) var count: Int
    public fileprivate(set) var lines: [Int]
  }

  /// The lines kept for each reason: enough to find the rows, bounded whatever the file.
  public static let linesKept = 3

  /// In the order each reason was first met.
  public private(set) var tallies: [Tally] = []

  public init() {}

  /// Every row not taken.
  public var total: Int { tallies.reduce(0) { $0 + $1.count } }

  public var isEmpty: Bool { tallies.isEmpty }

  /// `count` rows of `reason` at once, without their lines (an export's records of other
  /// types, by the million).
  public mutating func add(_ reason: Reason, count: Int) {
    guard count > 0 else { return }
    guard let index = tallies.firstIndex(where: { $0.reason == reason }) else {
      tallies.append(Tally(reason: reason, count: count, lines: []))
      return
    }
    tallies[index].count += count
  }

  public mutating func add(_ reason: Reason, line: Int) {
    guard let index = tallies.firstIndex(where: { $0.reason == reason }) else {
      tallies.append(Tally(reason: reason, count: 1, lines: [line]))
      return
    }
    tallies[index].count += 1
    if tallies[index].lines.count < Self.linesKept { tallies[index].lines.append(line) }
  }

  /// Adds another file's skips: counts summed, lines kept up to the limit.
  public mutating func add(_ other: ImportSkips) {
    for tally in other.tallies {
      guard let index = tallies.firstIndex(where: { $0.reason == tally.reason }) else {
        tallies.append(tally)
        continue
      }
      tallies[index].count += tally.count
      tallies[index].lines = Array((tallies[index].lines + tally.lines).prefix(Self.linesKept))
    }
  }

  /// Rows without a reading that a reader counted without their lines (Apple Health's
  /// records of other types are not rows).
  public mutating func add(noReadings count: Int) {
    guard count > 0 else { return }
    guard let index = tallies.firstIndex(where: { $0.reason == .noReading }) else {
      tallies.append(Tally(reason: .noReading, count: count, lines: []))
      return
    }
    tallies[index].count += count
  }
}
