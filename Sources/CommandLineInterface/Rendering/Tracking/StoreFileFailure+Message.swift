import Model

extension StoreFileFailure {
  /// The line and status for `bmi store path` or `bmi undo` (`command`) failing.
  func commandLineError(command: String) -> CommandLineError {
    switch self {
    case .location(let error): return error.commandLineError(command: command)
    case .undo(let error): return error.commandLineError
    }
  }
}
