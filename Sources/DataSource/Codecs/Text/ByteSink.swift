/// Appends bytes at a raw pointer with no checks: the caller has reserved the room.
/// The batch hot path writes every row through it, so it must stay this thin.
public struct ByteSink {
  public let base: UnsafeMutablePointer<UInt8>
  public var count: Int

  public init(base: UnsafeMutablePointer<UInt8>, count: Int) {
    self.base = base
    self.count = count
  }

  @inline(__always)
  public mutating func append(_ byte: UInt8) {
    base[count] = byte
    count += 1
  }

  @inline(__always)
  public mutating func append(_ source: UnsafePointer<UInt8>, _ range: Range<Int>) {
    (base + count).update(from: source + range.lowerBound, count: range.count)
    count += range.count
  }

  @inline(__always)
  public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    (base + count).update(from: source, count: bytes.count)
    count += bytes.count
  }

  @inline(__always)
  public mutating func appendHundredths(_ scaled: Int) {
    count += DecimalText.writeHundredths(scaled, to: base + count)
  }
}
