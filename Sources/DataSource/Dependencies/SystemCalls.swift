#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library's calls that the live clients make, under one name on every platform.
///
/// A client's closures are named after the calls they wrap (`open`, `read`, ...), so inside a
/// client the bare C name means the closure and the call must be qualified by its module.
/// Qualifying once here, per platform, keeps every client free of `Glibc.` and makes the
/// Darwin branch compile by construction: each body below names only calls both C libraries
/// have.
enum SystemCalls {
  static func open(_ path: String, _ flags: Int32, _ mode: UInt32 = 0) -> Int32 {
    #if canImport(Glibc)
      Glibc.open(path, flags, mode_t(mode))
    #else
      Darwin.open(path, flags, mode_t(mode))
    #endif
  }

  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #else
      Darwin.read(descriptor, buffer, count)
    #endif
  }

  static func write(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }

  static func close(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.close(descriptor)
    #else
      Darwin.close(descriptor)
    #endif
  }

  static func fsync(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
      Glibc.fsync(descriptor)
    #else
      Darwin.fsync(descriptor)
    #endif
  }

  static func fchmod(_ descriptor: Int32, _ mode: UInt32) -> Int32 {
    #if canImport(Glibc)
      Glibc.fchmod(descriptor, mode_t(mode))
    #else
      Darwin.fchmod(descriptor, mode_t(mode))
    #endif
  }

  static func fchown(_ descriptor: Int32, _ owner: UInt32, _ group: UInt32) -> Int32 {
    #if canImport(Glibc)
      Glibc.fchown(descriptor, uid_t(owner), gid_t(group))
    #else
      Darwin.fchown(descriptor, uid_t(owner), gid_t(group))
    #endif
  }

  static func rename(_ source: String, _ destination: String) -> Int32 {
    #if canImport(Glibc)
      Glibc.rename(source, destination)
    #else
      Darwin.rename(source, destination)
    #endif
  }

  static func link(_ source: String, _ destination: String) -> Int32 {
    #if canImport(Glibc)
      Glibc.link(source, destination)
    #else
      Darwin.link(source, destination)
    #endif
  }

  static func unlink(_ path: String) -> Int32 {
    #if canImport(Glibc)
      Glibc.unlink(path)
    #else
      Darwin.unlink(path)
    #endif
  }

  static func mkdir(_ path: String, _ mode: UInt32) -> Int32 {
    #if canImport(Glibc)
      Glibc.mkdir(path, mode_t(mode))
    #else
      Darwin.mkdir(path, mode_t(mode))
    #endif
  }

  static func chmod(_ path: String, _ mode: UInt32) -> Int32 {
    #if canImport(Glibc)
      Glibc.chmod(path, mode_t(mode))
    #else
      Darwin.chmod(path, mode_t(mode))
    #endif
  }

  static func readlink(_ path: String, _ buffer: inout [CChar]) -> Int {
    #if canImport(Glibc)
      Glibc.readlink(path, &buffer, buffer.count)
    #else
      Darwin.readlink(path, &buffer, buffer.count)
    #endif
  }

  static func getenv(_ name: String) -> String? {
    #if canImport(Glibc)
      Glibc.getenv(name).map { String(cString: $0) }
    #else
      Darwin.getenv(name).map { String(cString: $0) }
    #endif
  }

  static func geteuid() -> UInt32 {
    #if canImport(Glibc)
      UInt32(Glibc.geteuid())
    #else
      UInt32(Darwin.geteuid())
    #endif
  }

  /// The CPUs this process may run on, at least 1: `sched_getaffinity` on Linux, so that
  /// `taskset -c 0` and a one-CPU container count one; cores online where it cannot say.
  static func usableProcessorCount() -> Int {
    #if canImport(Glibc)
      var set = cpu_set_t()
      let status = withUnsafeMutableBytes(of: &set) { mask in
        schedGetAffinity(0, mask.count, mask.baseAddress!)
      }
      let count = withUnsafeBytes(of: &set) { $0.reduce(0) { $0 + $1.nonzeroBitCount } }
      if status == 0 && count > 0 { return count }
    #endif
    return onlineProcessorCount()
  }

  /// Processor cores online (`sysconf`), at least 1.
  static func onlineProcessorCount() -> Int {
    #if canImport(Glibc)
      max(1, Glibc.sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    #else
      max(1, Darwin.sysconf(_SC_NPROCESSORS_ONLN))
    #endif
  }

  /// The names in a directory, without `.` and `..`; `nil` with `errno` set when it cannot
  /// be opened.
  static func directoryNames(_ path: String) -> [String]? {
    guard let directory = opendir(path) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    #if canImport(Glibc)
      while let entry = Glibc.readdir(directory) {
        let name = withUnsafePointer(to: &entry.pointee.d_name) {
          String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
        }
        if name != ".", name != ".." { names.append(name) }
      }
    #else
      while let entry = Darwin.readdir(directory) {
        let name = withUnsafePointer(to: &entry.pointee.d_name) {
          String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
        }
        if name != ".", name != ".." { names.append(name) }
      }
    #endif
    return names
  }

  /// `stat(2)`, `lstat(2)` (the link itself) or `fstat(2)`, as a `FileStatus`; `nil` with
  /// `errno` set on failure.
  static func status(_ path: String, followingLinks: Bool) -> FileStatus? {
    var buffer = StatusBuffer()
    let result = followingLinks ? statusFollowing(path, &buffer) : statusOfLink(path, &buffer)
    return result == 0 ? FileStatus(buffer) : nil
  }

  static func status(_ descriptor: Int32) -> FileStatus? {
    var buffer = StatusBuffer()
    #if canImport(Glibc)
      let result = Glibc.fstat(descriptor, &buffer)
    #else
      let result = Darwin.fstat(descriptor, &buffer)
    #endif
    return result == 0 ? FileStatus(buffer) : nil
  }
}

/// The C `struct stat`, named apart from the `stat` function.
typealias StatusBuffer = stat

// At file scope the C names mean the C calls on either platform (in a type, `stat` would be
// the struct's initializer).
private func statusFollowing(_ path: String, _ buffer: inout StatusBuffer) -> Int32 {
  stat(path, &buffer)
}

private func statusOfLink(_ path: String, _ buffer: inout StatusBuffer) -> Int32 {
  lstat(path, &buffer)
}

extension FileStatus {
  init(_ buffer: StatusBuffer) {
    let mode = UInt32(buffer.st_mode)
    let kind: Kind
    switch mode & UInt32(S_IFMT) {
    case UInt32(S_IFREG): kind = .regular
    case UInt32(S_IFDIR): kind = .directory
    case UInt32(S_IFLNK): kind = .symbolicLink
    case UInt32(S_IFIFO): kind = .fifo
    case UInt32(S_IFSOCK): kind = .socket
    case UInt32(S_IFCHR), UInt32(S_IFBLK): kind = .device
    default: kind = .other
    }
    self.init(
      permissions: mode & 0o7777, size: Int(buffer.st_size), kind: kind,
      owner: UInt32(buffer.st_uid), group: UInt32(buffer.st_gid), links: Int(buffer.st_nlink))
  }
}

#if canImport(Glibc)
  // Glibc's module leaves `sched_getaffinity` out (it is a GNU extension, behind
  // `_GNU_SOURCE`); the C symbol is always there. Its arguments are a pid, a size and a
  // pointer, which the Swift and C calling conventions pass alike.
  @_silgen_name("sched_getaffinity")
  private func schedGetAffinity(
    _ pid: pid_t, _ size: Int, _ mask: UnsafeMutableRawPointer
  ) -> Int32
#endif
