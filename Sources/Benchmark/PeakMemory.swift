import Glibc

/// Peak resident memory of one run of a command, read from the kernel at the moment it exits.
///
/// `ru_maxrss` from `wait4` will not do: a `posix_spawn` (vfork) child carries the parent's
/// high-water mark across `exec`, so a small command reports the benchmark's own size. Here
/// the child asks to be traced (`PTRACE_TRACEME`) before `exec`, the parent asks to be told
/// of its exit (`PTRACE_O_TRACEEXIT`), and at that stop, with the process still whole, reads
/// `VmHWM` from `/proc/PID/status`: the peak of the exec'd program's own address space.
enum PeakMemory {
  // From <sys/ptrace.h>; Glibc's ptrace is variadic, which Swift cannot call directly.
  private static let traceMe: Int32 = 0
  private static let resume: Int32 = 7
  private static let setOptions: Int32 = 0x4200
  private static let traceExec = 0x10
  private static let traceExit = 0x40
  private static let execEvent: Int32 = 4
  private static let exitEvent: Int32 = 6

  private typealias PtraceFunction =
    @convention(c) (
      Int32, pid_t, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
    ) -> Int

  /// Reached through `dlsym` with a fixed signature: integer and pointer arguments pass the
  /// same way to a variadic function on x86-64 and arm64 Linux.
  private static let ptrace: PtraceFunction? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "ptrace") else { return nil }
    return unsafeBitCast(symbol, to: PtraceFunction.self)
  }()

  /// Kibibytes at the peak, or `nil` if the command could not be traced or failed.
  static func kibibytes(
    _ arguments: [String], input: String = "/dev/null", output: String = "/dev/null"
  )
    -> Int?
  {
    guard let ptrace else { return nil }
    // Everything the child needs is made before fork: after it, only system calls.
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    guard let inputPath = strdup(input), let outputPath = strdup(output),
      let program = strdup(resolve(arguments[0]))
    else { return nil }
    defer {
      free(inputPath)
      free(outputPath)
      free(program)
    }
    let pid = fork()
    if pid == 0 {
      let inputDescriptor = open(inputPath, O_RDONLY)
      let outputDescriptor = open(outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      dup2(inputDescriptor, 0)
      dup2(outputDescriptor, 1)
      _ = ptrace(traceMe, 0, nil, nil)
      execv(program, argv)
      _exit(127)
    }
    guard pid > 0 else { return nil }
    var status: Int32 = 0
    var peak: Int?
    // The first stop is the SIGTRAP of the exec.
    guard waitpid(pid, &status, 0) == pid, isStopped(status) else { return nil }
    // Later execs (a wrapper script exec'ing the real program) then stop with an event,
    // not a bare SIGTRAP that would be mistaken for the program's own signal.
    _ = ptrace(setOptions, pid, nil, UnsafeMutableRawPointer(bitPattern: traceExec | traceExit))
    _ = ptrace(resume, pid, nil, nil)
    while waitpid(pid, &status, 0) == pid {
      guard isStopped(status) else { break }
      let signal = (status >> 8) & 0xFF
      let event = status >> 16
      if signal == SIGTRAP && event == exitEvent {
        peak = highWaterMark(of: pid)
        _ = ptrace(resume, pid, nil, nil)
      } else if signal == SIGTRAP && event == execEvent {
        _ = ptrace(resume, pid, nil, nil)
      } else {
        // Any other signal is the program's own: pass it on.
        _ = ptrace(resume, pid, nil, UnsafeMutableRawPointer(bitPattern: Int(signal)))
      }
    }
    let exitedCleanly = (status & 0x7F) == 0 && (status >> 8) & 0xFF == 0
    return exitedCleanly ? peak : nil
  }

  private static func isStopped(_ status: Int32) -> Bool { status & 0xFF == 0x7F }

  /// `VmHWM` of `/proc/PID/status`, in KiB.
  private static func highWaterMark(of pid: pid_t) -> Int? {
    guard let file = fopen("/proc/\(pid)/status", "r") else { return nil }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
      let text = String(
        decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      guard text.hasPrefix("VmHWM:") else { continue }
      return Int(text.dropFirst(6).filter(\.isNumber))
    }
    return nil
  }

  /// The full path of a program named without one, searched on `PATH` (execv does not).
  static func resolve(_ program: String) -> String {
    guard !program.contains("/"), let path = getenv("PATH") else { return program }
    for directory in String(cString: path).split(separator: ":") {
      let candidate = "\(directory)/\(program)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return program
  }
}
