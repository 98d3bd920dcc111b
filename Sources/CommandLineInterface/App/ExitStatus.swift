/// The published exit codes, the same in every command: `bmi help exit-codes` and the
/// manual's EXIT STATUS are generated from this table.
///
/// Failures follow BSD `sysexits.h` (64 to 75). "Nothing to show" (no weigh-ins in the range
/// asked for, too few for a trend or a chart) is 1 in every command, as `grep` and `ripgrep`
/// exit 1 for "no match": the command worked, the answer is empty, and a script can tell
/// that apart from success with `if` and from a real failure (64 and up) without parsing
/// text. A list still prints its empty form (`[]`, a CSV header) on stdout.
public enum ExitStatus: Int32, Sendable, CaseIterable {
  case success = 0
  /// Nothing to show, or nothing done: the command worked but its answer is empty.
  case nothingToShow = 1
  /// The command line was wrong: unknown option, bad value, missing argument.
  case usage = 64
  /// The input data was wrong: a bad CSV row, an unreadable or too-new store.
  case dataError = 65
  /// An input file does not exist or cannot be opened.
  case noInput = 66
  /// An internal error: a bug in bmi (please report it).
  case internalError = 70
  /// An output file or directory cannot be created.
  case cannotCreate = 73
  /// Reading or writing failed part-way: a full disk, an I/O error, a closed stdout.
  case ioError = 74
  /// Busy (another `bmi` holds the store): try again.
  case tryAgain = 75

  /// What the status means, for the manual and help (one source for the published table).
  public var meaning: String {
    switch self {
    case .success: return "success"
    case .nothingToShow:
      return
        "nothing to show: no weigh-ins in the range, too few for a trend or a chart, or a removal declined (like grep's no match)"
    case .usage: return "usage error: unknown option or command, missing or invalid value"
    case .dataError: return "bad data: an unreadable input row or store document"
    case .noInput: return "an input file is missing"
    case .internalError: return "an internal error (a bug in bmi: please report it)"
    case .cannotCreate: return "an output file cannot be created"
    case .ioError:
      return
        "an I/O error while reading or writing, including output that could not be written (a full disk, a closed stdout)"
    case .tryAgain: return "busy (another bmi holds the store): try again"
    }
  }
}
