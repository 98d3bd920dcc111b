import DataSource

/// Batch mode's engine: streams rows from a file or standard input to standard output, a
/// window at a time, sharing windows between two cores when it may. Its one entry is `run`;
/// nothing outside this folder sees windows, cores, cuts or bytes.
///
/// Design note. `BatchEngine+Streaming` reads a window, opens the input (`BatchOpening`:
/// header, columns, the row processor), and writes each window's rows before reading the
/// next, so `| head` sees rows at once and memory stays at one window of each. When the
/// process may run on more than one CPU (`EnvironmentClient.processorCount`, the affinity
/// mask), `BatchEngine+Rounds` cuts the front of each window after the first line feed past
/// its middle; the first half runs here and the second on the run's second thread
/// (`ThreadPairClient`, started at the first round and kept), each as a `BatchSlice` with its
/// own output, its bad rows, and its lines numbered from the line feeds before the cut
/// (`LineFeeds`, a word at a time). The halves are written in order, so nothing a user sees
/// depends on the cut. The cut is a guess (a line feed inside a quoted CSV field ends no
/// record): the first half proves it by ending exactly there on the predicted line; when it
/// does not, the round is dropped and the window runs on one core. Progress and bad rows go
/// out as `BatchEvent`s as they happen; the end is the returned `BatchSummary`.
///
/// It runs on the main actor, as its caller does: awaiting a hop to another executor would
/// be the main actor's first suspension, which costs a static executable about 6 ms
/// (`ThreadPair` says why).
@MainActor
public struct BatchEngine {
  let byteStream: ByteStreamClient
  let threads: ThreadPairClient
  /// Bytes asked of each `read`, and bytes of output gathered before each `write`.
  let chunkSize: Int
  /// The longest row read: the input buffer never grows past it.
  let longestRow: Int
  /// Bytes of whole records each of two cores takes at once (`BatchEngine+Rounds`); `nil`
  /// runs every row on one core.
  let sliceSize: Int?

  /// `sliceSize` by default is a quarter of a window a core when the process may run on more
  /// than one CPU (`EnvironmentClient.processorCount`), else `nil`.
  public init(
    dependencies: AppDependencies, chunkSize: Int = 1 << 18, longestRow: Int = 1 << 24,
    sliceSize: Int? = nil
  ) {
    self.byteStream = dependencies.byteStream
    self.threads = dependencies.threads
    self.chunkSize = chunkSize
    self.longestRow = longestRow
    let cores = dependencies.environment.processorCount()
    self.sliceSize = sliceSize ?? (cores > 1 ? max(chunkSize / 4, 1) : nil)
  }

  /// Runs `request` to its end, reporting progress and bad rows to `events` as they come;
  /// returns the totals and how the run ended.
  public func run(_ request: BatchRequest, events: @escaping (BatchEvent) async -> Void) async
    -> BatchSummary
  {
    let report = BatchReport(events: events)
    await stream(request, report)
    return report.summary
  }
}
