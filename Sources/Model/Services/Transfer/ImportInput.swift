import DataSource

/// Where an import's bytes come from: a file or standard input, read through the byte
/// stream client in windows, so that an Apple Health export streams either way.
struct ImportInput {
  private let byteStream: ByteStreamClient
  /// `nil`: standard input.
  private let path: String?
  private let descriptor: Int32

  init(_ source: ImportRequest.Source, byteStream: ByteStreamClient) throws(ImportFailure) {
    self.byteStream = byteStream
    switch source {
    case .standardInput:
      (path, descriptor) = (nil, ByteStreamClient.standardInput)
    case .file(let path):
      do {
        descriptor = try byteStream.open(path)
      } catch {
        if error == .noSuchFile { throw .fileMissing(path: path) }
        throw .unreadable(path: path, error)
      }
      self.path = path
    }
  }

  /// Reads until `buffer` holds `limit` bytes or the input ends; whether it ended.
  mutating func fill(_ buffer: ByteBuffer, upTo limit: Int) throws(ImportFailure) -> Bool {
    buffer.reserveCapacity(limit)
    guard buffer.count < limit else { return false }
    let room = UnsafeMutableRawBufferPointer(rebasing: buffer.spare.prefix(limit - buffer.count))
    let (count, ended) = try read(into: room)
    buffer.count += count
    return ended
  }

  /// Fills `room` or reads to the end of the input: how many bytes, and whether it ended.
  func read(into room: UnsafeMutableRawBufferPointer) throws(ImportFailure) -> (
    count: Int, ended: Bool
  ) {
    var filled = 0
    while filled < room.count {
      let count: Int
      do {
        count = try byteStream.read(
          descriptor, UnsafeMutableRawBufferPointer(rebasing: room[filled...]))
      } catch {
        guard let path else { throw .standardInputUnreadable }
        throw .unreadable(path: path, error)
      }
      if count == 0 { return (filled, true) }
      filled += count
    }
    return (filled, false)
  }

  /// Every byte: the `head` already read and the rest, refused past `limit` (an endless
  /// stream ends there); the array's room never passes the limit by much.
  mutating func whole(head: ByteBuffer, isFinal: Bool, limit: Int) throws(ImportFailure)
    -> [UInt8]
  {
    var bytes = Array(head.bytes)
    if bytes.count > limit { throw .tooLarge(limit: limit) }
    guard !isFinal else { return bytes }
    let chunk = ByteBuffer(capacity: 1 << 20)
    while true {
      chunk.count = 0
      let ended = try fill(chunk, upTo: 1 << 20)
      if bytes.count + chunk.count > limit { throw .tooLarge(limit: limit) }
      if bytes.count + chunk.count > bytes.capacity {
        let capacity = min(max(bytes.capacity * 2, bytes.count + chunk.count), limit)
        // Asked first, while the old room is still held as it is during the copy: under a
        // memory limit (`ulimit -v`) the import ends with `outOfMemory`, not a trap.
        guard AddressSpace.canAllocate(capacity) else { throw .outOfMemory(bytes: capacity) }
        bytes.reserveCapacity(capacity)
      }
      bytes.append(contentsOf: chunk.bytes)
      if ended { return bytes }
    }
  }

  func close() {
    if path != nil { byteStream.close(descriptor) }
  }
}
