import DataSource
import Glibc
import Model

extension TrackingError {
  /// The commands that show what the store holds, for which an empty store is nothing to
  /// show.
  static let showingCommands: Set = [
    "history", "trend", "stats", "chart", "report", "profile show",
  ]

  /// The one-line error and exit status for this failure of `bmi <command>`. `arguments`
  /// names quantities given as arguments rather than options (`weight` for `bmi log`).
  func commandLineError(command: String, arguments: Set<String> = []) -> CommandLineError {
    switch self {
    case .store(let failure):
      return failure.commandLineError(command: command)
    case .storeLocationUnknown:
      return .usage("cannot tell where the store is: pass --store PATH, or set BMI_STORE or HOME")
    case .noProfiles:
      // A command that shows what the store holds has nothing to show (1, as with no
      // weigh-ins); one that changes a profile was asked for one that is not there (64).
      return CommandLineError(
        Self.showingCommands.contains(command) ? .nothingToShow : .usage,
        "no profiles yet; create one with 'bmi profile save NAME --height H'")
    case .noDefaultProfile(let available):
      return .usage(
        "no default profile; pass --profile NAME or choose one with 'bmi profile use NAME' (profiles: \(available.joined(separator: ", ")))"
      )
    case .profileNotFound(let name, let available):
      if let suggestion = NameSuggester.nearest(to: name, among: available) {
        return .usage("no profile named '\(name)'; did you mean '\(suggestion)'?")
      }
      return .usage("no profile named '\(name)'; profiles: \(available.joined(separator: ", "))")
    case .profileExists(let name):
      return .usage("a profile named '\(name)' already exists")
    case .invalidProfileName(let name, let problem):
      return .usage(
        "invalid profile name '\(TerminalText.escaped(name, atMost: 80))': \(problem.explanation)")
    case .invalidQuantity(let option, let text, let failure):
      let label = arguments.contains(option) ? option : "--\(option)"
      return .usage(failure.message(label: label, given: text, kind: QuantityKindName(option)))
    case .missingMeasurement(let option):
      let placeholder = option == "weight" ? "W" : "H"
      return .usage(
        "missing --\(option) \(placeholder) for 'bmi \(command)'; see 'bmi \(command) --help'")
    case .missingMeasurementOrSex(let option):
      let placeholder = option == "weight" ? "W" : "H"
      return .usage(
        "missing --\(option) \(placeholder) for 'bmi \(command)', or --sex female|male: a child is scored by what was measured once the sex is known; see 'bmi \(command) --help'"
      )
    case .noWeighInBy(let profile, let date):
      return .usage(
        "\(profile) has no weigh-in on or before \(date); pass --weight W for that day")
    case .newProfileNeedsHeight(let name):
      return .usage("missing --height H: '\(name)' is a new profile; see 'bmi \(command) --help'")
    case .childNeedsBirthDate(let name):
      return .usage(
        "--save keeps a child's weigh-in only with a birth date: --age is this calculation's alone, and '\(name)' would be classed as an adult; give --born YYYY-MM-DD instead"
      )
    case .childHeightTooOld(let name, let date, let last, let window):
      let latest = last.map { "the latest was logged on \($0)" } ?? "none was logged before it"
      return .usage(
        "no height of \(name) within \(window) days of \(date) (\(latest)), and a child's is not taken from another time: give --height H, or log the height measured then with bmi log --height H --date \(date)"
      )
    case .dateInFuture(let option, let date, let today):
      return .usage("invalid --\(option) \(date): it is after today (\(today))")
    case .entryNotFound(let profile, let date):
      return .usage("\(profile) has no weigh-in on \(date)")
    case .noEntries(let profile):
      return CommandLineError(
        .nothingToShow, "\(profile) has no weigh-ins yet; log one with 'bmi log WEIGHT'")
    case .importFailed(let failure):
      return failure.commandLineError(source: "the input")
    case .implausible(let problems):
      return problems.commandLineError
    case .implausibleRows(let rows):
      return rows.commandLineError
    }
  }
}

