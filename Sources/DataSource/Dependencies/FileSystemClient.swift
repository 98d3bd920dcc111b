/// Files and directories, as the POSIX calls the store needs (`open`, `write`, `fsync`,
/// `rename`, ...). Each closure throws the call's `errno` as a `SystemCallError`.
public struct FileSystemClient: DependencyClient {
  /// `open(2)`: a descriptor for `path`, created with `mode` when `flags` hold `O_CREAT`.
  public var open:
    @Sendable (_ path: String, _ flags: Int32, _ mode: UInt32) throws(SystemCallError) -> Int32
  /// `read(2)` until end of file: every byte left in the file. More than `limit` bytes is
  /// `EFBIG`, read no further, so a hostile file cannot make the reader grow without bound.
  public var read: @Sendable (_ descriptor: Int32, _ limit: Int) throws(SystemCallError) -> [UInt8]
  /// `write(2)` until every byte is written.
  public var write:
    @Sendable (_ descriptor: Int32, _ bytes: [UInt8]) throws(SystemCallError) -> Void
  public var fsync: @Sendable (_ descriptor: Int32) throws(SystemCallError) -> Void
  public var fchmod: @Sendable (_ descriptor: Int32, _ mode: UInt32) throws(SystemCallError) -> Void
  /// `fchown(2)`: gives the file at `descriptor` to `owner` and `group`.
  public var fchown:
    @Sendable (_ descriptor: Int32, _ owner: UInt32, _ group: UInt32) throws(SystemCallError)
      -> Void
  /// `fstat(2)`: what is open at `descriptor`.
  public var fstat: @Sendable (_ descriptor: Int32) throws(SystemCallError) -> FileStatus
  public var close: @Sendable (_ descriptor: Int32) -> Void
  /// `rename(2)`: atomically replaces `destination`.
  public var rename:
    @Sendable (_ source: String, _ destination: String) throws(SystemCallError) -> Void
  public var unlink: @Sendable (_ path: String) throws(SystemCallError) -> Void
  /// `link(2)`: a second name, `destination`, for the file at `source` (never replaced:
  /// `EEXIST` when the name is taken).
  public var link:
    @Sendable (_ source: String, _ destination: String) throws(SystemCallError) -> Void
  public var mkdir: @Sendable (_ path: String, _ mode: UInt32) throws(SystemCallError) -> Void
  public var chmod: @Sendable (_ path: String, _ mode: UInt32) throws(SystemCallError) -> Void
  public var stat: @Sendable (_ path: String) throws(SystemCallError) -> FileStatus
  /// `lstat(2)`: like `stat`, but a symbolic link at `path` is described, not followed.
  public var lstat: @Sendable (_ path: String) throws(SystemCallError) -> FileStatus
  /// The names in a directory, without `.` and `..`.
  public var readdir: @Sendable (_ path: String) throws(SystemCallError) -> [String]
  /// `readlink(2)`: the text of the symbolic link at `path`, as it was written (possibly
  /// relative to the link's directory). Throws `EINVAL` when `path` is not a symbolic link.
  public var readlink: @Sendable (_ path: String) throws(SystemCallError) -> String
  /// `geteuid(2)`: the user this process acts as.
  public var effectiveUserID: @Sendable () -> UInt32
  /// Whether `bytes` more could be allocated now (a mapping made and undone): asked before work
  /// whose memory grows with a file, so that a process under `ulimit -v` ends with a clear
  /// error instead of the runtime's trap when an allocation fails.
  public var canAllocate: @Sendable (_ bytes: Int) -> Bool

