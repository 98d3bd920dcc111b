import DataSource

/// A ZIP archive of uncompressed entries and their central directory, as `zip -0` writes it:
/// to a file (sizes and CRC in each local header), or to a pipe (`descriptor`: the local
/// header's sizes and CRC left 0, a data descriptor after the data). `zip64` writes each
/// header's sizes in a ZIP64 extra field (and the descriptor's as 8 bytes), as a writer does
/// for an entry past 4 GiB or for every entry; `deflated` wraps each entry's bytes in one
/// stored deflate block (method 8, at most 65,535 bytes), so that the deflate path reads it.
public enum StoredZip {
  public static func archive(
    _ entries: [(name: String, data: [UInt8])], descriptor: Bool = false, zip64: Bool = false,
    deflated: Bool = false
  ) -> [UInt8] {
    func le(_ value: Int, _ count: Int) -> [UInt8] {
      (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    var locals: [UInt8] = []
    var centrals: [UInt8] = []
    for (name, data) in entries {
      let nameBytes = Array(name.utf8)
      var crc = CRC32()
      crc.add(data)
      // BFINAL 1, BTYPE 00, then LEN and its complement (RFC 1951, 3.2.4).
      let stored =
        deflated ? [1] + le(data.count, 2) + le(~data.count, 2) + data : data
      let sizes = le(Int(crc.value), 4) + le(stored.count, 4) + le(data.count, 4)
      let sizes64 = le(Int(crc.value), 4) + le(stored.count, 8) + le(data.count, 8)
      let flags = descriptor ? 8 : 0
      let method = deflated ? 8 : 0
      let offset = locals.count
      let headerSizes =
        zip64
        ? le(descriptor ? 0 : Int(crc.value), 4) + le(-1, 8) : (descriptor ? le(0, 12) : sizes)
      let extra =
        zip64
        ? le(1, 2) + le(16, 2) + le(descriptor ? 0 : data.count, 8)
          + le(descriptor ? 0 : stored.count, 8) : []
      locals +=
        le(0x0403_4B50, 4) + le(zip64 ? 45 : 20, 2) + le(flags, 2) + le(method, 2) + le(0, 4)
        + headerSizes + le(nameBytes.count, 2) + le(extra.count, 2) + nameBytes + extra
        + stored + (descriptor ? le(0x0807_4B50, 4) + (zip64 ? sizes64 : sizes) : [])
      centrals +=
        le(0x0201_4B50, 4) + le(20, 2) + le(20, 2) + le(flags, 2) + le(method, 2) + le(0, 4)
        + sizes + le(nameBytes.count, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 4)
        + le(offset, 4) + nameBytes
    }
    let end =
      le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(entries.count, 2) + le(entries.count, 2)
      + le(centrals.count, 4) + le(locals.count, 4) + le(0, 2)
    return locals + centrals + end
  }
}
