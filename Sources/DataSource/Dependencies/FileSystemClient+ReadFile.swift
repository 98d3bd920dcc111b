#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystemClient {
  /// Every byte of the file at `path`: `open`, `read` to the end, `close`.
  public func readFile(_ path: String) throws(SystemCallError) -> [UInt8] {
    let descriptor = try open(path, O_RDONLY, 0)
    defer { close(descriptor) }
    do {
      return try read(descriptor)
    } catch {
      throw SystemCallError(error.call, path: path, code: error.code)
    }
  }
}
