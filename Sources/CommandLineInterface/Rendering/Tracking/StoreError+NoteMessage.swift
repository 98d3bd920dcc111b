import DataSource

/// A change refused for a note over the limit, with only the way past it that works where it
/// was refused: a note the store held already (an older bmi kept it; every change is refused
/// until it is shortened) is shortened in the store, whatever the command; a note an import
/// brought is shortened in the file (`log` refuses a long --note as a usage error first). An import
/// that brings one is a JSON document (bmi's export, FHIR), taken whole: --skip-invalid,
/// which skips CSV and NDJSON rows (their notes are checked as they are read), cannot leave
/// it out.
extension StoreError {
  /// As `commandLineError`, for a failure of `bmi <command>`.
  func commandLineError(command: String) -> CommandLineError {
    guard case .refusedNote(let path, let rule, let date, let storedIn) = self else {
      return commandLineError
    }
    return Self.refused(
      path: path, rule: rule, mend: Self.mend(command: command, date: date, storedIn: storedIn))
  }

  /// The message of a refused change: what it would have left, and the way past it if any.
  static func refused(path: String, rule: String, mend: String?) -> CommandLineError {
    CommandLineError(
      .dataError,
      "refused the change: it would leave the store \(path) with \(QuotedValue.shorteningQuotedValue(in: rule)), which breaks the store's rules (bmi help topic store)\(mend.map { " (\($0))" } ?? ""); the store was left as it is"
    )
  }

  /// The way past a note over the limit for `command` (`nil`: not known).
  static func mend(command: String?, date: LocalDate, storedIn profile: String?) -> String? {
    if let profile {
      return
        "an older bmi kept it; shorten it first with bmi log --note TEXT --date \(date) --profile \(shellWord(profile))"
    }
    // `log` checks its --note as an option (64) before any change is made.
    guard command == "import" else { return nil }
    return
      "shorten it in the file: bmi takes a JSON document whole, so --skip-invalid cannot leave it out"
  }

  /// `name` as one word of a shell command: as it is when it holds only letters, digits and
  /// `.`, `_`, `-`; else in single quotes, a quote in it written `'\''`.
  static func shellWord(_ name: String) -> String {
    let plain = name.unicodeScalars.allSatisfy {
      ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        || "._-".unicodeScalars.contains($0)
    }
    if plain && !name.isEmpty { return name }
    return "'" + name.replacing("'", with: #"'\''"#) + "'"
  }
}
