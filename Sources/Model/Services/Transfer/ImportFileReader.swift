import DataSource

/// Reads an import file into a batch, saying how far it got as it goes: an Apple Health
/// export a window at a time (memory stays flat whatever its size), any other file whole
/// (they are small), then a window of rows at a time. A service, so the store that runs it
/// only keeps what it returns and passes its progress on.
public struct ImportFileReader: Sendable {
  /// How far a read has got, after each window.
  public enum Progress: Sendable, Equatable {
    /// Rows read so far, of how many.
    case rowsRead(Int, of: Int)
    /// Bytes of a streamed Apple Health export read so far.
    case bytesRead(Int)
  }

  let byteStream: ByteStreamClient
  /// The second core an Apple Health export is read on while the first scans it.
  let threads: ThreadPairClient

  public init(byteStream: ByteStreamClient, threads: ThreadPairClient) {
    self.byteStream = byteStream
    self.threads = threads
  }

  /// Rows read between two progress reports.
  public static let rowsPerStep = 10_000
  /// The first bytes a file's kind is recognised from.
  static let headSize = 64 << 10
  /// The window an Apple Health export is streamed through: memory stays flat whatever the
  /// size of the export.
  static let windowSize = 1 << 20

  /// What a file gave: its weigh-ins, and the rows it did not take, by why.
  public struct Outcome: Sendable {
    public let batch: ImportBatch
    public let skips: ImportSkips
  }

  /// Reads the import file into a batch: an Apple Health export a window at a time, any
  /// other file whole (they are small), then a window of rows at a time. A file that yields
  /// nothing is refused the same way whatever its format (`empty`, or `nothingToImport`
  /// with the reasons its rows were skipped).
  ///
  /// `nonisolated(nonsending)`: it runs on its caller's executor (the main actor), never
  /// hopping to the global one. A main task that suspends sends the main thread into
  /// `dispatch_main`, whose `pthread_exit` unwinds it, and the static executable's unwinder
  /// first sorts every frame description: about 120 million instructions (15 ms here) on
  /// every import, for nothing.
  nonisolated(nonsending) public func read(
    _ source: ImportRequest.Source, options: ImportOptions,
    progress: nonisolated(nonsending) @Sendable (Progress) async -> Void
  ) async throws(ImportFailure) -> Outcome {
    let outcome = try await readAll(source, options: options, progress: progress)
    try Self.requireSomething(outcome)
    return outcome
  }

  /// Refuses a batch without a weigh-in, a waist or a profile to create.
  static func requireSomething(_ outcome: Outcome) throws(ImportFailure) {
    let yieldsNothing = outcome.batch.profiles.allSatisfy {
      $0.entries.isEmpty && $0.details == nil
    }
    guard yieldsNothing else { return }
    throw outcome.skips.isEmpty ? .empty : .nothingToImport(outcome.skips)
  }

  /// The `YYYY-MM-DD` a file's name ends in (`Daily activity metrics/2024-03-04.csv`).
  static func date(inName path: String) -> LocalDate? {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    guard stem.count >= 10 else { return nil }
    return LocalDate(iso: String(stem.suffix(10))).flatMap(ImportDateParser.kept)
  }

  nonisolated(nonsending) private func readAll(
    _ source: ImportRequest.Source, options: ImportOptions,
    progress: nonisolated(nonsending) @Sendable (Progress) async -> Void
  ) async throws(ImportFailure) -> Outcome {
    var options = options
    if case .file(let path) = source, options.fileDate == nil {
      options.fileDate = Self.date(inName: path)
    }
    var input = try ImportInput(source, byteStream: byteStream)
    defer { input.close() }
    // The head alone: an export's windows have buffers of their own (`ImportWindows`).
    // From `malloc`: under a memory limit the import ends with `outOfMemory`, not a trap.
    guard let buffer = ByteBuffer(orNilCapacity: Self.headSize) else {
      throw .outOfMemory(bytes: Self.headSize)
    }
    let isFinal = try input.fill(buffer, upTo: Self.headSize)
    let kind = ImportSource.resolve(options.source, head: buffer.bytes)
    if kind == .appleHealthZip {
      let source = ImportByteSource(
        input: input, buffer: buffer, isFinal: isFinal, windowSize: Self.windowSize)
      let (batch, skips) = try AppleHealthZip(options: options).read(
        { () throws(ZipEntry.Failure) -> UInt8 in try source.next() },
        ioFailure: { source.readFailure })
      return Outcome(batch: batch, skips: skips)
    }
    if kind == .appleHealth {
      var reader = AppleHealthReader(options: options)
      let windows = try ImportWindows(
        input: input, head: buffer, isFinal: isFinal, windowSize: Self.windowSize,
        threads: threads)
      while try !windows.scan({ reader.consume($0, isFinal: $1, notUTF8At: $2) }),
        !reader.isDone
      {
        await progress(.bytesRead(windows.bytesRead))
      }
      let (batch, skips) = try reader.finish()
      return Outcome(batch: batch, skips: skips)
    }
    // Any other file is read whole: bounded like a store, so any export reads back and no
    // endless input exhausts memory.
    let bytes = try input.whole(head: buffer, isFinal: isFinal, limit: ImportReader.maximumBytes)
    var reading = try ImportReader(options: options).open(bytes)
    while !reading.isFinished {
      try reading.read(upTo: Self.rowsPerStep)
      await progress(.rowsRead(reading.rowsRead, of: reading.rowCount))
    }
    return Outcome(batch: reading.finish(), skips: reading.skipped)
  }
}
