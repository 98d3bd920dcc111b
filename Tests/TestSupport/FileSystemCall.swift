/// The kinds of file-system call a fault-injection test can count and fail. `open` is split
/// by purpose (reading a file, creating one, opening a directory to sync it) and so is
/// `fsync`, because a failure means something different at each of those points.
public enum FileSystemCall: String, Sendable, CaseIterable {
  /// `open` without `O_CREAT` or `O_DIRECTORY`: reading the store or an import file.
  case open
  case read
  /// `open` with `O_CREAT`: a new temporary file.
  case create
  case write
  case fchmod
  /// `fsync` of a file.
  case fsync
  case rename
  /// `link`: the store's old file kept as the undo snapshot under a temporary name.
  case link
  /// `open` with `O_DIRECTORY`, to sync the directory after a rename.
  case openDirectory
  /// `fsync` of a directory descriptor: makes a rename durable.
  case fsyncDirectory
  case unlink
  case mkdir
  case chmod
  case stat
  case readdir
  case readlink

  /// The calls by which a change puts bytes or names on disk: each a place where a write can
  /// fail, in the order a change makes them.
  public static let writing: [FileSystemCall] = [
    .mkdir, .chmod, .create, .write, .fchmod, .fsync, .link, .rename, .openDirectory,
    .fsyncDirectory,
  ]
}
