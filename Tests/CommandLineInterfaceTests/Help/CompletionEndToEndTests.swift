import Foundation
import Testing

/// The bash completion script loaded into a real bash, asked what it offers.
struct CompletionEndToEndTests {
  /// Candidates bash offers after typing `words` (the last one is being completed).
  private func candidates(_ words: [String]) throws -> [String] {
    let script = try BinaryRunner.run(["completions", "bash"]).stdout
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bmi-completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let scriptFile = directory.appendingPathComponent("bmi.bash")
    try script.write(to: scriptFile, atomically: true, encoding: .utf8)
    let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
    let program = """
      source '\(scriptFile.path)'
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
      _bmi
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["--norc", "-c", program]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readAllRetryingInterrupts()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
  }

  @Test func bash_firstWord_offersCommands() throws {
    let sut = try candidates(["bmi", "c"])
    #expect(sut.contains("calc"))
    #expect(sut.contains("completions"))
    #expect(!sut.contains("manual"))
  }

  @Test func bash_optionPrefix_offersMatchingOptions() throws {
    #expect(
      try candidates(["bmi", "calc", "--he"]) == [
        "--height", "--head", "--height-column", "--head-column", "--help",
      ])
  }

  @Test func bash_choiceValue_offersAllowedWords() throws {
    #expect(try candidates(["bmi", "calc", "--units", ""]) == ["metric", "imperial"])
    #expect(try candidates(["bmi", "calc", "--format", "j"]) == ["json"])
  }

  @Test func bash_equalsForm_offersAllowedWords() throws {
    #expect(try candidates(["bmi", "calc", "--units", "=", "im"]) == ["imperial"])
  }

  @Test func bash_freeValue_offersNothing() throws {
    #expect(try candidates(["bmi", "calc", "--weight", ""]) == [])
  }

  @Test func bash_shellArgument_offersShells() throws {
    #expect(try candidates(["bmi", "completions", ""]) == ["bash", "zsh", "fish"])
  }

  /// A short option takes its value's completion as its long name does, and `-` offers the
  /// short names too.
  @Test func bash_shortOptions_offeredAndCompleteTheirValues() throws {
    #expect(try candidates(["bmi", "report", "-o", "/bin/bas"]).contains("/bin/bash"))
    #expect(try candidates(["bmi", "import", "-"]).contains("-n"))
    #expect(!(try candidates(["bmi", "import", "--"]).contains("-n")))
  }
}

/// Profile names come from the store, through `bmi profile list --format value`.
struct ProfileCompletionEndToEndTests {
  @Test func bash_profileOption_offersStoredProfileNames() throws {
    let sut = try Self.candidates(
      profiles: ["alice", "albert", "bob"], words: ["bmi", "chart", "--profile", "al"])
    #expect(sut == "albert\nalice\n")
  }

  /// A name with a space is one candidate, escaped as the shell reads it back.
  @Test(arguments: [
    (["bmi", "chart", "--profile", "ann"], "ann\\ smith\nanna\n"),
    (["bmi", "profile", "show", "ann\\ s"], "ann\\ smith\n"),
    (["bmi", "calc", "--profile", "b"], "bob\n"),
  ])
  func bash_profileWithSpace_staysOneCandidate(words: [String], expected: String) throws {
    let sut = try Self.candidates(profiles: ["ann smith", "anna", "bob"], words: words)
    #expect(sut == expected)
  }

  /// The names come from the store the line names (`--store FILE` or `--store=FILE`, which
  /// bash splits at `=`), not from BMI_STORE's.
  @Test(arguments: [["--store"], ["--store", "="]])
  func bash_storeOnTheLine_offersItsProfiles(store: [String]) throws {
    let sut = try Self.candidates(
      profiles: ["anna"], otherStore: ["carl"],
      words: ["bmi", "log"] + store + ["OTHER", "--profile", ""])
    #expect(sut == "carl\n")
  }

  /// What bash offers for `words` (the last is being completed) with these profiles stored
  /// in BMI_STORE's store, and `otherStore`'s in another, written `OTHER` in `words`.
  private static func candidates(
    profiles: [String], otherStore: [String] = [], words: [String]
  ) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bmi-profiles-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = directory.appendingPathComponent("store.json").path
    let other = directory.appendingPathComponent("other.json").path
    for (name, file) in profiles.map({ ($0, store) }) + otherStore.map({ ($0, other) }) {
      let saved = try BinaryRunner.run(
        ["profile", "save", name, "--height", "170"], environment: ["BMI_STORE": file])
      #expect(saved.status == 0)
    }
    let words = words.map { $0 == "OTHER" ? other : $0 }
    let script = directory.appendingPathComponent("bmi.bash")
    try BinaryRunner.run(["completions", "bash"]).stdout.write(
      to: script, atomically: true, encoding: .utf8)
    let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [
      "--norc", "-c",
      "source '\(script.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _bmi; printf '%s\\n' \"${COMPREPLY[@]}\"",
    ]
    // The script calls `bmi`: put the built one first on PATH, with the test's store.
    process.environment = [
      "PATH": BinaryRunner.executable.deletingLastPathComponent().path + ":/usr/bin:/bin",
      "BMI_STORE": store,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readAllRetryingInterrupts()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
