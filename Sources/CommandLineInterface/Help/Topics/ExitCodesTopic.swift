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
        .paragraph(
          "A reader that stops early (bmi export | head) is no failure: output a pipe's reader no longer wants ends the command quietly with 0, as the reader chose; a closed or full stdout that was never read (>&-, /dev/full) is 74, and so is a write past a file-size limit (ulimit -f), the store as it was. Under a memory limit (ulimit -v) every command ends with one line and its status, down to about 14 MiB of address space; below that the system cannot load the program at all, and the shell reports the signal (139), before bmi runs."
        ),
      ],
      manualSection: "EXIT STATUS")
  }
}
