import CommandLineInterface
import DataSource
import Dispatch
import Model

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Process-wide setup, before anything else runs.
// A reader that goes away (`| head -1`) must come back from write(2) as EPIPE, which ends the
// output quietly, instead of SIGPIPE killing the process part-way through a store change.
signal(SIGPIPE, SIG_IGN)
// A closed stdin, stdout or stderr keeps its number, so no file opened later can take it.
StandardDescriptors.holdClosed()

// `bmi calc --weight W --height H --format value` is answered at once (see QuickCalc); this
// file has no top-level `await`, so the concurrency runtime starts only for the full path.
let argv = CommandLine.unsafeArgv
if let status = QuickCalc.answer(
  count: Int(CommandLine.argc), argument: { argv[$0].map { String(cString: $0) } ?? "" },
  console: .liveValue)
{
  exit(status)
}
runEverythingElse(CommandLine.arguments)

/// Every other command line: the front on the main actor, driven by the main queue. Kept out
/// of line so that nothing it needs (task metadata) is prepared on the quick path.
@inline(never)
func runEverythingElse(_ arguments: [String]) -> Never {
  Task { @MainActor in
    exit(await CommandLineApp(dependencies: .live).run(arguments))
  }
  dispatchMain()
}
