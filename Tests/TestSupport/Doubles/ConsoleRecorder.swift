import DataSource
import Synchronization

/// What a test console was given to print, stream by stream. Each test makes its own and
/// reads it: nothing is shared between tests.
public final class ConsoleRecorder: Sendable {
  private let state = Mutex<(output: String, error: String)>(("", ""))

  public init() {}

  public var output: String { state.withLock { $0.output } }
  public var error: String { state.withLock { $0.error } }

  func append(_ text: String, to stream: StandardStream) {
    state.withLock { state in
      switch stream {
      case .output: state.output += text
      case .error: state.error += text
      }
    }
  }
}

extension ConsoleClient {
  /// A console whose writes land in `recorder`, for tests that read what a command printed.
  /// With `outputFailure`, standard output fails as a full disk or a closed descriptor
  /// would: nothing reaches the recorder's output and `flush` throws it.
  public static func recording(
    _ recorder: ConsoleRecorder,
    standardInput: [UInt8] = [],
    terminal: Bool = false,
    columns: Int? = nil,
    outputFailure: ByteStreamError? = nil
  ) -> ConsoleClient {
    ConsoleClient(
      write: { stream, text in
        guard stream == .error || outputFailure == nil else { return }
        recorder.append(text, to: stream)
      },
      flush: { () throws(ByteStreamError) in
        if let outputFailure { throw outputFailure }
      },
      readStandardInput: { standardInput },
      isatty: { _ in terminal },
      isInputTerminal: { terminal },
      isInputPiped: { !terminal && !standardInput.isEmpty },
      terminalColumns: { columns },
      readLine: {
        let line = standardInput.prefix { $0 != UInt8(ascii: "\n") }
        return standardInput.isEmpty ? nil : String(decoding: line, as: UTF8.self)
      }
    )
  }
}
