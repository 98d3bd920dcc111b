import CommandLineInterface
import DataSource
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

let status = await CommandLineApp(dependencies: .live).run(CommandLine.arguments)
exit(status)
