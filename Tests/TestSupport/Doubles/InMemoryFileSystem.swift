import DataSource
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small file system in memory, for store tests that need files without a disk: regular
/// files, directories and symbolic links with modes and owners, descriptors, an atomic
/// `rename`, `fsync` as a no-op (nothing here can be lost), and the `errno` a real one gives
/// for a missing file (`ENOENT`), an existing one (`EEXIST`), a file where a directory must
/// be (`ENOTDIR`) and the reverse (`EISDIR`). Paths are absolute and already normal (no `.`,
/// `..` or double slashes), as the store's own paths are.
public final class InMemoryFileSystem: Sendable {
  /// One entry of the tree.
  public enum Node: Sendable, Equatable {
    case file(bytes: [UInt8], mode: UInt32, owner: UInt32, group: UInt32)
    case directory(mode: UInt32)
    case symbolicLink(target: String)
  }

  private struct State {
    var nodes: [String: Node]
    var open: [Int32: String] = [:]
    var nextDescriptor: Int32 = 3
  }

  /// The user this process acts as, owner of what it creates.
  public let user: UInt32
  private let state: Mutex<State>

  /// A tree holding `/` and each directory in `directories` (mode 0700, parents included).
  public init(directories: [String] = [], user: UInt32 = 1_000) {
    self.user = user
    var nodes: [String: Node] = ["/": .directory(mode: 0o755)]
    for directory in directories {
      var path = ""
      for component in directory.split(separator: "/") {
        path += "/" + component
        if nodes[path] == nil { nodes[path] = .directory(mode: 0o700) }
      }
    }
    state = Mutex(State(nodes: nodes))
  }

  /// Every path and what is there, for a test to compare whole.
  public var nodes: [String: Node] { state.withLock { $0.nodes } }

  /// The bytes of the regular file at `path`, or `nil` when there is none.
  public func contents(of path: String) -> [UInt8]? {
    guard case .file(let bytes, _, _, _)? = state.withLock({ $0.nodes[path] }) else { return nil }
    return bytes
  }

  /// Puts a regular file at `path` (mode 0600, owned by `user`); its directory must exist.
  public func write(_ bytes: [UInt8], to path: String, mode: UInt32 = 0o600) {
    state.withLock { $0.nodes[path] = .file(bytes: bytes, mode: mode, owner: user, group: user) }
  }

  /// The names directly inside the directory at `path`, sorted.
  public func list(_ path: String) -> [String] {
    let prefix = path == "/" ? "/" : path + "/"
    return state.withLock { state in
      state.nodes.keys.filter { $0.hasPrefix(prefix) && $0 != prefix }
        .map { String($0.dropFirst(prefix.count)) }
        .filter { !$0.contains("/") }
        .sorted()
    }
  }

