#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystemClient {
  /// The real calls. Calls that can be interrupted by a signal are retried on `EINTR`.
  public static let liveValue = FileSystemClient(
    open: { path, flags, mode throws(SystemCallError) in
      while true {
        let descriptor = Glibc.open(path, flags | O_CLOEXEC, mode_t(mode))
        if descriptor >= 0 { return descriptor }
        if errno != EINTR { throw SystemCallError("open", path: path, code: errno) }
      }
    },
    read: { descriptor throws(SystemCallError) in
      var bytes: [UInt8] = []
      var status = StatusBuffer()
      if fstat(descriptor, &status) == 0, status.st_size > 0 {
        bytes.reserveCapacity(Int(status.st_size) + 1)
      }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = chunk.withUnsafeMutableBytes {
          Glibc.read(descriptor, $0.baseAddress, $0.count)
        }
        if count == 0 { return bytes }
        if count < 0 {
          if errno == EINTR { continue }
          throw SystemCallError("read", path: "", code: errno)
        }
        bytes.append(contentsOf: chunk[0..<count])
      }
    },
    write: { descriptor, bytes throws(SystemCallError) in
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeBytes {
          Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
        }
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          throw SystemCallError("write", path: "", code: written < 0 ? errno : EIO)
        }
      }
    },
    fsync: { descriptor throws(SystemCallError) in
      while Glibc.fsync(descriptor) != 0 {
        if errno != EINTR { throw SystemCallError("fsync", path: "", code: errno) }
      }
    },
    fchmod: { descriptor, mode throws(SystemCallError) in
      if Glibc.fchmod(descriptor, mode_t(mode)) != 0 {
        throw SystemCallError("fchmod", path: "", code: errno)
      }
    },
    close: { descriptor in _ = Glibc.close(descriptor) },
    rename: { source, destination throws(SystemCallError) in
      if Glibc.rename(source, destination) != 0 {
        throw SystemCallError("rename", path: destination, code: errno)
      }
    },
    unlink: { path throws(SystemCallError) in
      if Glibc.unlink(path) != 0 { throw SystemCallError("unlink", path: path, code: errno) }
    },
    mkdir: { path, mode throws(SystemCallError) in
      if Glibc.mkdir(path, mode_t(mode)) != 0 {
        throw SystemCallError("mkdir", path: path, code: errno)
      }
    },
    chmod: { path, mode throws(SystemCallError) in
      if Glibc.chmod(path, mode_t(mode)) != 0 {
        throw SystemCallError("chmod", path: path, code: errno)
      }
    },
    stat: { path throws(SystemCallError) in
      var status = StatusBuffer()
      if systemStat(path, &status) != 0 { throw SystemCallError("stat", path: path, code: errno) }
      return FileStatus(
        permissions: UInt32(status.st_mode) & 0o7777, size: Int(status.st_size),
        isDirectory: status.st_mode & S_IFMT == S_IFDIR)
    },
    readdir: { path throws(SystemCallError) in
      guard let directory = opendir(path) else {
        throw SystemCallError("opendir", path: path, code: errno)
      }
      defer { closedir(directory) }
      var names: [String] = []
      while let entry = Glibc.readdir(directory) {
        let name = withUnsafePointer(to: &entry.pointee.d_name) {
          String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
        }
        if name != ".", name != ".." { names.append(name) }
      }
      return names
    },
    readlink: { path throws(SystemCallError) in
      // A link's text can be longer than any fixed buffer: grow until it fits with room over.
      var capacity = 256
      while true {
        var buffer = [CChar](repeating: 0, count: capacity)
        let count = Glibc.readlink(path, &buffer, capacity)
        if count < 0 { throw SystemCallError("readlink", path: path, code: errno) }
        if count < capacity {
          return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        capacity *= 4
      }
    }
  )
}

/// `stat(2)`, named apart from the client's own `stat` closure.
private func systemStat(_ path: String, _ status: inout StatusBuffer) -> Int32 {
  stat(path, &status)
}

/// The C `struct stat`, named apart from the client's own `stat` closure.
private typealias StatusBuffer = stat
