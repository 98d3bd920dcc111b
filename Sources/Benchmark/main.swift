import Glibc

// The benchmark for bmi's speed targets. Build the release binary first:
//   swift build -c release && swift run -c release bmi-benchmark [startup] [batch] [store] [import] [--rounds N]
// It times bmi beside its named baseline in one run and prints medians and ratios.

var arguments = Array(CommandLine.arguments.dropFirst())
var rounds: Int?
if let index = arguments.firstIndex(of: "--rounds"), index + 1 < arguments.count,
  let count = Int(arguments[index + 1])
{
  rounds = count
  arguments.removeSubrange(index...index + 1)
}
let suites = arguments.isEmpty ? ["startup"] : arguments

// `bmi-benchmark generate [--mixed] ROWS FILE` writes the batch suite's data, to try by hand.
if suites.first == "generate" {
  let mixed = suites.contains("--mixed")
  let rest = suites.dropFirst().filter { $0 != "--mixed" }
  if rest.count == 2, let rows = Int(rest[rest.startIndex]) {
    exit(BatchDataGenerator.write(rows: rows, to: rest[rest.startIndex + 1], mixed: mixed) ? 0 : 74)
  }
}

// `bmi-benchmark generate-health FILE` writes the import suite's Apple Health export.
if suites.first == "generate-health", suites.count == 2 {
  exit(HealthExportGenerator.write(to: suites[1]) != nil ? 0 : 74)
}

/// The release `bmi` beside this tool's own executable (`.build/release/`).
let bmi: String = {
  var buffer = [CChar](repeating: 0, count: 4096)
  let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  let own =
    length > 0
    ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
  let directory = own.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
    separator: "/")
  return directory + "/bmi"
}()
guard access(bmi, X_OK) == 0 else {
  print("bmi-benchmark: no binary at \(bmi); run 'swift build -c release' first")
  exit(66)
}

for suite in suites {
  switch suite {
  case "startup": print(StartupSuite(bmi: bmi).run(rounds: rounds ?? 201))
  // A million-row run takes seconds per contender: fewer rounds by default.
  case "batch": print(BatchSuite(bmi: bmi).run(rounds: rounds ?? 7))
  case "store": print(StoreSuite(bmi: bmi).run(rounds: rounds ?? 21))
  // 300 MB per run: fewer rounds by default.
  case "import": print(ImportSuite(bmi: bmi).run(rounds: rounds ?? 5))
  default:
    print("bmi-benchmark: unknown suite '\(suite)'; expected: startup, batch, store or import")
    exit(64)
  }
  print()
}
