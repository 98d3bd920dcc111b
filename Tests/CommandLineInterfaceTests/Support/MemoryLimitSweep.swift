/// `bmi` run under each address-space limit (`ulimit -v`, KiB) of a range at which it can
/// start at all (`bmi calc` runs there), for the tests of how a command ends at a memory
/// limit. `$BMI` in `arguments` is the built binary; `environment` adds variables (`$DIR`).
enum MemoryLimitSweep {
  struct Run {
    let limit: Int
    let output: BinaryRunner.Output
    /// The run as a user would type it, for failure messages.
    let described: String
  }

  static func run(
    _ arguments: String, limits: StrideThrough<Int>, environment: [String: String] = [:]
  ) throws -> [Run] {
    let environment = environment.merging(["BMI": BinaryRunner.executable.path]) { $1 }
    var runs: [Run] = []
    for limit in limits {
      let starts = try BinaryRunner.runShell(
        "ulimit -v \(limit); exec \"$BMI\" calc --weight 70 --height 175 > /dev/null",
        environment: environment)
      guard starts.status == 0 else { continue }
      let output = try BinaryRunner.runShell(
        "ulimit -v \(limit); exec \"$BMI\" \(arguments) > /dev/null", environment: environment)
      runs.append(
        Run(limit: limit, output: output, described: "ulimit -v \(limit); bmi \(arguments)"))
    }
    return runs
  }
}
