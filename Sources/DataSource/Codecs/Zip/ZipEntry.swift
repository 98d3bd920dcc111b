/// A ZIP archive read front to back as a stream, entry by entry from their local headers
/// (the central directory at the end is never needed): stored and deflated entries, with or
/// without a data descriptor (bit 3: sizes and CRC after the data, as Apple's export.zip
/// writes them, and `zip -0` writing to a pipe), in ZIP64 form or not (an export.xml past
/// 4 GiB, or a writer that uses it for every entry), each checked against its CRC-32.
public struct ZipEntry: Sendable, Equatable {
  public enum Method: Sendable, Equatable {
    case stored
    case deflated
    /// Another method (Deflate64's 9, BZip2's 12, LZMA's 14…): its entry cannot be decoded,
    /// only passed over when its size is known.
    case other(Int)

    /// The method's name, for a message.
    public var name: String {
      switch self {
      case .stored: "stored"
      case .deflated: "deflate"
      case .other(9): "Deflate64"
      case .other(12): "BZip2"
      case .other(14): "LZMA"
      case .other(93): "Zstandard"
      case .other(95): "XZ"
      case .other(98): "PPMd"
      case .other(let code): "method \(code)"
      }
    }
  }

  /// Why an archive cannot be read.
  public enum Failure: Error, Sendable, Equatable {
    case truncated
    case notAnArchive
    /// An entry that must be decoded (`name`), packed with a method other than stored or
    /// deflate.
    case unsupportedMethod(Method, name: String)
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
  /// A ZIP64 extended information field (0x0001) came with the header: its sizes are the
  /// 64-bit ones there, and so are the data descriptor's.
  public let isZip64: Bool

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
    var compressedSize = try word(4)
    _ = try word(4)
    let nameLength = try word(2)
    let extraLength = try word(2)
    var nameBytes: [UInt8] = []
    for _ in 0..<nameLength { nameBytes.append(try byte()) }
    // Extra fields: (id, length, data)…; ZIP64's (0x0001) holds the original size, then the
    // compressed size, 8 bytes each, in a local header always both (APPNOTE 4.5.3).
    var isZip64 = false
    var extraRead = 0
    while extraRead + 4 <= extraLength {
      let id = try word(2)
      let length = try word(2)
      extraRead += 4
      let fieldLength = min(length, extraLength - extraRead)
      var field: [UInt8] = []
      for _ in 0..<fieldLength { field.append(try byte()) }
      extraRead += fieldLength
      if id == 0x0001, field.count >= 16 {
        isZip64 = true
        compressedSize = field[8..<16].reversed().reduce(0) { $0 << 8 | Int($1) }
      }
    }
    for _ in extraRead..<max(extraRead, extraLength) { _ = try byte() }
    // Info-ZIP writes UTF-8 names without flag 11 too (a localized 导出.xml): read as UTF-8.
    let name = String(decoding: nameBytes, as: UTF8.self)
    if flags & 1 != 0 { throw .encrypted(name) }
    let method: Method
    switch methodCode {
    case 0: method = .stored
    case 8: method = .deflated
    default: method = .other(methodCode)
    }
    // A size past what an archive is read to (a ZIP64 size of 2⁶³ would also overflow).
    guard compressedSize >= 0, compressedSize <= Inflater.maximumBytes else {
      throw .tooLarge(name, limit: Inflater.maximumBytes)
    }
    return ZipEntry(
      name: name, method: method, hasDescriptor: flags & 8 != 0, crc: crc,
      compressedSize: compressedSize, isZip64: isZip64)
  }

