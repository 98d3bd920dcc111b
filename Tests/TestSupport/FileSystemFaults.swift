import DataSource
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fault plan for tests: counts every file-system call by kind and makes the `occurrence`-th
/// call of one kind fail with `code` (`ENOSPC`, `EIO`, ...) instead of reaching the disk.
///
/// A plan with no `failing` kind only counts, so a clean run tells a test how many calls of
/// each kind a command makes, and therefore which faults to try.
public final class FileSystemFaults: Sendable {
  public let failing: FileSystemCall?
  public let occurrence: Int
  public let code: Int32
  /// Kinds that also fail, with the same code, once the fault has fired: `[.unlink]` stands
  /// for a run that cannot clean up after itself, as if it had been killed.
  public let afterwards: Set<FileSystemCall>

  private struct State {
    var counts: [FileSystemCall: Int] = [:]
    var fired = false
    var directories: Set<Int32> = []
  }
  private let state = Mutex(State())

  public init(
    failing: FileSystemCall? = nil, occurrence: Int = 1, code: Int32 = EIO,
    afterwards: Set<FileSystemCall> = []
  ) {
    self.failing = failing
    self.occurrence = occurrence
    self.code = code
    self.afterwards = afterwards
  }

  /// How many calls of `kind` were made (including the one that was failed).
  public func count(_ kind: FileSystemCall) -> Int {
    state.withLock { $0.counts[kind, default: 0] }
  }

  /// Whether the planned fault happened: a test whose run made fewer calls than
  /// `occurrence` proved nothing about that fault.
  public var fired: Bool { state.withLock { $0.fired } }

  /// Counts the call and throws when the plan says this one fails.
  func check(_ kind: FileSystemCall, _ name: String, path: String) throws(SystemCallError) {
    let fails = state.withLock { state -> Bool in
      state.counts[kind, default: 0] += 1
      if state.fired { return afterwards.contains(kind) }
      guard kind == failing, state.counts[kind] == occurrence else { return false }
      state.fired = true
      return true
    }
    if fails { throw SystemCallError(name, path: path, code: code) }
  }

  func isDirectory(_ descriptor: Int32) -> Bool {
    state.withLock { $0.directories.contains(descriptor) }
  }

  func openedDirectory(_ descriptor: Int32) {
    state.withLock { _ = $0.directories.insert(descriptor) }
  }

  func closed(_ descriptor: Int32) {
    state.withLock { _ = $0.directories.remove(descriptor) }
  }
}

extension FileSystemClient {
  /// `base` with the faults of `plan` injected: a failed call never reaches `base`, so the
  /// disk is left exactly as a real failure at that point would leave it.
  public static func injecting(_ plan: FileSystemFaults, base: FileSystemClient = .liveValue)
    -> FileSystemClient
  {
    var client = base
    client.open = { path, flags, mode throws(SystemCallError) in
      let kind: FileSystemCall =
        flags & O_CREAT != 0 ? .create : flags & O_DIRECTORY != 0 ? .openDirectory : .open
      try plan.check(kind, "open", path: path)
      let descriptor = try base.open(path, flags, mode)
      if kind == .openDirectory { plan.openedDirectory(descriptor) }
      return descriptor
    }
    client.read = { descriptor, limit throws(SystemCallError) in
      try plan.check(.read, "read", path: "")
      return try base.read(descriptor, limit)
    }
    client.write = { descriptor, bytes throws(SystemCallError) in
      try plan.check(.write, "write", path: "")
      try base.write(descriptor, bytes)
    }
    client.fchmod = { descriptor, mode throws(SystemCallError) in
      try plan.check(.fchmod, "fchmod", path: "")
      try base.fchmod(descriptor, mode)
    }
    client.fsync = { descriptor throws(SystemCallError) in
      try plan.check(plan.isDirectory(descriptor) ? .fsyncDirectory : .fsync, "fsync", path: "")
      try base.fsync(descriptor)
    }
    client.close = { descriptor in
      plan.closed(descriptor)
      base.close(descriptor)
    }
    client.link = { source, destination throws(SystemCallError) in
      try plan.check(.link, "link", path: destination)
      try base.link(source, destination)
    }
    client.rename = { source, destination throws(SystemCallError) in
      try plan.check(.rename, "rename", path: destination)
      try base.rename(source, destination)
    }
    client.unlink = { path throws(SystemCallError) in
      try plan.check(.unlink, "unlink", path: path)
      try base.unlink(path)
    }
    client.mkdir = { path, mode throws(SystemCallError) in
      try plan.check(.mkdir, "mkdir", path: path)
      try base.mkdir(path, mode)
    }
    client.chmod = { path, mode throws(SystemCallError) in
      try plan.check(.chmod, "chmod", path: path)
      try base.chmod(path, mode)
    }
    client.stat = { path throws(SystemCallError) in
      try plan.check(.stat, "stat", path: path)
      return try base.stat(path)
    }
    client.readdir = { path throws(SystemCallError) in
      try plan.check(.readdir, "opendir", path: path)
      return try base.readdir(path)
    }
    client.readlink = { path throws(SystemCallError) in
      try plan.check(.readlink, "readlink", path: path)
      return try base.readlink(path)
    }
    return client
  }
}