  // MARK: The calls, as FileSystemClient's closures make them

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }

  /// Follows links at `path` (not its parents, which the store resolves itself).
  private static func resolved(_ path: String, in nodes: [String: Node]) -> String {
    var current = path
    for _ in 0..<40 {
      guard case .symbolicLink(let target)? = nodes[current] else { return current }
      current = target.hasPrefix("/") ? target : parent(of: current) + "/" + target
    }
    return current
  }

  private static func checkParent(_ path: String, _ call: String, in nodes: [String: Node])
    throws(SystemCallError)
  {
    switch nodes[parent(of: path)] {
    case .directory?: return
    case nil: throw SystemCallError(call, path: path, code: ENOENT)
    default: throw SystemCallError(call, path: path, code: ENOTDIR)
    }
  }

  func open(_ path: String, _ flags: Int32, _ mode: UInt32) throws(SystemCallError) -> Int32 {
    let user = self.user
    return try state.withLock { state throws(SystemCallError) -> Int32 in
      try Self.checkParent(path, "open", in: state.nodes)
      var target = path
      if case .symbolicLink? = state.nodes[path] {
        if flags & O_NOFOLLOW != 0 { throw SystemCallError("open", path: path, code: ELOOP) }
        target = Self.resolved(path, in: state.nodes)
      }
      switch state.nodes[target] {
      case nil:
        guard flags & O_CREAT != 0 else { throw SystemCallError("open", path: path, code: ENOENT) }
        state.nodes[target] = .file(bytes: [], mode: mode & 0o777, owner: user, group: user)
      case .directory?:
        if flags & (O_WRONLY | O_RDWR) != 0 {
          throw SystemCallError("open", path: path, code: EISDIR)
        }
      case .file(_, let fileMode, let owner, let group)?:
        if flags & O_CREAT != 0, flags & O_EXCL != 0 {
          throw SystemCallError("open", path: path, code: EEXIST)
        }
        if flags & O_DIRECTORY != 0 { throw SystemCallError("open", path: path, code: ENOTDIR) }
        if flags & O_TRUNC != 0 {
          state.nodes[target] = .file(bytes: [], mode: fileMode, owner: owner, group: group)
        }
      case .symbolicLink?:
        throw SystemCallError("open", path: path, code: ELOOP)
      }
      let descriptor = state.nextDescriptor
      state.nextDescriptor += 1
      state.open[descriptor] = target
      return descriptor
    }
  }

  private func withOpenFile<Result>(
    _ descriptor: Int32, _ call: String,
    _ body: (inout [UInt8], inout UInt32, inout UInt32, inout UInt32) throws(SystemCallError) ->
      Result
  ) throws(SystemCallError) -> Result {
    try state.withLock { state throws(SystemCallError) -> Result in
      guard let path = state.open[descriptor] else {
        throw SystemCallError(call, path: "fd \(descriptor)", code: EBADF)
      }
      guard case .file(var bytes, var mode, var owner, var group)? = state.nodes[path] else {
        throw SystemCallError(call, path: path, code: EISDIR)
      }
      let result = try body(&bytes, &mode, &owner, &group)
      state.nodes[path] = .file(bytes: bytes, mode: mode, owner: owner, group: group)
      return result
    }
  }

  func read(_ descriptor: Int32, _ limit: Int) throws(SystemCallError) -> [UInt8] {
    try withOpenFile(descriptor, "read") { bytes, _, _, _ throws(SystemCallError) in
      guard bytes.count <= limit else { throw SystemCallError("read", path: "", code: EFBIG) }
      return bytes
    }
  }

  func write(_ descriptor: Int32, _ written: [UInt8]) throws(SystemCallError) {
    try withOpenFile(descriptor, "write") { bytes, _, _, _ in bytes += written }
  }

  func fchmod(_ descriptor: Int32, _ newMode: UInt32) throws(SystemCallError) {
    try withOpenFile(descriptor, "fchmod") { _, mode, _, _ in mode = newMode & 0o7777 }
  }

  func fchown(_ descriptor: Int32, _ newOwner: UInt32, _ newGroup: UInt32)
    throws(SystemCallError)
  {
    let user = self.user
    try withOpenFile(descriptor, "fchown") { _, _, owner, group throws(SystemCallError) in
      // Only root gives a file away; giving it to yourself is allowed.
      guard user == 0 || newOwner == user else {
        throw SystemCallError("fchown", path: "", code: EPERM)
      }
      owner = newOwner
      group = newGroup
    }
  }

  func fstat(_ descriptor: Int32) throws(SystemCallError) -> FileStatus {
    try state.withLock { state throws(SystemCallError) -> FileStatus in
      guard let path = state.open[descriptor], let node = state.nodes[path] else {
        throw SystemCallError("fstat", path: "fd \(descriptor)", code: EBADF)
      }
      return Self.status(of: node)
    }
  }

  func close(_ descriptor: Int32) {
    _ = state.withLock { $0.open.removeValue(forKey: descriptor) }
  }

  func rename(_ source: String, _ destination: String) throws(SystemCallError) {
    try state.withLock { state throws(SystemCallError) in
      guard let node = state.nodes[source] else {
        throw SystemCallError("rename", path: source, code: ENOENT)
      }
      try Self.checkParent(destination, "rename", in: state.nodes)
      if case .directory? = state.nodes[destination] {
        throw SystemCallError("rename", path: destination, code: EISDIR)
      }
      // One step, as rename(2) is: the destination is never missing in between.
      state.nodes[destination] = node
      state.nodes[source] = nil
    }
  }

  /// A copy under a second name: with nothing here writing a file in place, a copy behaves
  /// as a hard link does for every caller.
  func link(_ source: String, _ destination: String) throws(SystemCallError) {
    try state.withLock { state throws(SystemCallError) in
      guard case .file? = state.nodes[source] else {
        throw SystemCallError(
          "link", path: source, code: state.nodes[source] == nil ? ENOENT : EPERM)
      }
      try Self.checkParent(destination, "link", in: state.nodes)
      guard state.nodes[destination] == nil else {
        throw SystemCallError("link", path: destination, code: EEXIST)
      }
      state.nodes[destination] = state.nodes[source]
    }
  }

  func unlink(_ path: String) throws(SystemCallError) {
    try state.withLock { state throws(SystemCallError) in
      switch state.nodes[path] {
      case nil: throw SystemCallError("unlink", path: path, code: ENOENT)
      case .directory?: throw SystemCallError("unlink", path: path, code: EISDIR)
      default: state.nodes[path] = nil
      }
    }
  }

  func mkdir(_ path: String, _ mode: UInt32) throws(SystemCallError) {
    try state.withLock { state throws(SystemCallError) in
      try Self.checkParent(path, "mkdir", in: state.nodes)
      guard state.nodes[path] == nil else {
        throw SystemCallError("mkdir", path: path, code: EEXIST)
      }
      state.nodes[path] = .directory(mode: mode & 0o7777)
    }
  }

  func chmod(_ path: String, _ newMode: UInt32) throws(SystemCallError) {
    try state.withLock { state throws(SystemCallError) in
      let target = Self.resolved(path, in: state.nodes)
      switch state.nodes[target] {
      case nil: throw SystemCallError("chmod", path: path, code: ENOENT)
      case .directory?: state.nodes[target] = .directory(mode: newMode & 0o7777)
      case .file(let bytes, _, let owner, let group)?:
        state.nodes[target] = .file(
          bytes: bytes, mode: newMode & 0o7777, owner: owner, group: group)
      case .symbolicLink?: throw SystemCallError("chmod", path: path, code: ELOOP)
      }
    }
  }

  func stat(_ path: String, following: Bool) throws(SystemCallError) -> FileStatus {
    try state.withLock { state throws(SystemCallError) -> FileStatus in
      let call = following ? "stat" : "lstat"
      try Self.checkParent(path, call, in: state.nodes)
      let target = following ? Self.resolved(path, in: state.nodes) : path
      guard let node = state.nodes[target] else {
        throw SystemCallError(call, path: path, code: ENOENT)
      }
      return Self.status(of: node)
    }
  }

  func readdir(_ path: String) throws(SystemCallError) -> [String] {
    switch state.withLock({ $0.nodes[path] }) {
    case .directory?: return list(path)
    case nil: throw SystemCallError("readdir", path: path, code: ENOENT)
    default: throw SystemCallError("readdir", path: path, code: ENOTDIR)
    }
  }

  func readlink(_ path: String) throws(SystemCallError) -> String {
    switch state.withLock({ $0.nodes[path] }) {
    case .symbolicLink(let target)?: return target
    case nil: throw SystemCallError("readlink", path: path, code: ENOENT)
    default: throw SystemCallError("readlink", path: path, code: EINVAL)
    }
  }

  private static func status(of node: Node) -> FileStatus {
    switch node {
    case .file(let bytes, let mode, let owner, let group):
      return FileStatus(
        permissions: mode, size: bytes.count, kind: .regular, owner: owner, group: group)
    case .directory(let mode):
      return FileStatus(permissions: mode, size: 0, kind: .directory)
    case .symbolicLink(let target):
      return FileStatus(permissions: 0o777, size: target.utf8.count, kind: .symbolicLink)
    }
  }
}

