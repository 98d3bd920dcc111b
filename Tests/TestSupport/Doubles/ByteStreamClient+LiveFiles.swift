import DataSource

extension ByteStreamClient {
  /// The real byte streams, except standard input, which reads `standardInput`: for tests
  /// that use real files and feed a command's standard input from memory.
  public static func liveFiles(standardInput: [UInt8]) -> ByteStreamClient {
    let memory = ByteStreamClient.inMemory(ByteStreamRecorder(), standardInput: standardInput)
    let live = ByteStreamClient.liveValue
    return ByteStreamClient(
      open: live.open, create: live.create,
      read: { descriptor, buffer throws(ByteStreamError) in
        descriptor == ByteStreamClient.standardInput
          ? try memory.read(descriptor, buffer) : try live.read(descriptor, buffer)
      },
      write: live.write, close: live.close)
  }
}