  public init(
    open: @escaping @Sendable (String, Int32, UInt32) throws(SystemCallError) -> Int32,
    read: @escaping @Sendable (Int32, Int) throws(SystemCallError) -> [UInt8],
    write: @escaping @Sendable (Int32, [UInt8]) throws(SystemCallError) -> Void,
    fsync: @escaping @Sendable (Int32) throws(SystemCallError) -> Void,
    fchmod: @escaping @Sendable (Int32, UInt32) throws(SystemCallError) -> Void,
    fchown: @escaping @Sendable (Int32, UInt32, UInt32) throws(SystemCallError) -> Void,
    fstat: @escaping @Sendable (Int32) throws(SystemCallError) -> FileStatus,
    close: @escaping @Sendable (Int32) -> Void,
    rename: @escaping @Sendable (String, String) throws(SystemCallError) -> Void,
    unlink: @escaping @Sendable (String) throws(SystemCallError) -> Void,
    mkdir: @escaping @Sendable (String, UInt32) throws(SystemCallError) -> Void,
    chmod: @escaping @Sendable (String, UInt32) throws(SystemCallError) -> Void,
    stat: @escaping @Sendable (String) throws(SystemCallError) -> FileStatus,
    lstat: @escaping @Sendable (String) throws(SystemCallError) -> FileStatus,
    readdir: @escaping @Sendable (String) throws(SystemCallError) -> [String],
    readlink: @escaping @Sendable (String) throws(SystemCallError) -> String,
    effectiveUserID: @escaping @Sendable () -> UInt32,
    link: @escaping @Sendable (String, String) throws(SystemCallError) -> Void = {
      _, destination
        throws(SystemCallError) in
      // A file system without hard links says so this way; callers fall back to a copy.
      throw SystemCallError("link", path: destination, code: 95)  // EOPNOTSUPP
    },
    canAllocate: @escaping @Sendable (Int) -> Bool = { _ in true }
  ) {
    self.open = open
    self.read = read
    self.write = write
    self.fsync = fsync
    self.fchmod = fchmod
    self.fchown = fchown
    self.fstat = fstat
    self.close = close
    self.rename = rename
    self.unlink = unlink
    self.link = link
    self.canAllocate = canAllocate
    self.mkdir = mkdir
    self.chmod = chmod
    self.stat = stat
    self.lstat = lstat
    self.readdir = readdir
    self.readlink = readlink
    self.effectiveUserID = effectiveUserID
  }
}

extension FileSystemClient {
  /// Every call fails with `ENOSYS`, so a test that reaches the disk without saying so fails
  /// instead of quietly writing somewhere.
  public static let testValue: FileSystemClient = {
    let unexpected: @Sendable (String, String) -> SystemCallError = { call, path in
      SystemCallError(call + " (unexpected in a test)", path: path, code: 38)  // ENOSYS
    }
    return FileSystemClient(
      open: { path, _, _ throws(SystemCallError) in throw unexpected("open", path) },
      read: { _, _ throws(SystemCallError) in throw unexpected("read", "") },
      write: { _, _ throws(SystemCallError) in throw unexpected("write", "") },
      fsync: { _ throws(SystemCallError) in throw unexpected("fsync", "") },
      fchmod: { _, _ throws(SystemCallError) in throw unexpected("fchmod", "") },
      fchown: { _, _, _ throws(SystemCallError) in throw unexpected("fchown", "") },
      fstat: { _ throws(SystemCallError) in throw unexpected("fstat", "") },
      close: { _ in },
      rename: { source, _ throws(SystemCallError) in throw unexpected("rename", source) },
      unlink: { path throws(SystemCallError) in throw unexpected("unlink", path) },
      mkdir: { path, _ throws(SystemCallError) in throw unexpected("mkdir", path) },
      chmod: { path, _ throws(SystemCallError) in throw unexpected("chmod", path) },
      stat: { path throws(SystemCallError) in throw unexpected("stat", path) },
      lstat: { path throws(SystemCallError) in throw unexpected("lstat", path) },
      readdir: { path throws(SystemCallError) in throw unexpected("readdir", path) },
      readlink: { path throws(SystemCallError) in throw unexpected("readlink", path) },
      effectiveUserID: { 65_534 },  // nobody: owns nothing a test made
      link: { _, destination throws(SystemCallError) in throw unexpected("link", destination) }
    )
  }()
}
