import DataSource
import Dispatch
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `ThreadPairClient.liveValue`: the second piece of work runs on another thread at the same
/// time as the first, both results come back, and the pair can be used again and again.
/// Nothing here waits for a time: overlap is proved by a handshake that only two threads
/// running at once can complete (a pair that ran the pieces one after the other would wait
/// for ever, so the time limit turns that into a failure rather than a hung run).
struct ThreadPairTests {
  @Test func both_runsTheSecondOnAnotherThread_andReturnsBothResults() throws {
    let sut = try #require(ThreadPairClient.liveValue.start())
    let here = pthread_self()
    let (first, second) = sut.both {
      (pthread_equal(pthread_self(), here) != 0, 1 + 1)
    } _: {
      (pthread_equal(pthread_self(), here) != 0, Array(repeating: UInt8(7), count: 1_000))
    }
    #expect(first.0 && first.1 == 2)
    #expect(!second.0 && second.1 == Array(repeating: 7, count: 1_000))
  }

  @Test(.timeLimit(.minutes(1)))
  func both_atTheSameTime_eachWaitsForTheOthersSignal() throws {
    // Each side signals its own semaphore, then waits for the other's: the first piece can
    // only return once the second has started, and the second once the first has.
    let sut = try #require(ThreadPairClient.liveValue.start())
    let (firstIn, secondIn) = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
    let (first, second) = sut.both {
      firstIn.signal()
      secondIn.wait()
      return "first"
    } _: {
      secondIn.signal()
      firstIn.wait()
      return "second"
    }
    #expect(first == "first" && second == "second")
  }

  @Test func both_thousandRounds_returnEveryResultInOrder() throws {
    let sut = try #require(ThreadPairClient.liveValue.start())
    for round in 0..<1_000 {
      let (first, second) = sut.both {
        round * 2
      } _: { [round] in
        round * 3
      }
      #expect(first == round * 2 && second == round * 3)
    }
  }

  @Test func both_inline_runsTheFirstThenTheSecondHere() throws {
    let sut = try #require(ThreadPairClient.inline.start())
    let here = pthread_self()
    let order = Order()
    let (first, second) = sut.both {
      order.append("first")
      return pthread_equal(pthread_self(), here) != 0
    } _: {
      order.append("second")
      return pthread_equal(pthread_self(), here) != 0
    }
    #expect(first && second)
    #expect(order.names == ["first", "second"])
  }
}

/// The order the pieces ran in (one thread only: `inline`).
private final class Order: @unchecked Sendable {
  var names: [String] = []
  func append(_ name: String) { names.append(name) }
}
