import DataSource

/// A ZIP archive of stored (uncompressed) entries and their central directory, as `zip -0`
/// writes it: to a file (sizes and CRC in each local header), or to a pipe (`descriptor`:
/// the local header's sizes and CRC left 0, a data descriptor after the data).
public enum StoredZip {
  public static func archive(_ entries: [(name: String, data: [UInt8])], descriptor: Bool = false)
    -> [UInt8]
  {
    func le(_ value: Int, _ count: Int) -> [UInt8] {
      (0..<count).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
    var locals: [UInt8] = []
    var centrals: [UInt8] = []
    for (name, data) in entries {
      let nameBytes = Array(name.utf8)
      var crc = CRC32()
      crc.add(data)
      let sizes = le(Int(crc.value), 4) + le(data.count, 4) + le(data.count, 4)
      let flags = descriptor ? 8 : 0
      let offset = locals.count
      locals +=
        le(0x0403_4B50, 4) + le(20, 2) + le(flags, 2) + le(0, 2) + le(0, 4)
        + (descriptor ? le(0, 12) : sizes) + le(nameBytes.count, 2) + le(0, 2) + nameBytes
        + data + (descriptor ? le(0x0807_4B50, 4) + sizes : [])
      centrals +=
        le(0x0201_4B50, 4) + le(20, 2) + le(20, 2) + le(flags, 2) + le(0, 2) + le(0, 4) + sizes
        + le(nameBytes.count, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 2) + le(0, 4)
        + le(offset, 4) + nameBytes
    }
    let end =
      le(0x0605_4B50, 4) + le(0, 2) + le(0, 2) + le(entries.count, 2) + le(entries.count, 2)
      + le(centrals.count, 4) + le(locals.count, 4) + le(0, 2)
    return locals + centrals + end
  }
}
