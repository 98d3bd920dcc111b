#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A run of the built `bmi` started with `posix_spawn` and reaped only by `wait()`, so a test
/// can start many at once and SIGKILL one at a chosen moment: until it is reaped its pid
/// cannot be reused, so the signal can only reach this child.
final class SpawnedProcess {
  enum Termination: Equatable, CustomStringConvertible {
    case exited(Int32)
    case signalled(Int32)

    var description: String {
      switch self {
      case .exited(let status): "exit \(status)"
      case .signalled(let signal): "signal \(signal)"
      }
    }
  }

  struct Failure: Error, CustomStringConvertible {
    let code: Int32
    var description: String { "posix_spawn failed: \(String(cString: strerror(code)))" }
  }

  let pid: pid_t
  private var termination: Termination?

  /// Starts `bmi arguments…` with only `environment` (plus a plain PATH), stdin and stdout on
  /// /dev/null, and stderr appended to `standardError` (or /dev/null).
  init(_ arguments: [String], environment: [String: String], standardError: String? = nil)
    throws
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 2, standardError ?? "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0o600)
    let executable = BinaryRunner.executable.path
    var variables = ["PATH": "/usr/bin:/bin"]
    variables.merge(environment) { $1 }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var child: pid_t = 0
    let code = posix_spawn(&child, executable, &actions, nil, argv, envp)
    guard code == 0 else { throw Failure(code: code) }
    pid = child
  }

  deinit {
    // A test that failed half way must not leave children behind.
    if termination == nil {
      kill()
      _ = wait()
    }
  }

  func kill() {
    guard termination == nil else { return }
    sendKill(pid)
  }

  /// Waits for the process to end (at once if it already has) and says how it ended.
  func wait() -> Termination {
    if let termination { return termination }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let ended: Termination =
      status & 0x7f == 0 ? .exited((status >> 8) & 0xff) : .signalled(status & 0x7f)
    termination = ended
    return ended
  }
}

/// `kill(2)` with SIGKILL, named apart from `SpawnedProcess.kill()`.
private func sendKill(_ pid: pid_t) {
  _ = kill(pid, SIGKILL)
}
