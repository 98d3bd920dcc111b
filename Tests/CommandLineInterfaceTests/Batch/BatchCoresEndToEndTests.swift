import DataSource
import Foundation
import TestSupport
import Testing

/// The built binary counts the CPUs it may run on (its affinity), not the machine's cores:
/// under `taskset -c 0` a batch run never starts its second thread, and writes the same bytes
/// as on two cores.
struct BatchCoresEndToEndTests {
  static let canPin =
    FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset")
    && FileManager.default.fileExists(atPath: "/proc/self/task")

  /// Runs `bmi calc --input in.csv` (under `prefix`) with its output in a FIFO, and prints
  /// its thread count once the first output has come: by then a run that shares windows has
  /// started its second thread (the first window of a file is whole), and it cannot end
  /// before its output is read, so nothing here depends on timing.
  static let script = """
    set -e
    cd "$DIR"
    threads() {
      rm -f out; mkfifo out
      $1 "$BMI" calc --input in.csv > out & pid=$!
      exec 3< out
      head -c 1 <&3 > /dev/null
      ls /proc/$pid/task | wc -l >&2
      cat <&3 > /dev/null
      exec 3<&-
      wait $pid
    }
    threads "taskset -c 0"
    threads ""
    taskset -c 0 "$BMI" calc --input in.csv > one.csv
    "$BMI" calc --input in.csv > two.csv
    """

  @Test(.enabled(if: canPin, "needs /usr/bin/taskset and /proc (Linux)"))
  func calcInput_tasksetOneCPU_startsNoSecondThreadAndWritesTheSameBytes() throws {
    let directory = try TemporaryDirectory()
    var generator = SeededGenerator(seed: 0xC0DE)
    var text = "weight_kg,height_cm\n"
    for _ in 0..<60_000 {
      let weight = Int.random(in: 400...1_400, using: &generator)
      text += "\(weight / 10).\(weight % 10),\(Int.random(in: 140...200, using: &generator))\n"
    }
    try directory.write(text, to: "in.csv")
    let sut = try BinaryRunner.runShell(
      Self.script, environment: ["DIR": directory.path, "BMI": BinaryRunner.executable.path])
    #expect(sut.status == 0, "\(sut.stderr)")
    let threads = sut.stderr.split(separator: "\n").compactMap { Int($0) }
    #expect(threads.first == 1)
    // Unpinned, the run may use what this process may: a second thread only with two CPUs.
    // (More than one more under ThreadSanitizer, which starts its own thread beside a second.)
    let cpus = EnvironmentClient.liveValue.processorCount()
    let unpinned = try #require(threads.last)
    if cpus > 1 { #expect(unpinned >= 2) } else { #expect(unpinned == 1) }
    let one = try #require(directory.bytes(of: "one.csv"))
    #expect(one.count > 60_000 * 10)
    #expect(one == directory.bytes(of: "two.csv"))
  }
}
