/// `bmi help exit-codes`: the published exit statuses, generated from `ExitStatus`.
enum ExitCodesTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "exit-codes",
      summary: "What each exit status means; the same in every command.",
      blocks: [
        .paragraph(
          "Every command ends with one of these statuses (BSD sysexits.h for failures), so a script can tell an empty answer from a mistake in its command line, bad data, a missing file, a failed write or a busy store. Nothing to show is 1 in every command and format, as grep and ripgrep exit 1 for no match; lists still print their empty form ([] or a CSV header)."
        ),
        .table(
          header: ["Status", "Meaning"],
          rows: ExitStatus.allCases.map { [String($0.rawValue), $0.meaning] }),
      ],
      manualSection: "EXIT STATUS")
  }
}
