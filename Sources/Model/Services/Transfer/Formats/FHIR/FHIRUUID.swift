import DataSource

/// A deterministic UUID for a FHIR entry's `urn:uuid:` full URL, derived from what the
/// entry is (a profile, a sign, a date), so exporting the same store twice gives the same
/// Bundle and a clinic system that keeps the ids sees a re-export as the same resources.
///
/// RFC 9562's version 8 (custom): 122 bits of two 64-bit FNV-1a hashes of the parts, with
/// the version and variant bits set; lower-case hex, as FHIR's `uuid` type requires.
public enum FHIRUUID {
  /// `urn:uuid:` and the UUID of `parts` (joined so that no two lists of parts meet).
  public static func urn(_ parts: [String]) -> String {
    "urn:uuid:" + uuid(parts)
  }

  public static func uuid(_ parts: [String]) -> String {
    var bytes: [UInt8] = Array("bmi".utf8)
    for part in parts {
      bytes.append(0)
      bytes.append(contentsOf: part.utf8)
    }
    var high = FNV1a.hash(bytes)
    var low = FNV1a.hash(bytes, basis: 0x6c62_272e_07bb_0142)
    high = (high & ~0xF000) | 0x8000  // version 8 in bits 48-51
    low = (low & ~(0b11 << 62)) | (0b10 << 62)  // the RFC variant
    let hex = hexDigits(high, 16) + hexDigits(low, 16)
    let characters = Array(hex)
    func slice(_ from: Int, _ to: Int) -> String { String(characters[from..<to]) }
    return [slice(0, 8), slice(8, 12), slice(12, 16), slice(16, 20), slice(20, 32)]
      .joined(separator: "-")
  }

  private static func hexDigits(_ value: UInt64, _ count: Int) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: count - digits.count) + digits
  }
}
