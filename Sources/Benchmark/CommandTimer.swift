import Glibc

/// Runs a command (no shell) with stdin and stdout redirected, and measures its wall time.
struct CommandTimer {
  struct Sample {
    var seconds: Double
    var status: Int32
  }

  /// `input` and `output` are file paths; `/dev/null` when not given.
  static func run(_ arguments: [String], input: String = "/dev/null", output: String = "/dev/null")
    -> Sample
  {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = now()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
    guard spawned == 0 else {
      return Sample(seconds: 0, status: -1)
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return Sample(seconds: now() - start, status: (status >> 8) & 0xff)
  }

  private static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}
