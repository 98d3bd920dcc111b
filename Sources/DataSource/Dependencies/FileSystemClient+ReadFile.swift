#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystemClient {
  /// Every byte of the file at `path`: `open`, `read` to the end, `close`. More than `limit`
  /// bytes is `EFBIG`, read no further.
  public func readFile(_ path: String, limit: Int) throws(SystemCallError) -> [UInt8] {
    let descriptor = try open(path, O_RDONLY, 0)
    defer { close(descriptor) }
    do {
      return try read(descriptor, limit)
    } catch {
      throw SystemCallError(error.call, path: path, code: error.code)
    }
  }
}
