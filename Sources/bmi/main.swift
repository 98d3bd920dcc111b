import CommandLineInterface
import Model

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let status = await CommandLineApp(dependencies: .live).run(CommandLine.arguments)
exit(status)
