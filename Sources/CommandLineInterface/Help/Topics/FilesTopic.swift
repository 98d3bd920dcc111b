/// `bmi help files`: the files bmi reads and writes (the manual's FILES).
enum FilesTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "files",
      summary: "The store, its lock, temporary files and migration backups.",
      blocks: [
        .paragraph(
          "STORE below is the store file: --store PATH, else $BMI_STORE, else $XDG_DATA_HOME/bmi/store.json, else ~/.local/share/bmi/store.json ('bmi store path' prints it; see 'bmi help topic store')."
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
              "STORE.undo",
              "The undo snapshot: the document as it was before the last change (the old file itself, by a hard link, with a last line naming the change), for bmi undo (one level); mode 0600, the store's owner.",
            ],
            [
              ".STORE.bmi-tmp-HEX",
              "The next document while it is written, or the next undo snapshot until the store's rename (hidden, beside STORE, a random hexadecimal suffix); renamed over STORE (or STORE.undo) when complete. One left by a killed run is removed by the next change; no other name is ever removed.",
            ],
            [
              "STORE.vN.bak",
              "The document as it was before an upgrade from schema version N, exactly one per version: a failed upgrade's backup is replaced by the next attempt.",
            ],
          ]),
        .paragraph(
          "When STORE is a symbolic link, these files go beside the file it finally names."),
      ],
      manualSection: "FILES")
  }
}
