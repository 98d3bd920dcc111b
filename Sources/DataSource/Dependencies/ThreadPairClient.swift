/// A second thread for batch mode's second core, as a client, so that tests can run both
/// halves of a round on the calling thread or count the rounds.
public struct ThreadPairClient: DependencyClient {
  /// Starts a pair for one run, kept for as long as the returned value lives; `nil` when no
  /// second thread can be started (the run then stays on one core).
  public var start: @Sendable () -> Pair?

  public init(start: @escaping @Sendable () -> Pair?) {
    self.start = start
  }

  /// Two pieces of work at once, again and again.
  public struct Pair {
    /// Runs the second piece beside the first and returns when both are done.
    public var both: (_ first: () -> Void, _ second: @escaping () -> Void) -> Void

    public init(both: @escaping (_ first: () -> Void, _ second: @escaping () -> Void) -> Void) {
      self.both = both
    }
  }
}

extension ThreadPairClient {
  /// A POSIX thread beside the caller's (`ThreadPair` says why not a child task), and none
  /// under an address-space limit (`AddressSpace.isLimited`): the run stays on one core.
  public static let liveValue = ThreadPairClient(start: {
    AddressSpace.isLimited ? nil : ThreadPair().map { pair in Pair(both: pair.both) }
  })

  /// Both pieces on the calling thread, the first then the second: rounds run as they would
  /// on two cores, in an order a test can rely on. Nothing is written, so nothing to record.
  public static let testValue = ThreadPairClient.inline

  /// Both pieces on the calling thread, the first then the second.
  public static let inline = ThreadPairClient(start: {
    Pair(both: { first, second in
      first()
      second()
    })
  })
}

extension ThreadPairClient.Pair {
  /// Runs `second` beside `first` and returns both results. `second` is `@Sendable` so that
  /// the compiler checks it shares nothing mutable with `first`. Inlinable, so that the
  /// caller's types specialize it rather than being looked up at run time.
  @inlinable
  public func both<First, Second>(
    _ first: () -> First, _ second: @escaping @Sendable () -> sending Second
  ) -> (First, Second) {
    var firstResult: First?
    let slot = Slot<Second>()
    both({ firstResult = first() }, { slot.value = second() })
    return (firstResult!, slot.value!)
  }
}

/// Where the second piece leaves its result.
@usableFromInline
final class Slot<Value> {
  @usableFromInline var value: Value?

  @usableFromInline init() {}
}
