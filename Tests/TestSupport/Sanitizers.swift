#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether this test process (and so the `bmi` built beside it) runs under a sanitizer.
/// AddressSanitizer and ThreadSanitizer reserve terabytes of shadow address space at start,
/// so a test that caps virtual memory with `ulimit -v` cannot run under them.
public enum Sanitizers {
  public static let reserveShadowMemory: Bool =
    dlsym(nil, "__asan_init") != nil || dlsym(nil, "__tsan_init") != nil
}
