import DataSource
import Model

/// `bmi help topic store`: where the store file is, how it is written, locked and migrated.
enum StoreTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "store",
      summary: "Where profiles and weigh-ins are kept, and how the file is kept safe.",
      blocks: [
        .heading("Location"),
        .paragraph(
          "Profiles and weigh-ins live in one JSON file, found in this order (bmi store path prints the one in use; --json adds which source chose it and whether the file exists):"
        ),
        .table(
          header: ["Source", "Store file"],
          rows: [
            ["option", "--store PATH"],
            ["BMI_STORE", "$BMI_STORE"],
            [
              "XDG_DATA_HOME",
              "$XDG_DATA_HOME/bmi/store.json, when XDG_DATA_HOME is an absolute path (a relative one is ignored, as the XDG base directory specification requires)",
            ],
            ["HOME", "~/.local/share/bmi/store.json"],
          ]),
        .paragraph(
          "--store with an empty value is a usage error (64). An empty BMI_STORE is passed over for reading, but a command that would change the store refuses it (64), so an unset variable in a script never changes the usual store."
        ),
        .paragraph(
          "Reading commands (history, trend, profile list, export, ...) treat a missing store as empty and create nothing; the first command that changes something creates it."
        ),
        .heading("Modes"),
        .paragraph(
          "Directories bmi creates are 0700 and the store file is 0600, whatever the umask, and it stays 0600 after every rewrite. The lock file beside it is 0600 too. A rewrite keeps the store's owner and group (so sudo bmi log leaves the user's store the user's); when the new file cannot be given to them, the change is refused (73) and the store stays as it was."
        ),
        .heading("Atomic and durable writes"),
        .paragraph(
          "A change is written to a new temporary file in the same directory (.store.json.bmi-tmp-<random hex>, a hidden name only bmi makes, created exclusively, 0600), fsynced, renamed over the old store, and then the directory is fsynced so that the rename itself survives a crash. A run killed at any moment leaves the old document or the new one, never a mix; a temporary file left by a killed run is removed by the next change, and only files with that exact name shape are ever removed. Directories bmi creates are fsynced into their parents before anything is written in them. If a write fails part way (no space, an I/O error) the old document stays as it was and the command exits 73 or 74. If only the final sync of the directory fails, the change is in place but may not survive a crash, and the command says so and exits 74."
        ),
        .paragraph(
          "The undo snapshot (store.json.undo, see bmi help tracking) is the replaced file itself, kept by a hard link, so a change writes and syncs one file, not two. It takes the previous snapshot's place only after the store's rename succeeded: a change that fails or is killed keeps the snapshot before it. A store of 8 MiB or more is opened only when about five times its size can be allocated, and a change is encoded only when twice the bytes it writes can be: under a memory limit (ulimit -v) the command exits 74 (Cannot allocate memory) with the store untouched, never with a crash."
        ),
        .heading("Locking"),
        .paragraph(
          "A command that changes the store holds an exclusive flock on store.json.lock from reading the store to renaming the new one, so concurrent bmi processes never lose each other's updates. A process that cannot get the lock within \(Int(StoreLocator.defaultLockTimeoutSeconds)) seconds (BMI_LOCK_TIMEOUT, in seconds from 0 to 600, changes that; any other value stops a change with exit 64) exits 75. Reading commands take no lock: they always see a whole document."
        ),
        .heading("Symbolic links and bad places"),
        .paragraph(
          "A store path that is a symbolic link (or a chain of them) is followed: the file it finally names is replaced atomically, the link stays a link, and the temporary file, backups and lock go beside that file. A link to nothing or a loop of links is refused (exit 66) rather than creating a file where it points. A link planted at the lock's name is refused (exit 73). The store must be a regular file: a FIFO, device, socket or directory is refused (66) at once, before any lock or temporary file is made and without waiting on it. A link in a world-writable sticky directory (such as /tmp) that belongs to neither you nor the directory's owner is not followed (66), as the kernel's protected_symlinks rule would not follow it; the final file is opened without following links, so a link swapped in meanwhile is refused too. A store path that is a file that cannot be read, or a place that cannot be written gives one clear error (exit 66 or 73) and nothing is written anywhere else."
        ),
        .heading("A document bmi cannot read is never overwritten"),
        .paragraph(
          "If the file is not valid JSON or not a store document, every command exits 65 naming the file, line and column, and the file's bytes stay as they were. The same goes for a document whose schema_version is newer than this bmi reads (\(StoreDocument.currentSchemaVersion)): upgrade bmi rather than lose data. Members the schema does not define are refused, not dropped, so a misspelt member in a hand-edited file is reported instead of lost."
        ),
        .heading("Schema and migration"),
        .paragraph(
          "The document is JSON with \"schema_version\": \(StoreDocument.currentSchemaVersion), a default_profile (null, or the name of one of its profiles: one that names none is a damaged store, 65), and profiles, each with name, height_cm, sex, born, goal_kg, units, population, reference and entries, one per line, sorted by date, such as {\"date\": \"2026-01-14\", \"weight_kg\": 60.6, \"waist_cm\": 80.5, \"note\": \"after run\"}; waist_cm, height_cm, head_cm, arm_cm and note appear only when there is one, and an entry has at least one measure. Weights are kept to the gram and heights to 0.1 mm. Any change of shape gets a new schema version, so an older bmi refuses a newer file instead of dropping what it does not know. A document in an older version is read as it is and migrated on the next change, and the old file is kept beside it as store.json.v<old version>.bak: exactly one backup per version, since a backup that a failed migration left (the same old document) is replaced by the next attempt rather than joined by another copy. Version 0 is the layout of the pre-release prototype; version 1 is version 2 without a profile's population and an entry's waist_cm, and version 2 is version 3 without an entry's height_cm, head_cm and arm_cm."
        ),
        .heading("Limits"),
        .paragraph(
          "The same limits hold for an option, every import format and the store file itself: each value passes one gate. A stored or imported value outside them (NaN, an infinity, zero, a negative or an out-of-range number) is refused with 65 and never reaches arithmetic, with or without --force, which overrides only plausibility; the file is left as it is. The one zero that is no value is another app's CSV cell of 0 (0.0, 0,000): trackers write it for a measure not taken, so it is read as an empty cell, and a row with no other reading is counted as without a weight (bmi help topic import); a negative is refused there too, and so is a zero in bmi's own exports, which never write one. Before any change is written, the whole new document is checked against these limits, the name rules, the order of entries, the note limit and the size limit; a change that would break one is refused (65) and the store stays as it was, so bmi never writes a store it would then refuse to read."
        ),
        .table(
          header: ["Value", "Accepted"],
          rows: [
            [
              "store file, import",
              "at most \(StoreRepository.maximumBytes >> 20) MiB (larger: 65, read no further)",
            ],
            ["weight, goal", range(StoreDocumentRules.kilograms, "kg")],
            ["height", range(StoreDocumentRules.heightCentimetres, "cm")],
            ["waist", range(StoreDocumentRules.waistCentimetres, "cm")],
            ["head", range(StoreDocumentRules.headCentimetres, "cm")],
            ["arm (MUAC)", range(StoreDocumentRules.armCentimetres, "cm")],
            [
              "note",
              "at most \(StoreDocumentRules.noteCharacterLimit) characters (Unicode code points, so a letter with an accent typed as two counts two) in a change (a longer note an older bmi wrote is still read, but every change is refused until it is shortened with bmi log --note TEXT --date DATE; an imported CSV or NDJSON row with one is refused, or skipped with --skip-invalid, and a JSON document with one is refused whole: shorten it in the file)",
            ],
            [
              "dates",
              "\(StoreDocumentRules.dates.lowerBound) to \(StoreDocumentRules.dates.upperBound)",
            ],
            [
              "profile name",
              "at most \(ProfileNameRule.characterLimit) characters and \(ProfileNameRule.byteLimit) bytes of UTF-8; no control, format or invisible characters (C0, C1, bidi overrides and isolates, zero-width); no spaces at either end; not starting with '-'",
            ],
          ]),
      ])
  }

  private static func range(_ range: ClosedRange<Double>, _ unit: String) -> String {
    Measure.rangeText(range, unit, joiner: " to ")
  }
}
