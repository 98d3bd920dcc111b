#if os(Linux)
  import Glibc
  import TestSupport

  extension CrashLoop {
    /// What a crash loop saw: how its kills landed, and every broken promise.
    struct Report: Sendable, CustomStringConvertible {
      var tally = KillTally()
      var runSeconds = 0.0
      var writeSeconds = 0.0
      var entries = 0
      /// Empty when the store was the old or the new document after every run, mode 0600,
      /// with no temporary file left once a run had written.
      var problems: [String] = []

      var description: String {
        let run = Int(runSeconds * 1000)
        let write = Double(Int(writeSeconds * 10_000)) / 10
        return "crash loop: \(entries) entries, run \(run) ms, write \(write) ms; \(tally)"
      }
    }

    /// Runs `bmi log` until at least `kills` runs died of SIGKILL: three kills in four at a
    /// random moment of a run, one in four just after the temporary file appears (the write
    /// itself is a small part of a run). Random from `seed`, timed from runs left to finish;
    /// then any kind of kill that none of those landed (before, during, after the write) is
    /// aimed at until it lands, so the tally the test asserts does not depend on timing.
    func killRepeatedly(atLeast kills: Int, seed: UInt64) throws -> Report {
      var report = Report(entries: document.profiles[0].entries.count)
      if (try? directory.readStore()) != document { report.problems.append("bad fixture") }
      // The quickest of three runs, since the first are often slow, and so is any run while
      // other tests hog the cores; the median write, since an fsync may stall.
      let calibration = try (0..<3).map { _ in try run(.never) }
      for run in calibration where run.termination != .exited(0) || run.writeSeconds == nil {
        report.problems.append("a run left to finish: \(run.termination), \(run.stderr)")
        return report
      }
      report.runSeconds = calibration.map(\.seconds).min()!
      report.writeSeconds = calibration.compactMap(\.writeSeconds).sorted()[1]
      var random = SeededGenerator(seed: seed)
      while report.tally.kills < kills, report.tally.runs < 5 * kills {
        let moment: Moment =
          Int.random(in: 0..<4, using: &random) > 0
          ? .after(seconds: Double.random(in: 0...(1.2 * report.runSeconds), using: &random))
          : .temporaryFileCreated(
            plus: Double.random(in: 0...(2 * report.writeSeconds), using: &random),
            timeout: 1 + 20 * report.runSeconds)
        let run = try run(moment)
        report.tally.count(run)
        if let problem = problem(in: run) {
          report.problems.append("run \(report.tally.runs), \(moment): \(problem)")
          return report
        }
        if run.termination == .exited(0) { report.runSeconds = min(report.runSeconds, run.seconds) }
      }
      // Random moments may, on a loaded machine, miss a kind of kill the test needs; each
      // missing kind is then aimed at directly, retried until it lands (bounded), so the
      // result never depends on timing.
      try aimAtMissingKinds(&report)
      if !report.problems.isEmpty { return report }
      let last = try run(.never)
      if let problem = problem(in: last)
        ?? (last.outcome == .new ? nil : "the last run did not write")
      {
        report.problems.append("last run: \(problem)")
      }
      if directory.contents() != [storeName, storeName + ".lock", storeName + ".undo"] {
        report.problems.append("left in the directory: \(directory.contents())")
      }
      return report
    }

    /// At most this many aimed runs per kind of kill; each lands with high probability, so
    /// running out means something is wrong, not slow.
    static let aimedAttempts = 200

    private func aimAtMissingKinds(_ report: inout Report) throws {
      let aims: [(Moment, (KillTally) -> Bool)] = [
        // Killed at once, before it can have read the store.
        (.after(seconds: 0), { $0.beforeWrite > 0 }),
        // Killed the moment its temporary file appears, before its rename.
        (.temporaryFileCreated(plus: 0, timeout: 10), { $0.midWrite > 0 }),
        // Left to finish.
        (.never, { $0.afterRename + $0.finished > 0 }),
      ]
      for (moment, landed) in aims {
        var attempts = 0
        while !landed(report.tally), attempts < Self.aimedAttempts {
          attempts += 1
          let run = try run(moment)
          report.tally.count(run)
          if let problem = problem(in: run) {
            report.problems.append("aimed run \(attempts), \(moment): \(problem)")
            return
          }
        }
      }
    }

    private func problem(in run: Run) -> String? {
      if case .neither(let problem) = run.outcome { return problem }
      switch run.termination {
      case .signalled(SIGKILL): break
      case .exited(0) where run.outcome == .new: break
      default: return "\(run.termination), store \(run.outcome): \(run.stderr)"
      }
      if directory.permissions(of: storeName) != 0o600 {
        return "store mode \(String(directory.permissions(of: storeName) ?? 0, radix: 8))"
      }
      // A run that wrote and finished removed every temporary file a killed run had left (one
      // killed after the store's rename may leave its undo snapshot's temporary name).
      if run.outcome == .new, run.termination == .exited(0), !run.temporaryFiles.isEmpty {
        return "temporary files left after a write: \(run.temporaryFiles.sorted())"
      }
      return nil
    }
  }
#endif
