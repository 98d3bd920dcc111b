import DataSource

extension TransferStore {
  /// The first bytes a file's kind is recognised from.
  static let headSize = 64 << 10
  /// The window an Apple Health export is streamed through: memory stays flat whatever the
  /// size of the export.
  static let windowSize = 1 << 20

  /// Reads the import file into a batch: an Apple Health export a window at a time, any
  /// other file whole (they are small), then a window of rows at a time.
  func read(_ source: ImportRequest.Source, options: ImportOptions) async throws(ImportFailure)
    -> ImportBatch
  {
    var input = try ImportInput(source, byteStream: byteStream, console: console)
    defer { input.close() }
    let buffer = ByteBuffer(capacity: Self.windowSize)
    var isFinal = try input.fill(buffer, upTo: Self.headSize)
    let kind = options.source ?? ImportSource.detect(buffer.bytes)
    if kind == .appleHealth {
      var reader = AppleHealthReader(perDay: options.perDay)
      var bytesRead = buffer.count
      while true {
        let consumed = buffer.bytes.withMemoryRebound(to: UInt8.self) {
          reader.consume($0, isFinal: isFinal)
        }
        if isFinal { break }
        buffer.removeFirst(consumed)
        let before = buffer.count
        isFinal = try input.fill(buffer, upTo: Self.windowSize)
        bytesRead += buffer.count - before
        await send(.importRecordsFound(bytesRead: bytesRead))
      }
      return try reader.finish()
    }
    while !isFinal {
      buffer.reserveCapacity(buffer.count + Self.windowSize)
      isFinal = try input.fill(buffer, upTo: buffer.count + Self.windowSize)
    }
    var reading = try ImportReader(options: options).open(Array(buffer.bytes))
    while !reading.isFinished {
      try reading.read(upTo: Self.rowsPerStep)
      await send(.importRowsRead(reading.rowsRead, of: reading.rowCount))
    }
    return reading.finish()
  }
}

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

  func close() {
    if path != nil { byteStream.close(descriptor) }
  }
}
