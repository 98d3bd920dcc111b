#if canImport(Glibc)
  import Glibc
#endif

// Two ways in. Built with `-sanitize=fuzzer` and `-DLIBFUZZER`, `main` hands control to
// libFuzzer's driver, which calls `fuzzOneInput` with mutated, coverage-guided inputs.
// Built normally, the tool replays the files named on its command line (a crash
// reproducer or a corpus). `BMI_FUZZ_TARGET` picks the input surface (default: arguments).

private let target: FuzzTarget = {
  guard let name = getenv("BMI_FUZZ_TARGET").map({ String(cString: $0) }) else { return .arguments }
  guard let target = FuzzTarget(rawValue: name) else {
    let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
    report("bmi-fuzz: unknown BMI_FUZZ_TARGET '\(name)'; expected one of: \(names)")
    exit(64)
  }
  return target
}()

private func report(_ line: String) {
  let text = line + "\n"
  _ = text.withCString { write(2, $0, strlen($0)) }
}

private func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  target.run(UnsafeBufferPointer(start: data, count: size))
  return 0
}

#if LIBFUZZER
  @_silgen_name("LLVMFuzzerRunDriver")
  private func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
  ) -> CInt
#endif

@main
struct FuzzMain {
  static func main() {
    #if LIBFUZZER
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(runFuzzerDriver(&argc, &argv) { fuzzOneInput($0, $1) })
    #else
      for path in CommandLine.arguments.dropFirst() {
        guard let file = fopen(path, "rb") else {
          report("bmi-fuzz: cannot open \(path)")
          exit(66)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
          let count = fread(&chunk, 1, chunk.count, file)
          if count == 0 { break }
          bytes.append(contentsOf: chunk[0..<count])
        }
        fclose(file)
        _ = bytes.withUnsafeBufferPointer { fuzzOneInput($0.baseAddress, $0.count) }
        print("ok \(path)")
      }
    #endif
  }
}
