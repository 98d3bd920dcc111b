import DataSource
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `ThreadPair`: the second piece of work runs on another thread at the same time as the
/// first, both results come back, and the pair can be used again and again.
struct ThreadPairTests {
  @Test func both_runsTheSecondOnAnotherThread_andReturnsBothResults() throws {
    let pair = try #require(ThreadPair())
    let here = pthread_self()
    let (first, second) = pair.both {
      (pthread_equal(pthread_self(), here) != 0, 1 + 1)
    } _: {
      (pthread_equal(pthread_self(), here) != 0, Array(repeating: UInt8(7), count: 1_000))
    }
    #expect(first.0 && first.1 == 2)
    #expect(!second.0 && second.1 == Array(repeating: 7, count: 1_000))
  }

  @Test func both_atTheSameTime_eachSeesTheOtherRunning() throws {
    // Each side raises its flag, then waits (up to a second) for the other's: only two
    // threads running at once can both see both flags.
    let pair = try #require(ThreadPair())
    let flags = Flags()
    let (first, second) = pair.both {
      flags.meet(0)
    } _: {
      flags.meet(1)
    }
    #expect(first && second)
  }

  @Test func both_thousandRounds_returnEveryResultInOrder() throws {
    let pair = try #require(ThreadPair())
    for round in 0..<1_000 {
      let (first, second) = pair.both {
        round * 2
      } _: { [round] in
        round * 3
      }
      #expect(first == round * 2 && second == round * 3)
    }
  }
}

/// Two flags shared by the two sides.
private final class Flags: Sendable {
  private let raised = Mutex([false, false])

  /// Raises flag `side`, then waits for the other one; `true` when it came.
  func meet(_ side: Int) -> Bool {
    raised.withLock { $0[side] = true }
    for _ in 0..<1_000 {
      if raised.withLock({ $0[1 - side] }) { return true }
      usleep(1_000)
    }
    return false
  }
}
