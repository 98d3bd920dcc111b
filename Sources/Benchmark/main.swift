import Glibc

// The benchmark for bmi's speed targets. Build the release binary first:
//   swift build -c release && swift run -c release bmi-benchmark [startup] [store] [--rounds N]
// It times bmi beside its named baseline in one run and prints medians and ratios.

var arguments = Array(CommandLine.arguments.dropFirst())
var rounds = 21
if let index = arguments.firstIndex(of: "--rounds"), index + 1 < arguments.count,
  let count = Int(arguments[index + 1])
{
  rounds = count
  arguments.removeSubrange(index...index + 1)
}
let suites = arguments.isEmpty ? ["startup"] : arguments

/// The release `bmi` beside this tool's own executable (`.build/release/`).
let bmi: String = {
  var buffer = [CChar](repeating: 0, count: 4096)
  let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  let own = length > 0 ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self) : ""
  let directory = own.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
  return directory + "/bmi"
}()
guard access(bmi, X_OK) == 0 else {
  print("bmi-benchmark: no binary at \(bmi); run 'swift build -c release' first")
  exit(66)
}

for suite in suites {
  switch suite {
  case "startup": print(StartupSuite(bmi: bmi).run(rounds: rounds))
  case "store": print(StoreSuite(bmi: bmi).run(rounds: rounds))
  default:
    print("bmi-benchmark: unknown suite '\(suite)'; expected: startup or store")
    exit(64)
  }
  print()
}
