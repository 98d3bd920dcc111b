import DataSource
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file-system calls a test made, in order, as lines such as `"fsync /tmp/x/store.json"`.
/// Descriptors are shown as the path they were opened with, so a test can read the log.
public final class SystemCallLog: Sendable {
  private let state = Mutex<(calls: [String], paths: [Int32: String], created: [String])>(
    ([], [:], []))

  public init() {}

  public var calls: [String] { state.withLock { $0.calls } }

  /// Every path opened with `O_CREAT`, in order: where a command may have put new bytes.
  public var created: [String] { state.withLock { $0.created } }

  func record(_ call: String, _ path: String) {
    state.withLock { $0.calls.append("\(call) \(path)") }
  }

  func opened(_ descriptor: Int32, _ path: String, creating: Bool) {
    state.withLock {
      $0.paths[descriptor] = path
      $0.calls.append("open \(path)")
      if creating { $0.created.append(path) }
    }
  }

  func record(_ call: String, descriptor: Int32) {
    state.withLock { $0.calls.append("\(call) \($0.paths[descriptor] ?? "fd \(descriptor)")") }
  }
}

extension FileSystemClient {
  /// `base` (the real file system unless a test says otherwise), with every call that
  /// changes something written to `log`.
  public static func recording(into log: SystemCallLog, base: FileSystemClient = .liveValue)
    -> FileSystemClient
  {
    var client = base
    client.open = { path, flags, mode throws(SystemCallError) in
      let descriptor = try base.open(path, flags, mode)
      log.opened(descriptor, path, creating: flags & O_CREAT != 0)
      return descriptor
    }
    client.write = { descriptor, bytes throws(SystemCallError) in
      log.record("write", descriptor: descriptor)
      try base.write(descriptor, bytes)
    }
    client.fsync = { descriptor throws(SystemCallError) in
      log.record("fsync", descriptor: descriptor)
      try base.fsync(descriptor)
    }
    client.fchmod = { descriptor, mode throws(SystemCallError) in
      log.record("fchmod " + String(mode, radix: 8), descriptor: descriptor)
      try base.fchmod(descriptor, mode)
    }
    client.fchown = { descriptor, owner, group throws(SystemCallError) in
      log.record("fchown \(owner):\(group)", descriptor: descriptor)
      try base.fchown(descriptor, owner, group)
    }
    client.link = { source, destination throws(SystemCallError) in
      log.record("link", "\(source) \(destination)")
      try base.link(source, destination)
    }
    client.rename = { source, destination throws(SystemCallError) in
      log.record("rename", "\(source) \(destination)")
      try base.rename(source, destination)
    }
    client.unlink = { path throws(SystemCallError) in
      log.record("unlink", path)
      try base.unlink(path)
    }
    client.mkdir = { path, mode throws(SystemCallError) in
      log.record("mkdir " + String(mode, radix: 8), path)
      try base.mkdir(path, mode)
    }
    client.chmod = { path, mode throws(SystemCallError) in
      log.record("chmod " + String(mode, radix: 8), path)
      try base.chmod(path, mode)
    }
    return client
  }
}
