import DataSource

extension ByteStreamClient {
  /// Streams over bytes in memory: `files` by path and `standardInput` on descriptor 0,
  /// handed out at most `chunkSize` bytes per read so tests cross every chunk boundary.
  /// Writes land in `recorder`; with `closedAfter`, the reader "goes away" after that many
  /// bytes and later writes fail with `brokenPipe`, like `| head`.
  public static func inMemory(
    _ recorder: ByteStreamRecorder,
    files: [String: [UInt8]] = [:],
    standardInput: [UInt8] = [],
    chunkSize: Int = .max,
    closedAfter: Int? = nil
  ) -> ByteStreamClient {
    recorder.load(files: files, standardInput: standardInput)
    return ByteStreamClient(
      open: { path throws(ByteStreamError) in try recorder.open(path) },
      create: { path throws(ByteStreamError) in recorder.create(path) },
      read: { descriptor, buffer throws(ByteStreamError) in
        try recorder.read(descriptor, into: buffer, atMost: chunkSize)
      },
      write: { descriptor, bytes throws(ByteStreamError) in
        try recorder.write(descriptor, bytes, closedAfter: closedAfter)
      },
      close: { descriptor in recorder.close(descriptor) }
    )
  }
}
