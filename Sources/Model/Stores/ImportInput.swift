import DataSource

/// Where an import's bytes come from: a file read through the byte stream client in
/// windows, or standard input (read whole by the console client).
struct ImportInput {
  private let byteStream: ByteStreamClient
  private let path: String?
  private let descriptor: Int32
  private var standardInput: [UInt8]
  private var offset = 0

  init(_ source: ImportRequest.Source, byteStream: ByteStreamClient, console: ConsoleClient)
    throws(ImportFailure)
  {
    self.byteStream = byteStream
    switch source {
    case .standardInput:
      guard let bytes = console.readStandardInput() else { throw .standardInputUnreadable }
      guard bytes.count <= ImportReader.maximumBytes else {
        throw .tooLarge(limit: ImportReader.maximumBytes)
      }
      (path, descriptor, standardInput) = (nil, -1, bytes)
    case .file(let path):
      do {
        descriptor = try byteStream.open(path)
      } catch {
        if error == .noSuchFile { throw .fileMissing(path: path) }
        throw .unreadable(path: path, error)
      }
      (self.path, standardInput) = (path, [])
    }
  }

  /// Reads until `buffer` holds `limit` bytes or the input ends; whether it ended.
  mutating func fill(_ buffer: ByteBuffer, upTo limit: Int) throws(ImportFailure) -> Bool {
    buffer.reserveCapacity(limit)
    while buffer.count < limit {
      let spare = UnsafeMutableRawBufferPointer(rebasing: buffer.spare.prefix(limit - buffer.count))
      let count: Int
      if let path {
        do {
          count = try byteStream.read(descriptor, spare)
        } catch {
          throw .unreadable(path: path, error)
        }
      } else {
        count = min(spare.count, standardInput.count - offset)
        standardInput.withUnsafeBytes {
          spare.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<(offset + count)]))
        }
        offset += count
      }
      if count == 0 { return true }
      buffer.count += count
    }
    return false
  }

  /// Every byte: the `head` already read and the rest, refused past `limit`. Standard input
  /// is already whole; a file grows in an array whose room never passes the limit by much.
  mutating func whole(head: ByteBuffer, isFinal: Bool, limit: Int) throws(ImportFailure)
    -> [UInt8]
  {
    if path == nil { return standardInput }
    var bytes = Array(head.bytes)
    guard !isFinal else { return bytes }
    let chunk = ByteBuffer(capacity: 1 << 20)
    while true {
      chunk.count = 0
      let ended = try fill(chunk, upTo: 1 << 20)
      if bytes.count + chunk.count > limit { throw .tooLarge(limit: limit) }
      if bytes.count + chunk.count > bytes.capacity {
        bytes.reserveCapacity(min(max(bytes.capacity * 2, bytes.count + chunk.count), limit))
      }
      bytes.append(contentsOf: chunk.bytes)
      if ended { return bytes }
    }
  }

  func close() {
    if path != nil { byteStream.close(descriptor) }
  }
}
