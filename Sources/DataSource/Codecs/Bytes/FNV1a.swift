/// FNV-1a, 64 bits: the one byte hash behind the undo snapshot's written-copy fingerprint,
/// FHIR's derived UUIDs and the XML skip path's attribute names. Not for adversaries: it
/// tells apart what differs by mistake, and equal bytes always hash alike.
public enum FNV1a {
  /// The standard offset basis.
  public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

  /// The hash of `bytes`, from `basis` (another basis gives an independent hash).
  @inlinable
  public static func hash(_ bytes: some Sequence<UInt8>, basis: UInt64 = offsetBasis) -> UInt64 {
    var hash = basis
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01b3
    }
    return hash
  }
}
