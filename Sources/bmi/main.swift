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
// A file-size limit (`ulimit -f`) must come back from write(2) as EFBIG, a failed write (74,
// one line, the store as it was), instead of SIGXFSZ killing the process without a word.
signal(SIGXFSZ, SIG_IGN)
// A closed stdin, stdout or stderr keeps its number, so no file opened later can take it.
StandardDescriptors.holdClosed()

let argv = CommandLine.unsafeArgv
// Bytes that are not UTF-8 are refused (64), not read as U+FFFD and stored so.
if let message = ArgumentBytes.invalidUTF8Message(
  count: Int(CommandLine.argc),
  argument: { index in
    argv[index].map {
      UnsafeBufferPointer(
        start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self), count: strlen($0))
    } ?? UnsafeBufferPointer(start: nil, count: 0)
  })
{
  ConsoleClient.liveValue.write(.error, "bmi: \(message)\n")
  exit(64)
}
// `bmi calc --weight W --height H --format value` is answered at once (see QuickCalc), before
// the option tables, the registry and the stores are built.
if let status = QuickCalc.answer(
  count: Int(CommandLine.argc), argument: { argv[$0].map { String(cString: $0) } ?? "" },
  console: .liveValue)
{
  exit(status)
}
// Under `ulimit -v`, the command runs in a child whose running out of memory ends with one
// line and 74 (see MemoryLimitSupervisor); without a limit this is one getrlimit call.
MemoryLimitSupervisor.superviseIfLimited()
// Every other command line: the front on the main actor. A top-level `await` (not
// `dispatchMain()`): dispatch_main ends the main thread with pthread_exit, whose forced
// unwind makes the static executable's unwinder sort every frame description first, about
// 6 ms of CPU on every run (measured with perf: history 6.5 ms, 0.6 ms without it).
exit(await CommandLineApp(dependencies: .live).run(CommandLine.arguments))
