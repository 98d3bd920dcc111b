#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystemClient {
  /// The real calls, through `SystemCalls`. Calls that can be interrupted by a signal are
  /// retried on `EINTR`.
  public static let liveValue = FileSystemClient(
    open: { path, flags, mode throws(SystemCallError) in
      while true {
        let descriptor = SystemCalls.open(path, flags | O_CLOEXEC, mode)
        if descriptor >= 0 { return descriptor }
        if errno != EINTR { throw SystemCallError("open", path: path, code: errno) }
      }
    },
    read: { descriptor, limit throws(SystemCallError) in
      var bytes: [UInt8] = []
      if let status = SystemCalls.status(descriptor), status.size > 0 {
        bytes.reserveCapacity(min(status.size, limit) + 1)
      }
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = chunk.withUnsafeMutableBytes {
          SystemCalls.read(descriptor, $0.baseAddress, $0.count)
        }
        if count == 0 { return bytes }
        if count < 0 {
          if errno == EINTR { continue }
          throw SystemCallError("read", path: "", code: errno)
        }
        guard bytes.count + count <= limit else {
          throw SystemCallError("read", path: "", code: EFBIG)
        }
        // From a buffer pointer, one `memcpy`: an `ArraySlice` went byte by byte.
        chunk.withUnsafeBufferPointer { bytes.append(contentsOf: $0.prefix(count)) }
      }
    },
    write: { descriptor, bytes throws(SystemCallError) in
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeBytes {
          SystemCalls.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
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
      while SystemCalls.fsync(descriptor) != 0 {
        if errno != EINTR { throw SystemCallError("fsync", path: "", code: errno) }
      }
    },
    fchmod: { descriptor, mode throws(SystemCallError) in
      if SystemCalls.fchmod(descriptor, mode) != 0 {
        throw SystemCallError("fchmod", path: "", code: errno)
      }
    },
    fchown: { descriptor, owner, group throws(SystemCallError) in
      if SystemCalls.fchown(descriptor, owner, group) != 0 {
        throw SystemCallError("fchown", path: "", code: errno)
      }
    },
    fstat: { descriptor throws(SystemCallError) in
      guard let status = SystemCalls.status(descriptor) else {
        throw SystemCallError("fstat", path: "", code: errno)
      }
      return status
    },
    close: { descriptor in _ = SystemCalls.close(descriptor) },
    rename: { source, destination throws(SystemCallError) in
      if SystemCalls.rename(source, destination) != 0 {
        throw SystemCallError("rename", path: destination, code: errno)
      }
    },
    unlink: { path throws(SystemCallError) in
      if SystemCalls.unlink(path) != 0 { throw SystemCallError("unlink", path: path, code: errno) }
    },
    mkdir: { path, mode throws(SystemCallError) in
      if SystemCalls.mkdir(path, mode) != 0 {
        throw SystemCallError("mkdir", path: path, code: errno)
      }
    },
    chmod: { path, mode throws(SystemCallError) in
      if SystemCalls.chmod(path, mode) != 0 {
        throw SystemCallError("chmod", path: path, code: errno)
      }
    },
    stat: { path throws(SystemCallError) in
      guard let status = SystemCalls.status(path, followingLinks: true) else {
        throw SystemCallError("stat", path: path, code: errno)
      }
      return status
    },
    lstat: { path throws(SystemCallError) in
      guard let status = SystemCalls.status(path, followingLinks: false) else {
        throw SystemCallError("lstat", path: path, code: errno)
      }
      return status
    },
    readdir: { path throws(SystemCallError) in
      guard let names = SystemCalls.directoryNames(path) else {
        throw SystemCallError("opendir", path: path, code: errno)
      }
      return names
    },
    readlink: { path throws(SystemCallError) in
      // A link's text can be longer than any fixed buffer: grow until it fits with room over.
      var capacity = 256
      while true {
        var buffer = [CChar](repeating: 0, count: capacity)
        let count = SystemCalls.readlink(path, &buffer)
        if count < 0 { throw SystemCallError("readlink", path: path, code: errno) }
        if count < capacity {
          return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        capacity *= 4
      }
    },
    effectiveUserID: { SystemCalls.geteuid() },
    link: { source, destination throws(SystemCallError) in
      if SystemCalls.link(source, destination) != 0 {
        throw SystemCallError("link", path: destination, code: errno)
      }
    },
    canAllocate: { bytes in AddressSpace.canAllocate(bytes) }
  )
}
