/// Why opening, reading or writing a byte stream failed, in terms the front can explain.
public enum ByteStreamError: Error, Sendable, Equatable {
  /// `ENOENT`: the path names nothing.
  case noSuchFile
  /// `EACCES`/`EPERM`: the file exists but may not be read.
  case permissionDenied
  /// `EISDIR`: the path is a directory.
  case isDirectory
  /// `EPIPE`: the reader went away (as `head` does once it has its lines).
  case brokenPipe
  /// Any other `errno`, with the system's own description.
  case failed(errno: Int32, description: String)
}
