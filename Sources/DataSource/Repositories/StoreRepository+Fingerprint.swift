/// The fingerprints an undo snapshot names the store by (`StoreRepository+Undo.swift`).
extension StoreRepository {
  /// A 64-bit fingerprint as 16 hex digits, read eight bytes at a time in four independent
  /// lanes (multiply and shift), the rest byte by byte: byte-at-a-time FNV-1a is one long
  /// chain of multiplications, a tenth of a ten-year `bmi log`. Like FNV-1a it guards against
  /// mistakes, not against an adversary who can write the store.
  static func wordFingerprint(_ bytes: [UInt8]) -> String {
    let prime: UInt64 = 0x9E37_79B9_7F4A_7C15
    var lanes: (UInt64, UInt64, UInt64, UInt64) = (
      0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4, 0x2545_F491_4F6C_DD1D, 0x1405_7B7E_F767_814F
    )
    @inline(__always) func mix(_ lane: inout UInt64, _ word: UInt64) {
      lane = (lane ^ word) &* prime
      lane ^= lane >> 29
    }
    bytes.withUnsafeBytes { raw in
      var index = 0
      while index + 32 <= raw.count {
        mix(&lanes.0, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        mix(&lanes.1, raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self))
        mix(&lanes.2, raw.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self))
        mix(&lanes.3, raw.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self))
        index += 32
      }
      while index < raw.count {
        mix(&lanes.0, UInt64(raw[index]))
        index += 1
      }
    }
    var hash = UInt64(bytes.count) &* prime
    for lane in [lanes.0, lanes.1, lanes.2, lanes.3] {
      mix(&hash, lane)
    }
    hash ^= hash >> 32
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// FNV-1a, 64 bits, as 16 hex digits, in a written copy's header and the trailer of earlier
  /// versions: enough to tell the store a change wrote from any other (it guards against
  /// mistakes, not against an adversary who can write the store).
  static func fingerprint(_ bytes: [UInt8]) -> String {
    let hash = FNV1a.hash(bytes)
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
