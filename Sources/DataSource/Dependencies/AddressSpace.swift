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
}
