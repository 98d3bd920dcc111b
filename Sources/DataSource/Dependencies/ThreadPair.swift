#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Two pieces of work at once, again and again: one on the calling thread, one on a second
/// POSIX thread that lives as long as the pair and waits between pieces. The live value of
/// `ThreadPairClient`; nothing else uses it directly.
///
/// Batch mode shares each window of rows between two cores this way rather than with child
/// tasks. Awaiting a task suspends the main actor, and the first suspension of an async
/// `main` hands the main thread to `dispatch_main`, which ends it with `pthread_exit`: its
/// forced unwind makes the static executable's unwinder sort every frame description first,
/// about 6 ms on one core, while the cooperative pool was still starting its threads.
/// Measured: the first 18 ms of a 140 ms run went at one core's speed. A thread started per
/// window was worse: the scheduler first runs a new thread on its parent's core.
final class ThreadPair {
  private let lock: UnsafeMutablePointer<pthread_mutex_t>
  private let changed: UnsafeMutablePointer<pthread_cond_t>
  /// Guarded by `lock`: work handed over and not yet taken, work running, and the end.
  private var handedOver: (() -> Void)?
  private var isRunning = false
  private var isClosing = false
  private var thread: pthread_t?

  /// `nil` when no thread can be started.
  init?() {
    lock = .allocate(capacity: 1)
    changed = .allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
    pthread_cond_init(changed, nil)
    let context = Unmanaged.passUnretained(self).toOpaque()
    // Without a thread, `deinit` (which runs for a failed initializer too) cleans up.
    guard let thread = Self.start(context) else { return nil }
    self.thread = thread
  }

  deinit {
    pthread_mutex_lock(lock)
    isClosing = true
    pthread_cond_broadcast(changed)
    pthread_mutex_unlock(lock)
    if let thread { pthread_join(thread, nil) }
    Self.destroy(lock, changed)
  }

  /// Runs `second` on the second thread while `first` runs here, and returns when both are
  /// done (the lock orders the second thread's writes before the return).
  func both(_ first: () -> Void, _ second: @escaping () -> Void) {
    pthread_mutex_lock(lock)
    handedOver = second
    pthread_cond_broadcast(changed)
    pthread_mutex_unlock(lock)
    first()
    pthread_mutex_lock(lock)
    while handedOver != nil || isRunning { pthread_cond_wait(changed, lock) }
    pthread_mutex_unlock(lock)
  }

  /// The second thread: takes each piece of work as it is handed over, until the pair ends.
  private func serve() {
    pthread_mutex_lock(lock)
    while true {
      while handedOver == nil && !isClosing { pthread_cond_wait(changed, lock) }
      guard let work = handedOver else { break }
      handedOver = nil
      isRunning = true
      pthread_mutex_unlock(lock)
      work()
      pthread_mutex_lock(lock)
      isRunning = false
      pthread_cond_broadcast(changed)
    }
    pthread_mutex_unlock(lock)
  }

  private static func destroy(
    _ lock: UnsafeMutablePointer<pthread_mutex_t>, _ changed: UnsafeMutablePointer<pthread_cond_t>
  ) {
    pthread_cond_destroy(changed)
    pthread_mutex_destroy(lock)
    changed.deallocate()
    lock.deallocate()
  }

  // The pair outlives its thread (`deinit` joins it), so the thread holds it unretained.
  #if canImport(Glibc)
    private static func start(_ context: UnsafeMutableRawPointer) -> pthread_t? {
      var thread = pthread_t()
      let status = pthread_create(
        &thread, nil,
        { context in
          Unmanaged<ThreadPair>.fromOpaque(context!).takeUnretainedValue().serve()
          return nil
        }, context)
      return status == 0 ? thread : nil
    }
  #else
    private static func start(_ context: UnsafeMutableRawPointer) -> pthread_t? {
      var thread: pthread_t?
      let status = pthread_create(
        &thread, nil,
        { context in
          Unmanaged<ThreadPair>.fromOpaque(context).takeUnretainedValue().serve()
          return nil
        }, context)
      return status == 0 ? thread : nil
    }
  #endif
}
