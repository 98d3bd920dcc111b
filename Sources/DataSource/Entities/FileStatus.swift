/// What `stat(2)` says about a path that exists.
public struct FileStatus: Sendable, Equatable {
  /// The permission bits (`0o600`), without the file type.
  public let permissions: UInt32
  public let size: Int
  public let isDirectory: Bool

  public init(permissions: UInt32, size: Int, isDirectory: Bool) {
    self.permissions = permissions
    self.size = size
    self.isDirectory = isDirectory
  }
}
