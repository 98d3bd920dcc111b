#if os(Linux)
  /// What the kills of a crash loop hit.
  struct KillTally: CustomStringConvertible {
    var runs = 0
    /// Killed with the store untouched and no temporary file of its own.
    var beforeWrite = 0
    /// Killed with its temporary file still there: the store was untouched.
    var midWrite = 0
    /// Of those, how many had not written yet, or had written part of the document.
    var emptyTemporaryFiles = 0
    var partialTemporaryFiles = 0
    /// Killed after the rename: the store was the new document.
    var afterRename = 0
    /// Exited before the signal came.
    var finished = 0

    var kills: Int { beforeWrite + midWrite + afterRename }

    mutating func count(_ run: CrashLoop.Run) {
      runs += 1
      switch (run.termination, run.outcome) {
      case (.exited, _): finished += 1
      case (_, .new): afterRename += 1
      case _ where run.leftTemporaryFile != nil:
        midWrite += 1
        switch run.leftTemporaryFile {
        case .empty: emptyTemporaryFiles += 1
        case .partial: partialTemporaryFiles += 1
        default: break
        }
      default: beforeWrite += 1
      }
    }

    var description: String {
      "\(runs) runs, \(kills) kills: \(beforeWrite) before the write, \(midWrite) mid-write (temporary file empty \(emptyTemporaryFiles), partial \(partialTemporaryFiles), complete \(midWrite - emptyTemporaryFiles - partialTemporaryFiles)), \(afterRename) after the rename; \(finished) finished first"
    }
  }
#endif
