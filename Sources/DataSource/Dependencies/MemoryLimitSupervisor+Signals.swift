#if canImport(Glibc)
  import Glibc

  /// The child the supervising parent waits for: a signal handler can reach only globals.
  nonisolated(unsafe) private var supervisedChild: pid_t = 0

  extension MemoryLimitSupervisor {
    /// While the parent waits: a terminal's interrupt or quit reaches the child too (one
    /// process group), so the parent ignores it and ends as the child ends; a termination
    /// or hang-up sent to the parent alone is passed on, so the child can finish or clean up.
    static func forwardSignals(to child: pid_t) {
      supervisedChild = child
      signal(SIGINT, SIG_IGN)
      signal(SIGQUIT, SIG_IGN)
      for relayed in [SIGTERM, SIGHUP] {
        signal(relayed) { received in kill(supervisedChild, received) }
      }
    }
  }
#endif