extension StoreError {
  var commandLineError: CommandLineError {
    switch self {
    case .unreadable(let path, let failure):
      // A store that cannot be opened at all (no permission, a directory, a file where a
      // directory should be) is an input that cannot be read, 66; a read that fails part-way
      // is an I/O error, 74.
      let status: ExitStatus =
        failure.call == "read" && !failure.isDirectory ? .ioError : .noInput
      return CommandLineError(status, "cannot read the store \(path): \(failure.reason)")
    case .malformed(let path, let line, let column, let reason):
      let reason = QuotedValue.shorteningQuotedValue(in: reason)
      return CommandLineError(
        .dataError,
        "the store \(path) is damaged at line \(line), column \(column): \(reason); it was left as it is (mend it, or move it aside to start a new one)"
      )
    case .newerSchema(let path, let found, let supported):
      return CommandLineError(
        .dataError,
        "the store \(path) has schema version \(found), newer than this bmi reads (\(supported)); it was left as it is: upgrade bmi"
      )
    case .busy(let lockPath, let seconds):
      return CommandLineError(
        .tryAgain,
        "the store is busy: another bmi held \(lockPath) for \(FixedDecimal(seconds, places: 1)) s; try again"
      )
    case .cannotCreate(let path, let failure):
      // Opened without following a link: one planted there (the lock file) is ELOOP, whose
      // own words ("too many levels of symbolic links") say something else.
      if failure.code == ELOOP {
        return CommandLineError(
          .cannotCreate,
          "cannot create \(path): it is a symbolic link, which bmi does not follow there; remove it (bmi creates the file itself)"
        )
      }
      return CommandLineError(.cannotCreate, "cannot create \(path): \(failure.reason)")
    case .writeFailed(let path, let failure):
      return CommandLineError(
        .ioError, "cannot write \(path): \(failure.reason); the store was left as it was")
    case .danglingLink(let path, let target):
      return CommandLineError(
        .noInput,
        "the store \(path) is a symbolic link to \(target), which does not exist; bmi does not create a store through a dangling link: pass --store \(target) to start one there, or remove the link"
      )
    case .notRegularFile(let path, let kind):
      return CommandLineError(
        .noInput,
        "the store \(path) is \(kind.rawValue), not a regular file; bmi reads and writes only a regular file there: pass --store with a file's path"
      )
    case .untrustedLink(let path, let link, let owner):
      return CommandLineError(
        .noInput,
        "the store \(path) goes through \(link), a symbolic link in a shared sticky directory owned by another user (uid \(owner)); bmi does not follow it, as the kernel's protected_symlinks rule would not: pass --store with the real path"
      )
    case .tooLarge(let path, let limit):
      return CommandLineError(
        .dataError,
        "the store \(path) is larger than \(limit >> 20) MiB, more than any store bmi writes; it was left as it is"
      )
    case .foreignOwner(let path, let owner, let group):
      return CommandLineError(
        .cannotCreate,
        "cannot rewrite the store \(path): it belongs to uid \(owner), gid \(group), and this user cannot give the new file to them; run bmi as that user"
      )
    case .emptyVariable(let name):
      return .usage(
        "\(name) is set but empty, so bmi will not change the usual store in its place; set \(name) to a path, unset it, or pass --store PATH"
      )
    case .unusableVariable(let name, let value, let expected):
      return .usage(
        "\(name) is '\(TerminalText.escaped(value))', not \(expected), so bmi will not change the store; fix it or unset it"
      )
    case .refusedChange(let path, let rule):
      return Self.refused(path: path, rule: rule, mend: nil)
    case .refusedNote(let path, let rule, let date, let storedIn):
      // Without the command, only the way past a note the store held already is known.
      return Self.refused(
        path: path, rule: rule, mend: Self.mend(command: nil, date: date, storedIn: storedIn))
    case .snapshotNotWritten(let path, let failure, let creating):
      return CommandLineError(
        creating ? .cannotCreate : .ioError,
        "cannot write the undo snapshot \(path): \(failure.reason); the change was not made and the store was left as it was"
      )
    case .snapshotNotKept(let path, let failure):
      return CommandLineError(
        .ioError,
        "the store was changed, but the undo snapshot \(path) could not be kept: \(failure.reason); bmi undo cannot undo this change"
      )
    case .notDurable(let path, let failure):
      return CommandLineError(
        .ioError,
        "the store \(path) was changed, but syncing \(failure.path) failed: \(failure.reason); the change may be lost if the system crashes"
      )
    }
  }
}

extension ProfileNameProblem {
  var explanation: String {
    switch self {
    case .empty: return "a name cannot be empty"
    case .tooLong(let limit): return "use at most \(limit) characters"
    case .tooManyBytes(let limit): return "use at most \(limit) bytes of UTF-8"
    case .unprintable:
      return "no control, format or invisible characters, and no spaces at either end"
    case .leadingDash: return "it cannot start with '-'"
    }
  }
}

extension QuantityKindName {
  /// `height` for a height, `waist` for the other lengths (waist, head, arm), `weight` for
  /// every weight (`weight`, `goal`).
  init(_ option: String) {
    switch option {
    case "height": self = .height
    case "waist", "head", "arm": self = .waist
    default: self = .weight
    }
  }
}
