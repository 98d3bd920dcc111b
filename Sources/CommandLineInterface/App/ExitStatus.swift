/// The published exit codes (BSD `sysexits.h`), the same in every command.
public enum ExitStatus: Int32, Sendable, CaseIterable {
  case success = 0
  case failure = 1
  /// The command line was wrong: unknown option, bad value, missing argument.
  case usage = 64
  /// The input data was wrong: a bad CSV row, an unreadable or too-new store.
  case dataError = 65
  /// An input file does not exist or cannot be opened.
  case noInput = 66
  /// An output file or directory cannot be created.
  case cannotCreate = 73
  /// Reading or writing failed part-way.
  case ioError = 74
  /// Busy (another `bmi` holds the store): try again.
  case tryAgain = 75

  /// What the status means, for the manual and help (one source for the published table).
  public var meaning: String {
    switch self {
    case .success: return "success"
    case .failure: return "anything else (an internal error)"
    case .usage: return "usage error: unknown option or command, missing or invalid value"
    case .dataError: return "bad data: an unreadable input row or store document"
    case .noInput: return "an input file is missing"
    case .cannotCreate: return "an output file cannot be created"
    case .ioError: return "an I/O error while reading or writing"
    case .tryAgain: return "busy (another bmi holds the store): try again"
    }
  }
}
