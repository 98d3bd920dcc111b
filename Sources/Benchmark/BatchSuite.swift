import Glibc

/// Issue target: `bmi calc --input` on 1,000,000 seeded rows in at most 0.5x mawk's wall
/// time, beside gawk and Miller, and peak memory flat between 1,000 and 1,000,000 rows.
struct BatchSuite {
  static let largeRows = 1_000_000
  static let smallRows = 1_000
  /// The baseline named in the issue: each row with its BMI to 2 decimals.
  static let awkProgram = #"NR>1{h=$2/100; printf "%s,%.2f\n", $0, $1/(h*h)}"#
  static let millerExpression = #"$bmi = fmtnum($weight_kg / (($height_cm / 100) ** 2), "%.2f")"#

  let bmi: String

  func run(rounds: Int) -> String {
    var template = Array("/tmp/bmi-benchmark-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else {
      return "batch: cannot create a temporary directory"
    }
    let directory = String(cString: created)
    let large = "\(directory)/rows-\(Self.largeRows).csv"
    let small = "\(directory)/rows-\(Self.smallRows).csv"
    defer {
      for file in [large, small, "\(directory)/out.csv"] { unlink(file) }
      rmdir(directory)
    }
    guard BatchDataGenerator.write(rows: Self.largeRows, to: large),
      BatchDataGenerator.write(rows: Self.smallRows, to: small)
    else { return "batch: cannot write the data to \(directory)" }
    var lines = [
      "batch: \(Self.largeRows) rows of weight_kg,height_cm (seed \(BatchDataGenerator.seed)); output to /dev/null"
    ]
    if let problem = check(large, directory: directory) { return "batch: " + problem }

    let tools = BaselineTools.ensure(["mawk": "mawk", "gawk": "gawk", "mlr": "miller"])
    guard tools.contains("mawk") else {
      return "batch: mawk is not installed and could not be installed"
    }
    var contenders: [SideBySide.Contender] = [
      .init(name: "mawk", arguments: ["mawk", "-F,", Self.awkProgram, large])
    ]
    if tools.contains("gawk") {
      contenders.append(.init(name: "gawk", arguments: ["gawk", "-F,", Self.awkProgram, large]))
    }
    if tools.contains("mlr") {
      contenders.append(
        .init(name: "mlr", arguments: ["mlr", "--csv", "put", Self.millerExpression, large]))
    }
    contenders.append(.init(name: "bmi calc --input", arguments: [bmi, "calc", "--input", large]))
    let results = SideBySide(rounds: rounds).measure(contenders)
    lines.append(SideBySide.report(results, rounds: rounds))
    let ours = results[results.count - 1].medianSeconds
    for other in results.dropLast() {
      lines.append("  bmi / \(other.name) = \(format(ours / other.medianSeconds, places: 2))")
    }
    let ratio = ours / results[0].medianSeconds
    let verdict = ratio <= 0.5 ? "meets" : "MISSES"
    lines.append(
      "  \(verdict) the target of at most 0.50x mawk (ratio \(format(ratio, places: 2)))")
    lines.append(memoryReport(small: small, large: large))
    return lines.joined(separator: "\n")
  }

  /// One untimed run into a file: every row must come out, with its two new columns.
  private func check(_ large: String, directory: String) -> String? {
    let output = "\(directory)/out.csv"
    let sample = CommandTimer.run([bmi, "calc", "--input", large], output: output)
    guard sample.status == 0 else { return "bmi exited \(sample.status) on the data" }
    guard let file = fopen(output, "r") else { return "no output from bmi" }
    defer { fclose(file) }
    var lineCount = 0
    var buffer = [CChar](repeating: 0, count: 256)
    while fgets(&buffer, Int32(buffer.count), file) != nil { lineCount += 1 }
    guard lineCount == Self.largeRows + 1 else {
      return "bmi wrote \(lineCount) lines for \(Self.largeRows) rows and a header"
    }
    return nil
  }

  /// Peak resident memory (VmHWM at exit, untimed runs) for the small and the large input.
  private func memoryReport(small: String, large: String) -> String {
    func mebibytes(_ path: String) -> Double? {
      PeakMemory.kibibytes([bmi, "calc", "--input", path]).map { Double($0) / 1024 }
    }
    guard let smallPeak = mebibytes(small), let largePeak = mebibytes(large) else {
      return "  peak memory: could not trace bmi (ptrace unavailable?)"
    }
    let growth = largePeak - smallPeak
    return """
      peak memory of bmi (VmHWM at exit, via ptrace):
        \(Self.smallRows) rows: \(format(smallPeak, places: 2)) MiB
        \(Self.largeRows) rows: \(format(largePeak, places: 2)) MiB (\(growth >= 0 ? "+" : "")\(format(growth, places: 2)) MiB)
      """
  }
}
