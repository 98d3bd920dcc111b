import Foundation

#if canImport(Glibc)
  import Glibc

  private let systemRead = Glibc.read
#elseif canImport(Darwin)
  import Darwin

  private let systemRead = Darwin.read
#endif

extension FileHandle {
  /// Every byte until end of file, reading again when a signal interrupts `read`.
  ///
  /// Foundation's `readDataToEndOfFile()` traps on any error, `EINTR` included, and the
  /// test process gets `SIGCHLD` for every `bmi` it spawns: with many processes at once a
  /// read is sometimes interrupted, which must not bring the whole test run down.
  func readAllRetryingInterrupts() -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes {
        systemRead(fileDescriptor, $0.baseAddress, $0.count)
      }
      if count > 0 {
        data.append(contentsOf: buffer[..<count])
      } else if count == 0 || errno != EINTR {
        return data
      }
    }
  }
}
