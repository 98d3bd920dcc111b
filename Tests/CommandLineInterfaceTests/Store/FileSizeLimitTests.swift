import DataSource
import Foundation
import TestSupport
import Testing

/// Under a file-size limit (`ulimit -f`), a change whose store would pass it and an export
/// redirected to a file end with one line and 74, as a full disk does, the store as it was:
/// not SIGXFSZ, which killed the process without a word (status 153 in the shell).
struct FileSizeLimitTests {
  @Test(arguments: [
    ("log 81 --date 2026-01-03", "cannot write"),
    ("export > \"$DIR/export.json\"", "cannot write to standard output"),
  ])
  func command_pastTheFileSizeLimit_oneLineAnd74(command: String, message: String) throws {
    let directory = try TemporaryDirectory()
    let bytes = try StoreMemoryLimitTests.largeStore(in: directory, entries: 3_000)
    // 40 blocks of 1024 bytes: less than the store's 100-odd kB.
    let sut = try BinaryRunner.runShell(
      "ulimit -f 40; exec \"$BMI\" \(command) --store \"$DIR/store.json\"",
      environment: ["BMI": BinaryRunner.executable.path, "DIR": directory.path])
    #expect(sut.status == 74, "\(sut.stderr)")
    #expect(sut.stderr.hasPrefix("bmi: \(message)"), "\(sut.stderr)")
    #expect(sut.stderr.contains("File too large"), "\(sut.stderr)")
    #expect(sut.stderr.count { $0 == "\n" } == 1, "\(sut.stderr)")
    #expect(directory.bytes(of: "store.json") == bytes)
  }
}
