/// A ZIP archive read front to back as a stream, entry by entry from their local headers
/// (the central directory at the end is never needed): stored and deflated entries, with or
/// without a data descriptor (bit 3: sizes and CRC after the data, as Apple's export.zip
/// writes them, and `zip -0` writing to a pipe), each checked against its CRC-32.
public struct ZipEntry: Sendable, Equatable {
  public enum Method: Sendable, Equatable {
    case stored
    case deflated
  }

  /// Why an archive cannot be read.
  public enum Failure: Error, Sendable, Equatable {
    case truncated
    case notAnArchive
    /// A method other than stored or deflate (`method` as the header gives it).
    case unsupportedMethod(Int)
    /// An encrypted entry.
    case encrypted(String)
    case corrupt(String)
    /// The entry's data does not match its CRC-32.
    case checksum(String)
    /// The entry's compressed data, or what it decodes to, runs past `limit` bytes.
    case tooLarge(String, limit: Int)
  }

  public let name: String
  public let method: Method
  /// Bit 3: the sizes and CRC follow the data.
  public let hasDescriptor: Bool
  public let crc: UInt32
  public let compressedSize: Int

  /// Reads the next local header, or `nil` where the central directory starts.
  public static func next(_ byte: () throws(Failure) -> UInt8) throws(Failure) -> ZipEntry? {
    func word(_ count: Int) throws(Failure) -> Int {
      var value = 0
      for index in 0..<count { value |= Int(try byte()) << (8 * index) }
      return value
    }
    let signature = try word(4)
    if signature == 0x0201_4b50 || signature == 0x0605_4b50 { return nil }
    guard signature == 0x0403_4b50 else { throw .notAnArchive }
    _ = try word(2)
    let flags = try word(2)
    let methodCode = try word(2)
    _ = try word(4)
    let crc = UInt32(try word(4))
    let compressedSize = try word(4)
    _ = try word(4)
    let nameLength = try word(2)
    let extraLength = try word(2)
    var nameBytes: [UInt8] = []
    for _ in 0..<nameLength { nameBytes.append(try byte()) }
    for _ in 0..<extraLength { _ = try byte() }
    // Info-ZIP writes UTF-8 names without flag 11 too (a localized 导出.xml): read as UTF-8.
    let name = String(decoding: nameBytes, as: UTF8.self)
    if flags & 1 != 0 { throw .encrypted(name) }
    let method: Method
    switch methodCode {
    case 0: method = .stored
    case 8: method = .deflated
    default: throw .unsupportedMethod(methodCode)
    }
    return ZipEntry(
      name: name, method: method, hasDescriptor: flags & 8 != 0, crc: crc,
      compressedSize: compressedSize)
  }

  /// Decodes the entry's data, handing it to `emit` in pieces, then checks its CRC-32 (from
  /// the header, or the data descriptor after the data).
  public func read(
    _ byte: @escaping () throws(Failure) -> UInt8, emit: @escaping ([UInt8]) -> Void
  ) throws(Failure) {
    var crc = CRC32()
    switch method {
    case .stored where hasDescriptor && compressedSize == 0:
      // Its size is only in the descriptor after it: `readUntilDescriptor` finds that.
      return try readUntilDescriptor(byte, emit: emit)
    case .stored:
      var chunk: [UInt8] = []
      chunk.reserveCapacity(1 << 16)
      for _ in 0..<compressedSize {
        chunk.append(try byte())
        if chunk.count == 1 << 16 {
          crc.add(chunk)
          emit(chunk)
          chunk.removeAll(keepingCapacity: true)
        }
      }
      crc.add(chunk)
      emit(chunk)
    case .deflated:
      var inflater = Inflater(
        next: { () throws(Inflater.Failure) -> UInt8 in
          do { return try byte() } catch { throw .truncated }
        },
        emit: { piece in
          crc.add(piece)
          emit(piece)
        })
      do {
        try inflater.run()
      } catch {
        switch error {
        case .truncated: throw .truncated
        case .tooLarge(let limit): throw .tooLarge(name, limit: limit)
        case .corrupt: throw .corrupt(name)
        }
      }
    }
    var expected = self.crc
    if hasDescriptor {
      func word() throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for index in 0..<4 { value |= UInt32(try byte()) << (8 * UInt32(index)) }
        return value
      }
      var first = try word()
      if first == 0x0807_4b50 { first = try word() }
      expected = first
      _ = try word()
      _ = try word()
    }
    guard crc.value == expected else { throw .checksum(name) }
  }
}

extension ZipEntry {
  /// A stored entry whose size the header leaves at 0: its bytes run to the data descriptor,
  /// found as a signature (`PK\u{7}\u{8}`) followed by the CRC-32 and the size of every byte
  /// before it (both sizes, 32-bit): a signature inside the data matches neither, so it is
  /// data. The last 16 bytes wait in `held` until they are known not to be the descriptor.
  /// (A descriptor without its optional signature, or with 64-bit sizes, is not found: the
  /// archive then reads as truncated.)
  func readUntilDescriptor(
    _ byte: @escaping () throws(Failure) -> UInt8, emit: @escaping ([UInt8]) -> Void
  ) throws(Failure) {
    // The last 16 bytes read, a ring from `head`.
    var held = [UInt8](repeating: 0, count: 16)
    for index in 0..<16 { held[index] = try byte() }
    var head = 0
    var crc = CRC32()
    var chunk: [UInt8] = []
    chunk.reserveCapacity(1 << 16)
    var count = 0
    func word(_ offset: Int) -> Int {
      (0..<4).reduce(0) { $0 | Int(held[(head + offset + $1) & 15]) << (8 * $1) }
    }
    while true {
      if held[head] == 0x50, word(0) == 0x0807_4b50, word(8) == count & 0xFFFF_FFFF,
        word(12) == word(8)
      {
        var sofar = crc
        sofar.add(chunk)
        if UInt32(word(4)) == sofar.value {
          emit(chunk)
          return
        }
      }
      chunk.append(held[head])
      held[head] = try byte()
      head = (head + 1) & 15
      count += 1
      if count > ZipEntry.storedLimit { throw .tooLarge(name, limit: ZipEntry.storedLimit) }
      if chunk.count == 1 << 16 {
        crc.add(chunk)
        emit(chunk)
        chunk.removeAll(keepingCapacity: true)
      }
    }
  }

  /// The most bytes a stored entry without its size is read to: ZIP's 32-bit sizes.
  static let storedLimit = 0xFFFF_FFFF
}

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
