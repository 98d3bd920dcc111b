import DataSource
import Synchronization

/// What a recording `ThreadPairClient` saw: pairs started and rounds run.
public final class ThreadPairLog: Sendable {
  private let counts = Mutex((starts: 0, rounds: 0))

  public init() {}

  /// Pairs started (a run starts at most one).
  public var starts: Int { counts.withLock { $0.starts } }
  /// Rounds run, both halves each.
  public var rounds: Int { counts.withLock { $0.rounds } }

  func started() { counts.withLock { $0.starts += 1 } }
  func ran() { counts.withLock { $0.rounds += 1 } }
}

extension ThreadPairClient {
  /// Both halves on the calling thread, the first then the second, each pair started and
  /// each round counted in `log`.
  public static func recording(_ log: ThreadPairLog) -> ThreadPairClient {
    ThreadPairClient(start: {
      log.started()
      return Pair(both: { first, second in
        log.ran()
        first()
        second()
      })
    })
  }

  /// No second thread can be started (`pthread_create` failed): runs stay on one core.
  public static let unavailable = ThreadPairClient(start: { nil })
}
