#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Exclusive advisory locks between processes (`flock(2)` on a lock file), so that two `bmi`
/// runs never interleave a read-modify-write of the store.
public struct FileLockClient: DependencyClient {
  /// Opens `path` (created 0600 if missing) and takes `LOCK_EX`, retrying for up to
  /// `timeoutSeconds`; returns the descriptor that holds the lock.
  public var flock:
    @Sendable (_ path: String, _ timeoutSeconds: Double) throws(FileLockError) -> Int32
  /// Releases the lock by closing its descriptor.
  public var unlock: @Sendable (_ descriptor: Int32) -> Void

  public init(
    flock: @escaping @Sendable (String, Double) throws(FileLockError) -> Int32,
    unlock: @escaping @Sendable (Int32) -> Void
  ) {
    self.flock = flock
    self.unlock = unlock
  }
}

/// Why a lock was not taken.
public enum FileLockError: Error, Sendable, Equatable {
  case timedOut
  case system(SystemCallError)
}

extension FileLockClient {
  public static let liveValue = FileLockClient(
    flock: { path, timeoutSeconds throws(FileLockError) in
      var descriptor: Int32
      repeat {
        // O_NOFOLLOW: a link planted at the lock's name must not make bmi create or open a
        // file anywhere else.
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
      } while descriptor < 0 && errno == EINTR
      guard descriptor >= 0 else {
        throw .system(SystemCallError("open", path: path, code: errno))
      }
      // The umask may have taken bits away; a lock file beside a private store stays private.
      _ = fchmod(descriptor, 0o600)
      let deadline = monotonicSeconds() + timeoutSeconds
      // Polling with LOCK_NB rather than blocking in flock keeps the timeout free of signals.
      var pause: UInt32 = 1_000
      while systemFlock(descriptor, LOCK_EX | LOCK_NB) != 0 {
        let code = errno
        if code == EINTR { continue }
        guard code == EWOULDBLOCK else {
          _ = close(descriptor)
          throw .system(SystemCallError("flock", path: path, code: code))
        }
        guard monotonicSeconds() < deadline else {
          _ = close(descriptor)
          throw .timedOut
        }
        usleep(pause)
        pause = min(pause * 2, 20_000)
      }
      return descriptor
    },
    unlock: { descriptor in _ = close(descriptor) }
  )

  /// Fails every lock with `ENOSYS`, so that a test which did not mean to lock files fails.
  public static let testValue = FileLockClient(
    flock: { path, _ throws(FileLockError) in
      throw .system(SystemCallError("flock (unexpected in a test)", path: path, code: 38))
    },
    unlock: { _ in }
  )

  private static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}

/// `flock(2)`, named apart from the client's own `flock` closure.
private func systemFlock(_ descriptor: Int32, _ operation: Int32) -> Int32 {
  flock(descriptor, operation)
}
