/// What `stat(2)` says about a path that exists.
public struct FileStatus: Sendable, Equatable {
  /// The type of file: only a regular file can be a store.
  public enum Kind: String, Sendable, Equatable {
    case regular = "a regular file"
    case directory = "a directory"
    case symbolicLink = "a symbolic link"
    case fifo = "a named pipe (FIFO)"
    case socket = "a socket"
    case device = "a device"
    case other = "not a regular file"
  }

  /// The permission bits (`0o600`, with set-id and sticky bits), without the file type.
  public let permissions: UInt32
  public let size: Int
  public let kind: Kind
  /// The owner's user and group ids.
  public let owner: UInt32
  public let group: UInt32
  /// How many names the file has (`st_nlink`): more than one means another hard link shares
  /// its bytes.
  public let links: Int

  public var isDirectory: Bool { kind == .directory }

  public init(
    permissions: UInt32, size: Int, kind: Kind, owner: UInt32 = 0, group: UInt32 = 0,
    links: Int = 1
  ) {
    self.permissions = permissions
    self.size = size
    self.kind = kind
    self.owner = owner
    self.group = group
    self.links = links
  }

  public init(permissions: UInt32, size: Int, isDirectory: Bool) {
    self.init(permissions: permissions, size: size, kind: isDirectory ? .directory : .regular)
  }
}
