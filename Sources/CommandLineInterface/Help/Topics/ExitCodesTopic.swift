/// `bmi help exit-codes`: the published exit statuses, generated from `ExitStatus`.
enum ExitCodesTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "exit-codes",
      summary: "What each exit status means; the same in every command.",
      blocks: [
        .paragraph(
          "Every command ends with one of these statuses (BSD sysexits.h), so a script can tell a mistake in its command line from bad data, a missing file, a failed write or a busy store."
        ),
        .table(
          header: ["Status", "Meaning"],
          rows: ExitStatus.allCases.map { [String($0.rawValue), $0.meaning] }),
      ],
      manualSection: "EXIT STATUS")
  }
}
