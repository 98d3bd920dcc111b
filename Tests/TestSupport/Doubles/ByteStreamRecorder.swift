import DataSource
import Synchronization

/// The in-memory world behind `ByteStreamClient.inMemory`: files to read, and a record of
/// every byte written and every descriptor left open.
public final class ByteStreamRecorder: Sendable {
  private struct State {
    var files: [String: [UInt8]] = [:]
    /// Open descriptors: the bytes they read from and how far reading has got.
    var open: [Int32: (bytes: [UInt8], offset: Int)] = [:]
    var nextDescriptor: Int32 = 3
    var written: [Int32: [UInt8]] = [:]
    /// Files made with `create`, by path.
    var created: [String: Int32] = [:]
  }

  private let state = Mutex(State())

  public init() {}

  /// Everything written to a descriptor so far.
  public func written(to descriptor: Int32) -> [UInt8] {
    state.withLock { $0.written[descriptor] ?? [] }
  }

  /// Everything written to a file made with `create`; `nil` when it was never created.
  public func written(toFile path: String) -> [UInt8]? {
    state.withLock { state in state.created[path].map { state.written[$0] ?? [] } }
  }

  /// Descriptors opened with `open` and not yet closed.
  public var openDescriptors: [Int32] {
    state.withLock { state in state.open.keys.filter { $0 > 2 }.sorted() }
  }

  func load(files: [String: [UInt8]], standardInput: [UInt8]) {
    state.withLock { state in
      state.files = files
      state.open[0] = (standardInput, 0)
    }
  }

  func open(_ path: String) throws(ByteStreamError) -> Int32 {
    let descriptor: Int32? = state.withLock { state in
      guard let bytes = state.files[path] else { return nil }
      let descriptor = state.nextDescriptor
      state.nextDescriptor += 1
      state.open[descriptor] = (bytes, 0)
      return descriptor
    }
    guard let descriptor else { throw .noSuchFile }
    return descriptor
  }

  func create(_ path: String) -> Int32 {
    state.withLock { state in
      let descriptor = state.nextDescriptor
      state.nextDescriptor += 1
      state.created[path] = descriptor
      state.open[descriptor] = ([], 0)
      return descriptor
    }
  }

  func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, atMost limit: Int)
    throws(ByteStreamError) -> Int
  {
    let count: Int? = state.withLock { state in
      guard let file = state.open[descriptor] else { return nil }
      let count = min(buffer.count, limit, file.bytes.count - file.offset)
      file.bytes.withUnsafeBytes { source in
        buffer.baseAddress?.copyMemory(from: source.baseAddress! + file.offset, byteCount: count)
      }
      state.open[descriptor]?.offset += count
      return count
    }
    guard let count else { throw .failed(errno: 9, description: "Bad file descriptor") }
    return count
  }

  func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer, closedAfter limit: Int?)
    throws(ByteStreamError)
  {
    let accepted: Bool = state.withLock { state in
      let sofar = state.written[descriptor]?.count ?? 0
      if let limit, sofar + bytes.count > limit {
        state.written[descriptor, default: []].append(
          contentsOf: bytes.prefix(max(0, limit - sofar)))
        return false
      }
      state.written[descriptor, default: []].append(contentsOf: bytes)
      return true
    }
    if !accepted { throw .brokenPipe }
  }

  func close(_ descriptor: Int32) {
    state.withLock { _ = $0.open.removeValue(forKey: descriptor) }
  }
}
