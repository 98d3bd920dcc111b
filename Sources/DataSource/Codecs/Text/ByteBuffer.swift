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

  /// Whether `base` came from `malloc` (`init?(orNilCapacity:)`), to be given back by `free`.
  private var isMalloced = false

  public init(capacity: Int) {
    self.capacity = max(capacity, 16)
    self.base = .allocate(capacity: self.capacity)
  }

  /// A buffer from `malloc`, or nil when the memory cannot be had (`ulimit -v`): for a caller
  /// that ends with a clear error there rather than the runtime's trap.
  public init?(orNilCapacity capacity: Int) {
    let capacity = max(capacity, 16)
    guard let base = malloc(capacity)?.assumingMemoryBound(to: UInt8.self) else { return nil }
    self.capacity = capacity
    self.base = base
    isMalloced = true
  }

  deinit { release(base) }

  private func release(_ pointer: UnsafeMutablePointer<UInt8>) {
    if isMalloced { free(pointer) } else { pointer.deallocate() }
  }

  public var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: base, count: count) }

  /// The unused tail, for `read` to fill.
  public var spare: UnsafeMutableRawBufferPointer {
    UnsafeMutableRawBufferPointer(start: base + count, count: capacity - count)
  }

  /// Makes room for at least `minimum` bytes in all, keeping the contents.
  public func reserveCapacity(_ minimum: Int) {
    guard reserveCapacity(orFail: minimum) else {
      fatalError("failed to allocate \(max(minimum, capacity * 2)) bytes")
    }
  }

  /// `reserveCapacity`, or `false` (the buffer unchanged) when the memory cannot be had
  /// (`ulimit -v`): for a caller that ends with a clear error there rather than a trap.
  public func reserveCapacity(orFail minimum: Int) -> Bool {
    guard minimum > capacity else { return true }
    let grown = max(minimum, capacity * 2)
    guard let fresh = malloc(grown)?.assumingMemoryBound(to: UInt8.self) else { return false }
    fresh.update(from: base, count: count)
    release(base)
    isMalloced = true
    base = fresh
    capacity = grown
    return true
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
