/// CRC-32 (IEEE 802.3, as ZIP uses it), eight bytes at a time ("slicing by 8": eight tables,
/// each a byte's effect that many bytes further on).
public struct CRC32: Sendable {
  /// `tables[k * 256 + b]`: byte `b` followed by `k` zero bytes. Written once in its
  /// initialiser and only read after, so sharing it between threads is safe.
  nonisolated(unsafe) static let tables: UnsafePointer<UInt32> = {
    let tables = UnsafeMutablePointer<UInt32>.allocate(capacity: 8 * 256)
    for index in 0..<256 {
      var value = UInt32(index)
      for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
      tables[index] = value
    }
    for index in 0..<256 {
      for slice in 1..<8 {
        let previous = tables[(slice - 1) * 256 + index]
        tables[slice * 256 + index] = tables[Int(previous & 0xFF)] ^ (previous >> 8)
      }
    }
    return UnsafePointer(tables)
  }()

  private var state: UInt32 = 0xFFFF_FFFF

  public init() {}

  public mutating func add(_ bytes: [UInt8]) {
    let t = Self.tables
    var crc = state
    bytes.withUnsafeBytes { raw in
      var index = 0
      while index + 8 <= raw.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let low = UInt32(truncatingIfNeeded: word) ^ crc
        let high = UInt32(truncatingIfNeeded: word >> 32)
        crc =
          t[7 * 256 + Int(low & 0xFF)] ^ t[6 * 256 + Int(low >> 8 & 0xFF)]
          ^ t[5 * 256 + Int(low >> 16 & 0xFF)] ^ t[4 * 256 + Int(low >> 24)]
          ^ t[3 * 256 + Int(high & 0xFF)] ^ t[2 * 256 + Int(high >> 8 & 0xFF)]
          ^ t[256 + Int(high >> 16 & 0xFF)] ^ t[Int(high >> 24)]
        index += 8
      }
      while index < raw.count {
        crc = t[Int((crc ^ UInt32(raw[index])) & 0xFF)] ^ (crc >> 8)
        index += 1
      }
    }
    state = crc
  }

  public var value: UInt32 { state ^ 0xFFFF_FFFF }
}
