#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Under an address-space limit (`ulimit -v`), the command runs in a child process whose
/// standard error passes through this one, so that running out of memory anywhere ends with
/// one line and status 74, never the runtime's trap and stack trace.
///
/// Why a second process: the Swift runtime cannot hand a failed allocation back to its
/// caller; it prints `Fatal error: failed to allocate …` and a stack trace, then aborts.
/// Commands ask before their large allocations (`AddressSpace.canAllocate`), but any small
/// one can be the one that fails at a tight limit. The parent relays the child's standard
/// error until such a trap, swallows the trap and its trace, and says it in one line. Store
/// changes are atomic, so a child that dies leaves the store whole (before or after).
///
/// Without a limit nothing of this runs: no fork, no pipe, no cost.
public enum MemoryLimitSupervisor {
  /// The runtime's words for a failed allocation, at the start of its fatal error.
  static let allocationFailure = Array("Fatal error: failed to allocate".utf8)
  static let fatalError = Array("Fatal error: ".utf8)
  /// `fatalError` at the start of a line.
  static let lineStart = [0x0A] + fatalError

  /// Returns in the child (or when no child could be made: the command runs as before);
  /// never returns in the parent, which exits with the child's status.
  public static func superviseIfLimited() {
    #if canImport(Glibc)
      guard AddressSpace.isLimited else { return }
      supervise()
    #endif
  }
}

#if canImport(Glibc)
  extension MemoryLimitSupervisor {
    private static func supervise() {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { return }
      let child = fork()
      if child < 0 {
        close(ends[0])
        close(ends[1])
        return
      }
      if child == 0 {
        dup2(ends[1], STDERR_FILENO)
        close(ends[0])
        close(ends[1])
        return
      }
      close(ends[1])
      // The child has standard input and output; a reader downstream sees their end when the
      // child closes them. /dev/null keeps the numbers taken.
      let null = open("/dev/null", O_RDWR)
      if null >= 0 {
        dup2(null, STDIN_FILENO)
        dup2(null, STDOUT_FILENO)
        if null > STDERR_FILENO { close(null) }
      }
      forwardSignals(to: child)
      let fatal = relay(from: ends[0])
      close(ends[0])
      exit(verdict(of: wait(for: child), fatal: fatal))
    }

    /// Copies the child's standard error to this one up to a fatal error of the runtime (its
    /// words at the start of a line: a bmi message quoting them in a user's value goes
    /// through), and returns that error's first line (without the trace after it), or `nil`
    /// when none came. `pending` starts with a line feed that stands for the stream's start
    /// and is never written.
    private static func relay(from descriptor: Int32) -> [UInt8]? {
      var pending: [UInt8] = [0x0A]
      var written = -1
      var fatal: [UInt8]?
      var chunk = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        if fatal != nil {
          // Only the rest of the fatal error's first line is kept.
          if let line = fatal, !line.contains(0x0A) { fatal = line + chunk[0..<count] }
          continue
        }
        pending += chunk[0..<count]
        if let start = find(lineStart, in: pending) {
          written = flush(Array(pending[...start]), skipping: written)
          fatal = Array(pending[(start + 1)...])
          pending = []
        } else {
          // All but what could be the start of the words, split between two reads.
          let keep = min(pending.count, lineStart.count - 1)
          written = flush(Array(pending[..<(pending.count - keep)]), skipping: written)
          pending = Array(pending[(pending.count - keep)...])
        }
      }
      if fatal == nil { _ = flush(pending, skipping: written) }
      return fatal.map { line in Array(line.prefix { $0 != 0x0A }) }
    }

    /// Writes `bytes` but the stream-start line feed (`skipping` -1: not yet passed); returns
    /// 0 once it is.
    private static func flush(_ bytes: [UInt8], skipping start: Int) -> Int {
      write(start < 0 ? Array(bytes.dropFirst()) : bytes)
      return start < 0 && bytes.isEmpty ? start : 0
    }

    /// The child's ending as this process's status, with the one line that explains a trap.
    private static func verdict(of status: Int32, fatal: [UInt8]?) -> Int32 {
      // Exited: its own status (and its own messages, relayed).
      if status & 0x7f == 0 { return (status >> 8) & 0xff }
      let signal = status & 0x7f
      let outOfMemory = fatal.map { find(allocationFailure, in: $0) == 0 } ?? true
      if let fatal, !outOfMemory {
        write(
          Array("bmi: internal error (please report it): ".utf8) + fatal.dropFirst(fatalError.count)
            + [0x0A])
        return 70
      }
      guard [SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP].contains(signal) else {
        // Interrupted or killed: end the same way, so the shell sees what happened.
        Glibc.signal(signal, SIG_DFL)
        raise(signal)
        return 128 + signal
      }
      var limit = rlimit()
      let kibibytes =
        getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0
        ? " \(limit.rlim_cur / 1024)" : ""
      write(
        Array(
          "bmi: not enough memory for this command under the address-space limit (ulimit -v\(kibibytes)); a store change is made whole or not at all: Cannot allocate memory\n"
            .utf8))
      return 74
    }

    private static func wait(for child: pid_t) -> Int32 {
      var status: Int32 = 0
      while waitpid(child, &status, 0) < 0 {
        guard errno == EINTR else { return 70 << 8 }
      }
      return status
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
      guard haystack.count >= needle.count else { return nil }
      for start in 0...(haystack.count - needle.count)
      where haystack[start] == needle[0]
        && haystack[start..<start + needle.count].elementsEqual(needle)
      {
        return start
      }
      return nil
    }

    private static func write(_ bytes: [UInt8]) {
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes {
          Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count)
        }
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return }
        offset += written
      }
    }
  }
#endif
