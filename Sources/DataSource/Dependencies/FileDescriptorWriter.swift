import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Buffered writes to a file descriptor with `write(2)`, retried on `EINTR` and short writes.
///
/// A closed pipe (`EPIPE`, as when output goes to `head`) drops what is left quietly:
/// the reader has all it wanted.
public final class FileDescriptorWriter: Sendable {
  private let fileDescriptor: Int32
  private let capacity: Int
  private let buffer: Mutex<[UInt8]>

  public init(fileDescriptor: Int32, capacity: Int = 1 << 16) {
    self.fileDescriptor = fileDescriptor
    self.capacity = capacity
    self.buffer = Mutex([])
  }

  public func write(_ text: String) {
    buffer.withLock { pending in
      pending.append(contentsOf: text.utf8)
      if pending.count >= capacity { drain(&pending) }
    }
  }

  public func flush() {
    buffer.withLock { drain(&$0) }
  }

  private func drain(_ pending: inout [UInt8]) {
    defer { pending.removeAll(keepingCapacity: true) }
    pending.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = SystemCalls.write(
          fileDescriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0, errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }
}
