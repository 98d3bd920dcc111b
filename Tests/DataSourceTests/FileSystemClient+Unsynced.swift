import DataSource

extension FileSystemClient {
  /// The real file system with `fsync` a no-op, for tests that run a command hundreds of
  /// times: what they check (bytes, names, modes, messages) is the same with or without the
  /// sync, which only matters after a power cut, and skipping it keeps them quick on a busy
  /// disk. Fault-injecting clients built on it still count and fail `fsync` calls.
  static let unsynced: FileSystemClient = {
    var client = FileSystemClient.liveValue
    client.fsync = { _ in }
    return client
  }()
}
