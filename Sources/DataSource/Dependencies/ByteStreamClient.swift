#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Raw byte streams: files and the standard descriptors, read and written in large chunks
/// (`open`, `read`, `write`, `close`), for the streaming batch mode.
public struct ByteStreamClient: DependencyClient {
  public static let standardInput: Int32 = 0
  public static let standardOutput: Int32 = 1

  /// Opens a file for reading (`open(2)` with `O_RDONLY`) and returns its descriptor.
  public var open: @Sendable (_ path: String) throws(ByteStreamError) -> Int32
  /// Creates or truncates a file for writing (`open(2)` with `O_CREAT | O_TRUNC`, mode 0666
  /// less the umask) and returns its descriptor.
  public var create: @Sendable (_ path: String) throws(ByteStreamError) -> Int32
  /// Reads up to `buffer.count` bytes (`read(2)`); 0 means the end of the stream.
  public var read:
    @Sendable (_ fileDescriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer)
      throws(ByteStreamError) -> Int
  /// Writes every byte (`write(2)`, repeated after short writes and `EINTR`).
  public var write:
    @Sendable (_ fileDescriptor: Int32, _ bytes: UnsafeRawBufferPointer) throws(ByteStreamError)
      -> Void
  /// Closes a descriptor returned by `open`.
  public var close: @Sendable (_ fileDescriptor: Int32) -> Void

  public init(
    open: @escaping @Sendable (_ path: String) throws(ByteStreamError) -> Int32,
    create: @escaping @Sendable (_ path: String) throws(ByteStreamError) -> Int32,
    read:
      @escaping @Sendable (_ fileDescriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer)
      throws(ByteStreamError) -> Int,
    write:
      @escaping @Sendable (_ fileDescriptor: Int32, _ bytes: UnsafeRawBufferPointer)
      throws(ByteStreamError) -> Void,
    close: @escaping @Sendable (_ fileDescriptor: Int32) -> Void
  ) {
    self.open = open
    self.create = create
    self.read = read
    self.write = write
    self.close = close
  }
}

extension ByteStreamClient {
  /// A closed pipe comes back from `write` as `.brokenPipe` only because `main.swift`
  /// ignores SIGPIPE for the whole process before anything runs.
  public static let liveValue: ByteStreamClient = {
    ByteStreamClient(
      open: { path throws(ByteStreamError) in
        while true {
          let descriptor = SystemCalls.open(path, O_RDONLY | O_CLOEXEC)
          if descriptor >= 0 {
            // A directory opens fine and fails only at the first read; say so at once.
            if SystemCalls.status(descriptor)?.isDirectory == true {
              _ = SystemCalls.close(descriptor)
              throw .isDirectory
            }
            return descriptor
          }
          if errno != EINTR { throw .init(errno: errno) }
        }
      },
      create: { path throws(ByteStreamError) in
        while true {
          let descriptor = SystemCalls.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
          if descriptor >= 0 { return descriptor }
          if errno != EINTR { throw .init(errno: errno) }
        }
      },
      read: { descriptor, buffer throws(ByteStreamError) in
        while true {
          let count = SystemCalls.read(descriptor, buffer.baseAddress, buffer.count)
          if count >= 0 { return count }
          if errno != EINTR { throw .init(errno: errno) }
        }
      },
      write: { descriptor, bytes throws(ByteStreamError) in
        guard let base = bytes.baseAddress else { return }
        var offset = 0
        while offset < bytes.count {
          let written = SystemCalls.write(descriptor, base + offset, bytes.count - offset)
          if written >= 0 {
            offset += written
          } else if errno != EINTR {
            throw .init(errno: errno)
          }
        }
      },
      close: { descriptor in _ = SystemCalls.close(descriptor) }
    )
  }()

  /// Every call fails, saying it was not expected: a test that streams passes
  /// `ByteStreamClient.inMemory(_:)` from TestSupport, with a recorder it reads.
  public static let testValue: ByteStreamClient = {
    let unexpected: @Sendable (String) -> ByteStreamError = { call in
      .failed(errno: 38, description: "\(call) (unexpected in a test)")  // ENOSYS
    }
    return ByteStreamClient(
      open: { path throws(ByteStreamError) in throw unexpected("open \(path)") },
      create: { path throws(ByteStreamError) in throw unexpected("create \(path)") },
      read: { descriptor, _ throws(ByteStreamError) in throw unexpected("read \(descriptor)") },
      write: { descriptor, _ throws(ByteStreamError) in throw unexpected("write \(descriptor)") },
      close: { _ in }
    )
  }()
}

extension ByteStreamError {
  /// The failure an `errno` from `open(2)`, `read(2)` or `write(2)` stands for.
  public init(errno code: Int32) {
    switch code {
    case ENOENT, ENOTDIR: self = .noSuchFile
    case EACCES, EPERM: self = .permissionDenied
    case EISDIR: self = .isDirectory
    case EPIPE: self = .brokenPipe
    default: self = .failed(errno: code, description: String(cString: strerror(code)))
    }
  }
}
