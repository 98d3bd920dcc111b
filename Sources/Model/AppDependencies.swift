import DataSource

/// Every client the app talks to the world through, in one value passed down explicitly.
public struct AppDependencies: Sendable {
  public var console: ConsoleClient
  public var environment: EnvironmentClient
  public var date: DateClient
  /// Files and standard streams as raw bytes, for the streaming batch mode.
  public var byteStream: ByteStreamClient
  public var fileSystem: FileSystemClient
  public var fileLock: FileLockClient
  /// Batch mode's second thread, for its second core.
  public var threads: ThreadPairClient

  public init(
    console: ConsoleClient, environment: EnvironmentClient, date: DateClient,
    byteStream: ByteStreamClient, fileSystem: FileSystemClient, fileLock: FileLockClient,
    threads: ThreadPairClient
  ) {
    self.console = console
    self.environment = environment
    self.date = date
    self.byteStream = byteStream
    self.fileSystem = fileSystem
    self.fileLock = fileLock
    self.threads = threads
  }

  /// The real terminal, environment, clock and file system.
  public static let live = AppDependencies(
    console: .liveValue, environment: .liveValue, date: .liveValue, byteStream: .liveValue,
    fileSystem: .liveValue, fileLock: .liveValue, threads: .liveValue)

  /// Test values for every client, with the ones a test cares about replaced.
  public static func testDependencies(
    console: ConsoleClient = .testValue,
    environment: EnvironmentClient = .testValue,
    date: DateClient = .testValue,
    byteStream: ByteStreamClient = .testValue,
    fileSystem: FileSystemClient = .testValue,
    fileLock: FileLockClient = .testValue,
    threads: ThreadPairClient = .testValue
  ) -> AppDependencies {
    AppDependencies(
      console: console, environment: environment, date: date, byteStream: byteStream,
      fileSystem: fileSystem, fileLock: fileLock, threads: threads)
  }
}
