#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal: standard output and error, standard input, and what kind of device each is.
public struct ConsoleClient: DependencyClient {
  /// Writes bytes to a stream (buffered; `flush` pushes them out).
  public var write: @Sendable (_ stream: StandardStream, _ text: String) -> Void
  /// Pushes buffered output to the file descriptors, and throws the first failure to write
  /// standard output since the start (`.brokenPipe` when its reader went away). A failure
  /// to write standard error is not reported: there is nowhere left to report it.
  public var flush: @Sendable () throws(ByteStreamError) -> Void
  /// Reads all of standard input; `nil` when it cannot be read.
  public var readStandardInput: @Sendable () -> [UInt8]?
  /// Whether the file descriptor behind a stream is a terminal (`isatty`).
  public var isatty: @Sendable (_ stream: StandardStream) -> Bool
  /// Whether standard input is a terminal (so a person, not a pipe, is typing).
  public var isInputTerminal: @Sendable () -> Bool
  /// Whether standard input is a pipe, a socket or a regular file: data was given to read.
  /// `/dev/null` (as under cron) and a terminal are not.
  public var isInputPiped: @Sendable () -> Bool
  /// Columns of the terminal behind standard output (`TIOCGWINSZ`), `nil` when not a terminal.
  public var terminalColumns: @Sendable () -> Int?
  /// One line of standard input without its line break (for a y/N answer); `nil` at its end.
  public var readLine: @Sendable () -> String?

  public init(
    write: @escaping @Sendable (_ stream: StandardStream, _ text: String) -> Void,
    flush: @escaping @Sendable () throws(ByteStreamError) -> Void,
    readStandardInput: @escaping @Sendable () -> [UInt8]?,
    isatty: @escaping @Sendable (_ stream: StandardStream) -> Bool,
    isInputTerminal: @escaping @Sendable () -> Bool,
    isInputPiped: @escaping @Sendable () -> Bool,
    terminalColumns: @escaping @Sendable () -> Int?,
    readLine: @escaping @Sendable () -> String? = { nil }
  ) {
    self.write = write
    self.flush = flush
    self.readStandardInput = readStandardInput
    self.isatty = isatty
    self.isInputTerminal = isInputTerminal
    self.isInputPiped = isInputPiped
    self.terminalColumns = terminalColumns
    self.readLine = readLine
  }
}

extension ConsoleClient {
  public static let liveValue: ConsoleClient = {
    let output = FileDescriptorWriter(fileDescriptor: 1)
    // Messages go out at once, so they are never stuck behind buffered data.
    let error = FileDescriptorWriter(fileDescriptor: 2, capacity: 0)
    return ConsoleClient(
      write: { stream, text in
        switch stream {
        case .output: output.write(text)
        case .error: error.write(text)
        }
      },
      flush: { () throws(ByteStreamError) in
        try? error.flush()
        try output.flush()
      },
      readStandardInput: { readAll(fileDescriptor: 0) },
      isatty: { stream in isTerminal(stream == .output ? 1 : 2) },
      isInputTerminal: { isTerminal(0) },
      isInputPiped: {
        var status = stat()
        guard fstat(0, &status) == 0 else { return false }
        let kind = status.st_mode & S_IFMT
        return kind == S_IFIFO || kind == S_IFREG || kind == S_IFSOCK
      },
      terminalColumns: {
        var size = winsize()
        guard isTerminal(1), ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
          return nil
        }
        return Int(size.ws_col)
      },
      readLine: { readLine(fileDescriptor: 0) }
    )
  }()

  /// Fails loudly at any write or read a test did not set up (tests that print pass
  /// `ConsoleClient.recording(_:)` from TestSupport, with a recorder they read); nothing is
  /// a terminal and standard input is not a pipe.
  public static let testValue = ConsoleClient(
    write: { stream, text in
      fatalError(
        "ConsoleClient.write(\(stream), \(text.debugDescription)) in a test without a console")
    },
    flush: {},
    readStandardInput: {
      fatalError("ConsoleClient.readStandardInput in a test without a console")
    },
    isatty: { _ in false },
    isInputTerminal: { false },
    isInputPiped: { false },
    terminalColumns: { nil },
    readLine: { fatalError("ConsoleClient.readLine in a test without a console") }
  )

  /// Byte by byte, so that nothing after the line is taken from the input.
  private static func readLine(fileDescriptor: Int32) -> String? {
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(fileDescriptor, &byte, 1)
      if count < 0, errno == EINTR { continue }
      if count <= 0 { return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self) }
      if byte == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
  }

  /// The most of standard input `readStandardInput` returns: it stops reading once it holds
  /// more than this, so an endless stream (`/dev/zero`, `yes`) ends instead of exhausting
  /// memory, and the caller, seeing more bytes than the limit, refuses the input.
  public static let standardInputLimit = 256 << 20

  private static func readAll(fileDescriptor: Int32) -> [UInt8]? {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while bytes.count <= standardInputLimit {
      let count = chunk.withUnsafeMutableBytes {
        SystemCalls.read(fileDescriptor, $0.baseAddress, $0.count)
      }
      if count == 0 { return bytes }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
  }
}

private func isTerminal(_ fileDescriptor: Int32) -> Bool {
  isatty(fileDescriptor) == 1
}
