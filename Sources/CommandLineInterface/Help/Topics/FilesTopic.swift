/// `bmi help files`: the files bmi reads and writes (the manual's FILES).
enum FilesTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "files",
      summary: "The store, its lock, temporary files and migration backups.",
      blocks: [
        .paragraph(
          "STORE below is the store file: --store PATH, else $BMI_STORE, else $XDG_DATA_HOME/bmi/store.json, else ~/.local/share/bmi/store.json ('bmi store path' prints it; see 'bmi help store')."
        ),
        .table(
          header: ["File", "What it is"],
          rows: [
            ["STORE", "Every profile and weigh-in, one JSON document, mode 0600."],
            [
              "STORE.lock",
              "Held with flock while a command changes the store, so concurrent runs never lose an update; mode 0600, left in place.",
            ],
            [
              "STORE.tmp-*",
              "The next document while it is written; renamed over STORE when complete. One left by a killed run is removed by the next change.",
            ],
            [
              "STORE.vN.bak",
              "The document as it was before an upgrade from schema version N (never overwritten: STORE.vN.2.bak, ... when taken).",
            ],
          ]),
        .paragraph(
          "When STORE is a symbolic link, these files go beside the file it finally names."),
      ],
      manualSection: "FILES")
  }
}
