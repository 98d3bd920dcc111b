import Glibc

// The benchmark for bmi's speed targets. Build the release binary first:
//   swift build -c release && swift run -c release bmi-benchmark [startup] [batch] [who] [store] [import] [report] [--rounds N]
// It times bmi beside its named baseline in one run and prints medians and ratios.

var arguments = Array(CommandLine.arguments.dropFirst())
var rounds: Int?
if let index = arguments.firstIndex(of: "--rounds"), index + 1 < arguments.count,
  let count = Int(arguments[index + 1])
{
  rounds = count
  arguments.removeSubrange(index...index + 1)
}
let recording = !arguments.contains("--no-record")
arguments.removeAll { $0 == "--no-record" }
let suites = arguments.isEmpty ? ["startup"] : arguments

// `bmi-benchmark generate [--mixed|--under5] ROWS FILE` writes the batch or who suite's
// data, to try by hand.
if suites.first == "generate" {
  let mixed = suites.contains("--mixed")
  let underFive = suites.contains("--under5")
  let rest = suites.dropFirst().filter { $0 != "--mixed" && $0 != "--under5" }
  if rest.count == 2, let rows = Int(rest[rest.startIndex]) {
    let path = rest[rest.startIndex + 1]
    let written =
      underFive
      ? UnderFiveDataGenerator.write(rows: rows, to: path)
      : BatchDataGenerator.write(rows: rows, to: path, mixed: mixed)
    exit(written ? 0 : 74)
  }
}

// `bmi-benchmark generate-health FILE` writes the import suite's Apple Health export.
if suites.first == "generate-health", suites.count == 2 {
  exit(HealthExportGenerator.write(to: suites[1]) != nil ? 0 : 74)
}

/// The release `bmi` beside this tool's own executable (`.build/release/`).
let built: String = {
  var buffer = [CChar](repeating: 0, count: 4096)
  let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  let own =
    length > 0
    ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
  let directory = own.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
    separator: "/")
  return directory + "/bmi"
}()
guard access(built, X_OK) == 0 else {
  print("bmi-benchmark: no binary at \(built); run 'swift build -c release' first")
  exit(66)
}

/// The binary timed is a copy, made as the README's `install` makes one: a file the linker
/// has just written starts with more page faults than the same bytes copied (measured: 100
/// against 89 for `bmi calc`), which is not what a user runs.
let bmi: String = {
  var template = Array("/tmp/bmi-benchmark-install-XXXXXX".utf8CString)
  guard let made = mkdtemp(&template) else {
    print("bmi-benchmark: cannot create a temporary directory")
    exit(73)
  }
  let installed = String(cString: made) + "/bmi"
  StoreFixtureWriter.copy(built, to: installed)
  chmod(installed, 0o755)
  return installed
}()
// Every way out (the suites end in `exit`) removes the copy.
atexit {
  unlink(bmi)
  rmdir(String(bmi.dropLast("/bmi".count)))
}

// Checked before any suite runs, so a typo costs no minutes of measuring.
let known = ["startup", "batch", "who", "store", "import", "report"]
if let unknown = suites.first(where: { !known.contains($0) }) {
  print("bmi-benchmark: unknown suite '\(unknown)'; expected: \(known.joined(separator: ", "))")
  exit(64)
}

var sections: [ResultsFile.Section] = []
for suite in suites {
  let outcome: SuiteOutcome
  switch suite {
  case "startup": outcome = StartupSuite(bmi: bmi).run(rounds: rounds ?? 201)
  // A million-row run takes seconds per contender: fewer rounds by default.
  case "batch": outcome = BatchSuite(bmi: bmi).run(rounds: rounds ?? 7)
  case "who": outcome = WHOSuite(bmi: bmi).run(rounds: rounds ?? 7)
  case "store": outcome = StoreSuite(bmi: bmi).run(rounds: rounds ?? 21)
  case "report": outcome = ReportSuite(bmi: bmi).run(rounds: rounds ?? 21)
  // 300 MB per run: fewer rounds by default.
  default: outcome = ImportSuite(bmi: bmi).run(rounds: rounds ?? 5)
  }
  print(outcome.report)
  print()
  if let section = outcome.section { sections.append(section) }
}

// `--no-record` measures without touching the results file (a trial on a busy machine).
if !recording {
  print("bmi-benchmark: --no-record: the results file was left as it was")
} else if !sections.isEmpty {
  let failed = ResultsFile.record(sections)
  for path in failed { print("bmi-benchmark: could not write \(path)") }
  if failed.isEmpty { print("bmi-benchmark: figures written to \(ResultsFile.resultsPath)") }
  exit(failed.isEmpty ? 0 : 74)
}