  /// Decodes the entry's data, handing it to `emit` in pieces, then checks its CRC-32 (from
  /// the header, or the data descriptor after the data). More than `limit` bytes read or
  /// decoded is `tooLarge` (an endless entry from a pipe ends there). An entry of another
  /// method is passed over when its size is known, else refused: it cannot be decoded to
  /// find its end.
  public func read(
    _ byte: @escaping () throws(Failure) -> UInt8, limit: Int = Inflater.maximumBytes,
    emit: @escaping ([UInt8]) -> Void
  ) throws(Failure) {
    var crc = CRC32()
    guard compressedSize <= limit else { throw .tooLarge(name, limit: limit) }
    switch method {
    case .other where hasDescriptor && compressedSize == 0:
      throw .unsupportedMethod(method, name: name)
    case .other:
      for _ in 0..<compressedSize { _ = try byte() }
      if hasDescriptor { try skipDescriptor(byte) }
      return
    case .stored where hasDescriptor && compressedSize == 0:
      // Its size is only in the descriptor after it: `readUntilDescriptor` finds that.
      return try readUntilDescriptor(byte, limit: limit, emit: emit)
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
        limit: limit,
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
    let expected = hasDescriptor ? try skipDescriptor(byte) : self.crc
    guard crc.value == expected else { throw .checksum(name) }
  }

  /// Reads the data descriptor after the data, and returns its CRC-32.
  @discardableResult
  func skipDescriptor(_ byte: () throws(Failure) -> UInt8) throws(Failure) -> UInt32 {
    func word() throws(Failure) -> UInt32 {
      var value: UInt32 = 0
      for index in 0..<4 { value |= UInt32(try byte()) << (8 * UInt32(index)) }
      return value
    }
    var first = try word()
    if first == 0x0807_4b50 { first = try word() }
    // The two sizes: 8 bytes each after a ZIP64 header, else 4.
    for _ in 0..<(isZip64 ? 4 : 2) { _ = try word() }
    return first
  }
}

extension ZipEntry {
  /// A stored entry whose size the header leaves at 0: its bytes run to the data descriptor,
  /// found as a signature (`PK\u{7}\u{8}`) followed by the CRC-32 and the size of every byte
  /// before it (both sizes, 32-bit, or 64-bit after a ZIP64 header): a signature inside the
  /// data matches neither, so it is data. The descriptor's length of last bytes waits in
  /// `held` until they are known not to be the descriptor. (A descriptor without its
  /// optional signature is not found: the archive then reads as truncated.)
  func readUntilDescriptor(
    _ byte: @escaping () throws(Failure) -> UInt8, limit: Int,
    emit: @escaping ([UInt8]) -> Void
  ) throws(Failure) {
    let sizeBytes = isZip64 ? 8 : 4
    let descriptorLength = 8 + 2 * sizeBytes
    // The last `descriptorLength` bytes read, a ring of 32 from `head`.
    var held = [UInt8](repeating: 0, count: 32)
    for index in 0..<descriptorLength { held[index] = try byte() }
    var head = 0
    var crc = CRC32()
    var chunk: [UInt8] = []
    chunk.reserveCapacity(1 << 16)
    var count = 0
    func value(_ offset: Int, _ length: Int) -> Int {
      (0..<length).reduce(0) { $0 | Int(held[(head + offset + $1) & 31]) << (8 * $1) }
    }
    let limit = min(limit, isZip64 ? Inflater.maximumBytes : ZipEntry.storedLimit)
    while true {
      if held[head] == 0x50, value(0, 4) == 0x0807_4b50,
        value(8, sizeBytes) == count & (isZip64 ? Int.max : 0xFFFF_FFFF),
        value(8 + sizeBytes, sizeBytes) == value(8, sizeBytes)
      {
        var sofar = crc
        sofar.add(chunk)
        if UInt32(value(4, 4)) == sofar.value {
          emit(chunk)
          return
        }
      }
      chunk.append(held[head])
      held[(head + descriptorLength) & 31] = try byte()
      head = (head + 1) & 31
      count += 1
      if count > limit { throw .tooLarge(name, limit: limit) }
      if chunk.count == 1 << 16 {
        crc.add(chunk)
        emit(chunk)
        chunk.removeAll(keepingCapacity: true)
      }
    }
  }

  /// The most bytes a stored entry without its size is read to: ZIP's 32-bit sizes (ZIP64's
  /// are read to `Inflater.maximumBytes`, as deflated entries are).
  static let storedLimit = 0xFFFF_FFFF
}
