#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this process could have more memory now: asked before work whose memory grows
/// with its input, so that under a limit (`ulimit -v`) a command ends with one line and
/// status 74 instead of the runtime's trap and a stack trace.
public enum AddressSpace {
  /// A private anonymous mapping of `bytes`, unmapped at once: whether the address space
  /// (`ulimit -v`) and the kernel's overcommit rule would grant that much now, as they would
  /// a `malloc` that large (which is such a mapping).
  ///
  /// Not `malloc` and `free`: the optimizer removes a pair whose block is never used and
  /// takes the allocation as granted, so in a release build the check always said yes and
  /// the store was read into memory it could not have.
  public static func canAllocate(_ bytes: Int) -> Bool {
    let length = max(bytes, 1)
    let block = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
    guard let block, block != MAP_FAILED else { return false }
    munmap(block, length)
    return true
  }

  /// Whether this process runs under an address-space limit (`ulimit -v`). No second thread
  /// is started then (`ThreadPairClient.liveValue`): its work's own small allocations (type
  /// metadata, a thunk, a batch row's buffers, in a build without optimisation) could not be
  /// refused, and at the limit the runtime would trap on that thread instead of the command
  /// ending with one line and 74.
  public static var isLimited: Bool {
    var limit = rlimit()
    #if canImport(Glibc)
      guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0 else { return false }
    #else
      guard getrlimit(RLIMIT_AS, &limit) == 0 else { return false }
    #endif
    // RLIM_INFINITY: every bit set.
    return limit.rlim_cur != .max
  }
}
