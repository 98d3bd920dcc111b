import DataSource
import Model

extension StoreChange {
  /// The change in the words of the command that makes it: `log 80.0 kg on 2026-11-21 for
  /// ann`, `profile remove bob`.
  var summary: String {
    switch self {
    case .entryAdded(let profile, let entry):
      return "log \(Self.show(profile).entry(entry)) on \(entry.date) for \(profile.name)"
    case .entryReplaced(let profile, let old, let new):
      let show = Self.show(profile)
      var text = "log on \(new.date) for \(profile.name): \(show.entry(old)) → \(show.entry(new))"
      if old.note != new.note, show.entry(old) == show.entry(new) {
        text = "log --note on \(new.date) for \(profile.name)"
      }
      return text
    case .entryRemoved(let profile, let entry):
      return "unlog \(entry.date) for \(profile.name) (\(Self.show(profile).entry(entry)))"
    case .entries(let profile, let added, let replaced, let removed):
      let parts = [(added, "added"), (replaced, "replaced"), (removed, "removed")]
        .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
      return "changes to \(profile)'s log (\(parts.joined(separator: ", ")) entries)"
    case .profileAdded(let name): return "profile save \(name) (a new profile)"
    case .profileRemoved(let name): return "profile remove \(name)"
    case .profileRenamed(let old, let new): return "profile rename \(old) \(new)"
    case .profileUpdated(let name): return "profile save \(name)"
    case .heightMeasured(let change, let profile):
      return change.summary
        + ", and the profile's height \(Self.show(profile).height(profile.heightCentimetres))"
    case .defaultChanged(_, let new):
      return new.map { "profile use \($0)" } ?? "the default profile cleared"
    case .profiles(let names): return "changes to profiles \(names.joined(separator: ", "))"
    }
  }

  private static func show(_ profile: Profile) -> MeasureFormatter {
    MeasureFormatter(system: profile.units ?? .metric)
  }
}

extension UndoError {
  var commandLineError: CommandLineError {
    switch self {
    case .store(let failure):
      return failure.commandLineError
    case .nothingToUndo:
      // Nothing to undo is an empty answer, not a missing file: 1, as grep's "no match".
      return CommandLineError(
        .nothingToShow,
        "nothing to undo: bmi keeps one change, and it was undone already or none was made since")
    case .unusableSnapshot(let path, let problem):
      return CommandLineError(
        .dataError,
        "cannot undo: the undo snapshot \(path) \(problem.explanation); the store was left as it is"
      )
    case .storeChangedSince(let path):
      return CommandLineError(
        .dataError,
        "cannot undo: the store \(path) is not the one the undo snapshot was kept for: something other than bmi changed it since, or a later change could not keep its snapshot; the store was left as it is"
      )
    }
  }
}

extension UnusableSnapshot {
  var explanation: String {
    switch self {
    case .notASnapshot: return "is not one bmi wrote (it has no undo header)"
    case .breaksRule(let rule):
      return
        "would leave the store with \(QuotedValue.shorteningQuotedValue(in: rule)), which breaks the store's rules (bmi help topic store)"
    case .malformed(let line, let column, let reason):
      return "is damaged at line \(line), column \(column): \(reason)"
    case .unreadable(let failure):
      return "cannot be read: \(failure.reason)"
    case .notRegularFile(let kind):
      return "is \(kind.rawValue), not a regular file bmi wrote"
    case .untrusted(let owner, let permissions):
      return
        "is not to be trusted: it belongs to uid \(owner) with mode \(String(permissions, radix: 8)), and bmi restores only a snapshot of the store's owner that group and others cannot write (remove it if you did not make it)"
    case .tooLarge(let limit):
      return "is larger than the \(limit >> 20) MiB store bmi reads"
    case .otherSchema(let found, let current):
      return
        "holds a store of schema version \(found), not \(current) (the change migrated the store; its backup is the .bak file beside it)"
    }
  }
}
