#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growable run of bytes in one allocation, filled by `read` and drained by `write`: the
/// input and output windows of the streaming batch mode, so memory stays flat.
public final class ByteBuffer {
  public private(set) var base: UnsafeMutablePointer<UInt8>
  public private(set) var capacity: Int
  /// Bytes in use, from `base`.
  public var count = 0

  public init(capacity: Int) {
    self.capacity = max(capacity, 16)
    self.base = .allocate(capacity: self.capacity)
  }

  /// `init(capacity:)`, or `nil` when the memory cannot be had now (under `ulimit -v`), where
  /// `init(capacity:)` traps: an import's first buffer, so that it ends with one line and 74.
  /// From `malloc`, which `deallocate` frees.
  public init?(ifAvailable capacity: Int) {
    let capacity = max(capacity, 16)
    guard let memory = malloc(capacity) else { return nil }
    self.capacity = capacity
    self.base = memory.assumingMemoryBound(to: UInt8.self)
  }

  deinit { base.deallocate() }

  public var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

  /// The unused tail, for `read` to fill.
  public var spare: UnsafeMutableRawBufferPointer {
    UnsafeMutableRawBufferPointer(start: base + count, count: capacity - count)
  }

  /// Makes room for at least `minimum` bytes in all, keeping the contents.
  public func reserveCapacity(_ minimum: Int) {
    guard minimum > capacity else { return }
    let grown = max(minimum, capacity * 2)
    let fresh = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
    fresh.update(from: base, count: count)
    base.deallocate()
    base = fresh
    capacity = grown
  }

  /// Drops the first `length` bytes and moves the rest to the front (an unfinished record).
  public func removeFirst(_ length: Int) {
    let rest = count - length
    if rest > 0 { base.update(from: base + length, count: rest) }
    count = rest
  }

  public func append(contentsOf bytes: some Sequence<UInt8>) {
    for byte in bytes {
      if count == capacity { reserveCapacity(count + 1) }
      base[count] = byte
      count += 1
    }
  }
}
