import DataSource
import Model

/// `bmi help store`: where the store lives, how it is changed safely, and its limits.
enum StoreTopic {
  static var topic: HelpTopic {
    HelpTopic(
      name: "store",
      summary: "Where profiles and weigh-ins are kept, and how a change reaches the disk.",
      blocks: [
        .paragraph(
          "Profiles and weigh-ins live in one JSON file, the store. It is --store PATH if given, else $BMI_STORE, else $XDG_DATA_HOME/bmi/store.json when XDG_DATA_HOME is an absolute path, else ~/.local/share/bmi/store.json. 'bmi store path' prints which."
        ),
        .paragraph(
          "--store with an empty value is a usage error (64). An empty BMI_STORE is passed over for reading, but a command that would change the store refuses (64), so an unset variable in a script never changes the real store."
        ),
        .heading("Changes"),
        .paragraph(
          "A change holds an exclusive lock on <store>.lock (BMI_LOCK_TIMEOUT seconds, 5 by default; then 75), writes the new document to a hidden temporary file beside the store (.<store>.bmi-tmp-<random>, mode 0600, given the store's owner and group), syncs it, renames it over the store and syncs the directory. A crash leaves the old document or the new one, never a mix. Only temporary files with that name are swept by the next change. Directories bmi creates are 0700 and synced into their parents."
        ),
        .paragraph(
          "The store must be a regular file: a directory, FIFO, device or socket is refused (66) before any lock or temporary file is made, without waiting. A symbolic link is followed to the file it names, which is what gets replaced; a link in a world-writable sticky directory (like /tmp) owned by neither you nor the directory's owner is refused (66), as the kernel's protected_symlinks rule refuses it."
        ),
        .heading("Schema and backups"),
        .paragraph(
          "The file carries \"schema_version\" (now \(StoreDocument.currentSchemaVersion)). A store from a newer bmi is never read or overwritten (65). An older one is upgraded by the first change, after its old bytes are saved as <store>.v<N>.bak: one backup per version, replaced (never multiplied) if an earlier upgrade failed."
        ),
        .heading("Limits"),
        .table(
          header: ["Value", "Accepted"],
          rows: [
            ["store file", "at most \(StoreRepository.maximumBytes >> 20) MiB (larger: 65)"],
            ["weight, goal", range(StoreDocumentRules.kilograms, "kg")],
            ["height", range(StoreDocumentRules.heightCentimetres, "cm")],
            ["waist", range(StoreDocumentRules.waistCentimetres, "cm")],
            [
              "dates",
              "\(StoreDocumentRules.dates.lowerBound) to \(StoreDocumentRules.dates.upperBound)",
            ],
            [
              "profile name",
              "at most \(ProfileNameRule.characterLimit) characters and \(ProfileNameRule.byteLimit) bytes; no control, format or invisible characters; no spaces at either end; not starting with '-'",
            ],
          ]),
        .paragraph(
          "The same limits apply to an option, a CSV or JSON import and the store file itself: a stored value outside them makes every command stop with 65 and leave the file as it is."
        ),
      ])
  }

  private static func range(_ range: ClosedRange<Double>, _ unit: String) -> String {
    "\(FixedDecimal(range.lowerBound, places: 0)) to \(FixedDecimal(range.upperBound, places: 0)) \(unit)"
  }
}
