import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered writes to a file descriptor with `write(2)`, retried on `EINTR` and short writes.
///
/// The first failure is kept and ends the writing: `flush` throws it, so a full disk
/// (`ENOSPC`), an I/O error or a closed descriptor (`EBADF`) can never pass as success.
/// A closed pipe (`EPIPE`, as when output goes to `head`) comes back as `.brokenPipe`,
/// which callers treat as the reader having all it wanted.
public final class FileDescriptorWriter: Sendable {
  private let fileDescriptor: Int32
  private let capacity: Int
  private let state: Mutex<(pending: [UInt8], failure: ByteStreamError?)>

  public init(fileDescriptor: Int32, capacity: Int = 1 << 16) {
    self.fileDescriptor = fileDescriptor
    self.capacity = capacity
    self.state = Mutex(([], nil))
  }

  public func write(_ text: String) {
    state.withLock { state in
      guard state.failure == nil else { return }
      state.pending.append(contentsOf: text.utf8)
      if state.pending.count >= capacity { drain(&state) }
    }
  }

  /// Writes what is buffered; throws the first failure since the writer was made.
  public func flush() throws(ByteStreamError) {
    let failure = state.withLock { state in
      drain(&state)
      return state.failure
    }
    if let failure { throw failure }
  }

  private func drain(_ state: inout (pending: [UInt8], failure: ByteStreamError?)) {
    defer { state.pending.removeAll(keepingCapacity: true) }
    guard state.failure == nil else { return }
    state.failure = state.pending.withUnsafeBytes { bytes -> ByteStreamError? in
      guard let base = bytes.baseAddress else { return nil }
      var offset = 0
      while offset < bytes.count {
        let written = SystemCalls.write(fileDescriptor, base + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          return ByteStreamError(errno: written < 0 ? errno : EIO)
        }
      }
      return nil
    }
  }
}
