#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Process-wide care of descriptors 0, 1 and 2, called once from `main.swift`.
public enum StandardDescriptors {
  /// A standard descriptor the shell closed (`bmi history >&-`) is taken by `/dev/null`
  /// opened the other way round, so that its number stays held: otherwise the next file
  /// opened (the store, its lock) would become "standard output" and a record meant for the
  /// terminal would be written into the store. Opened against its direction, the
  /// placeholder fails every use with `EBADF`, exactly as the closed descriptor did, so a
  /// write to a closed stdout is still reported.
  public static func holdClosed() {
    for descriptor: Int32 in 0...2 where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
      let placeholder = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY)
      if placeholder >= 0, placeholder != descriptor {
        _ = dup2(placeholder, descriptor)
        _ = close(placeholder)
      }
    }
  }
}
