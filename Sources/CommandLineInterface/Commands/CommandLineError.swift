/// A failure to report: one line for stderr, and the exit status it ends with.
public struct CommandLineError: Error, Sendable, Equatable {
  public let status: ExitStatus
  public let message: String

  public init(_ status: ExitStatus, _ message: String) {
    self.status = status
    self.message = message
  }

  public static func usage(_ message: String) -> CommandLineError {
    CommandLineError(.usage, message)
  }
}
