/// `bmi help security`: whom bmi protects the store from, and the guarantees that hold.
enum SecurityTopic {
  /// Each guarantee and the test that proves it (`Suite.test`; the table shows the suite,
  /// since test names are longer than a terminal line), as in Tests/README.md.
  static let guarantees: [(guarantee: String, test: String)] = [
    (
      "A value outside the domain's ranges (weight, goal, height, waist, dates, names) is refused whether it comes from an option (a usage error, 64, a --note over the store's limit too), an import or the store file (65), and never reaches arithmetic; an argument whose bytes are not UTF-8 is refused (64) before it is read, not stored as U+FFFD",
      "HostileStoreTests.everyCommand_hostileStore_exit65NamingTheStoreAndLeavesItByteForByte, StoreHardeningTests.import_goalOf1e17_refused65AndTrendNeverTraps"
    ),
    (
      "NaN, infinite, zero, negative or out-of-range values are refused through every way in (options, each import format, the store file, the undo snapshot), --force or not (another app's CSV cell of 0 is that app's 'not measured': read as empty, never stored); every change is checked against everything the reader demands (values, names, order, notes of at most 1,000 characters, 256 MiB) before it is written, and refused with 65 and the store untouched",
      "BadValueEveryWayInTests.badValue_refusedAndStoreUntouched, StoreWriteGateTests.update_documentWithABadValue_refusedAndStoreUntouched, ImportZeroReadingTests"
    ),
    (
      "The undo snapshot is opened without following links and restored only when it is a regular file of the store's owner that group and others cannot write, and its document keeps every rule of a change (the note limit too)",
      "UndoSnapshotTrustTests.undo_snapshotWritableByOthers_refused65, UndoSnapshotTrustTests.undo_snapshotIsASymbolicLink_notFollowed65"
    ),
    (
      "A change killed or failing between any two of its steps leaves the store and the undo snapshot each old or new, keeps the previous snapshot until the store's rename, and undo then restores the right document or refuses",
      "StoreUndoCrashTests.change_killedAtEveryCall_storeAndSnapshotOldOrNewAndUndoTellsTheTruth"
    ),
    (
      "Under a memory limit (ulimit -v) every command (on a large store, an import, a batch run, a chart or report past what the limit leaves) ends with one line and a documented status, the store untouched: under a limit the command runs in a child process, and one that runs out of memory anywhere ends with one line and 74 instead of the runtime's trap",
      "StoreMemoryLimitTests.everyCommand_largeStoreUnderAMemoryLimit_oneLineAndADocumentedStatus, StoreMemoryLimitTests.importAppleHealth_underTightMemoryLimits_zeroOrOneLineAnd74, BatchMemoryLimitTests.batch_underMemoryLimits_finishesOrOneLineAnd74, MemoryLimitSupervisorTests.command_underEveryTightLimit_zeroOrOneLineAnd74"
    ),
    (
      "Every command survives stores built from the extremes of every field",
      "ExtremeStoreFuzzTests.everyCommand_storesAtTheExtremesOfEveryField_neverTrap"
    ),
    (
      "A FIFO, device, socket or directory as the store is refused at once, before a lock or temporary file exists",
      "StoreHardeningTests.store_notARegularFile_refusedWithoutLockOrWaiting"
    ),
    (
      "A link another user planted in a world-writable sticky directory is not followed",
      "StoreHardeningTests.store_linkPlantedInAStickyDirectoryByAnotherUser_refused"
    ),
    (
      "Only temporary files named by bmi (.<store>.bmi-tmp-<hex>) are swept",
      "StoreRepositoryTests.update_staleTemporaryFiles_onlyBmisOwnAreRemoved"
    ),
    (
      "Directories bmi creates are synced into their parents; any failing call leaves the old document",
      "StoreFaultTests.update_failingEachCallInTurn_oldDocumentKeptAndNextRunLeavesNoTemporaryFile"
    ),
    (
      "Endless or huge input to import and the store reader ends with a clear error under a memory limit",
      "StoreHardeningTests.import_endlessInputUnderAMemoryLimit_endsWithAClearError"
    ),
    (
      "A rewrite keeps the store's owner and group (sudo bmi log)",
      "StoreHardeningTests.rewrite_asRootOfAnotherUsersStore_keepsOwnerAndGroup"
    ),
    (
      "--store \"\" is a usage error; an empty BMI_STORE never lets a change reach the usual store",
      "StoreHardeningTests.emptyStoreOption_usageError, StoreHardeningTests.emptyBMIStore_changeRefusedReadFallsBack"
    ),
    (
      "Profile names with control, format or invisible characters, or too long, are refused on every way in",
      "StoreHardeningTests.unprintableProfileName_refusedOnEveryWayIn"
    ),
    (
      "Text from the store is escaped before it reaches a terminal",
      "StoreHardeningTests.history_noteWithTerminalEscapes_printedEscaped"
    ),
    (
      "CSV output is escaped on a terminal too; a file or a pipe gets the data exactly",
      "CSVOnTerminalTests.csv_noteWithEscapes_escapedOnATerminalExactInAPipe"
    ),
    (
      "JSON and NDJSON on a terminal write format characters (a bidi override) as \\u escapes, the same text once parsed",
      "CSVOnTerminalTests.json_noteWithAnOverride_escapedOnATerminalExactInAPipe"
    ),
    (
      "A failed migration leaves at most one backup; a successful one keeps exactly one",
      "StoreRepositoryTests.update_version0BackupExists_isReplacedSoOneBackupIsKept"
    ),
    (
      "NDJSON input with a duplicate key, invalid UTF-8 or an unpaired surrogate is refused (65) or skipped and reported (--skip-invalid); output stays valid UTF-8 JSON",
      "NDJSONHardeningTests.batch_badLine_exit65OrSkippedAndReported"
    ),
    (
      "A SIGKILL before, during or after a write leaves the old document or the new one",
      "CrashAndConcurrencyTests.log_sigkilledAtRandomMomentsOfALargeRewrite_storeIsAlwaysTheOldDocumentOrTheNew"
    ),
  ]

  static var topic: HelpTopic {
    HelpTopic(
      name: "security",
      summary: "Whom bmi protects your data from, and what it guarantees.",
      blocks: [
        .heading("Threat model"),
        .paragraph(
          "bmi protects the store from other local users (links planted in shared directories, look-alike temporary files, a store left to another owner by sudo), from a hostile file handed to it (a store or import with out-of-range values, unprintable names, terminal escapes or endless bytes), from a crash at any moment of a write, and from a full disk: in each case the store keeps its old document or the new one, and bmi ends with one clear line and a documented status instead of crashing or hanging."
        ),
        .paragraph(
          "It does not protect the store from root, nor from the user's own shell and account: anything that runs as you can read and change your store, and bmi does not encrypt it."
        ),
        .heading("Guarantees"),
      ]
        + guarantees.map { row in
          let suites = Set(row.test.split(separator: ", ").map { $0.split(separator: ".")[0] })
          return .paragraph(
            "- \(row.guarantee) (tests: \(suites.sorted().joined(separator: ", ")))")
        })
  }
}
