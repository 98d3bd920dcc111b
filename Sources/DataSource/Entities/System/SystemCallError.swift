#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A system call that failed: which call, on which path, and the `errno` it set.
public struct SystemCallError: Error, Sendable, Equatable {
  public let call: String
  public let path: String
  public let code: Int32

  public init(_ call: String, path: String, code: Int32) {
    self.call = call
    self.path = path
    self.code = code
  }

  /// The C library's words for the error, e.g. "Permission denied".
  public var reason: String {
    String(cString: strerror(code))
  }
}

extension SystemCallError {
  /// `ENOENT`: the path (or a directory on it) does not exist.
  public var isNotFound: Bool { code == ENOENT }

  /// `EFBIG`: more bytes than the reader's limit.
  public var isTooLarge: Bool { code == EFBIG }

  /// `EISDIR`: a directory where a file was expected (`read` of a directory).
  public var isDirectory: Bool { code == EISDIR }
}