extension FileSystemClient {
  /// Every call answered by `files`, an in-memory file system the test owns and reads.
  public static func inMemory(_ files: InMemoryFileSystem) -> FileSystemClient {
    FileSystemClient(
      open: { path, flags, mode throws(SystemCallError) in try files.open(path, flags, mode) },
      read: { descriptor, limit throws(SystemCallError) in try files.read(descriptor, limit) },
      write: { descriptor, bytes throws(SystemCallError) in try files.write(descriptor, bytes) },
      // Nothing in memory survives a crash or needs to: a sync has nothing to do.
      fsync: { _ throws(SystemCallError) in },
      fchmod: { descriptor, mode throws(SystemCallError) in try files.fchmod(descriptor, mode) },
      fchown: { descriptor, owner, group throws(SystemCallError) in
        try files.fchown(descriptor, owner, group)
      },
      fstat: { descriptor throws(SystemCallError) in try files.fstat(descriptor) },
      close: { descriptor in files.close(descriptor) },
      rename: { source, destination throws(SystemCallError) in
        try files.rename(source, destination)
      },
      unlink: { path throws(SystemCallError) in try files.unlink(path) },
      mkdir: { path, mode throws(SystemCallError) in try files.mkdir(path, mode) },
      chmod: { path, mode throws(SystemCallError) in try files.chmod(path, mode) },
      stat: { path throws(SystemCallError) in try files.stat(path, following: true) },
      lstat: { path throws(SystemCallError) in try files.stat(path, following: false) },
      readdir: { path throws(SystemCallError) in try files.readdir(path) },
      readlink: { path throws(SystemCallError) in try files.readlink(path) },
      effectiveUserID: { files.user },
      link: { source, destination throws(SystemCallError) in try files.link(source, destination) }
    )
  }
}

extension FileLockClient {
  /// Locks that always succeed at once, creating the lock file (0600) in `files` as the live
  /// lock does: one process, nothing to wait for.
  public static func inMemory(_ files: InMemoryFileSystem) -> FileLockClient {
    FileLockClient(
      flock: { path, _ throws(FileLockError) in
        do throws(SystemCallError) {
          return try files.open(path, O_RDWR | O_CREAT | O_NOFOLLOW, 0o600)
        } catch {
          throw .system(error)
        }
      },
      unlock: { descriptor in files.close(descriptor) }
    )
  }
}
