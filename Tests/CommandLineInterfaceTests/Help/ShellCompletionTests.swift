import Foundation
import Testing

/// Each completion script loaded into its real shell and asked what it offers, in a folder
/// with a directory, a directory and a file with spaces in their names, and a store with the
/// profile "Ann Lee": bash through its completion function (and whether it asks readline to
/// treat candidates as file names: a `/` and no space after a directory, quoting as needed),
/// fish through `complete -C --escape` (candidates as fish inserts them), zsh by loading the
/// script under `compinit`. A machine without the shell skips it and says why (`.ci/run`
/// installs bash, zsh and fish).
@Suite(.serialized)
struct ShellCompletionTests {
  static func shell(_ name: String) -> String? {
    ["/usr/bin/\(name)", "/bin/\(name)"].first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  @Test(arguments: [
    (["bmi", "help", "gro"], ["growth"]),
    (["bmi", "help", "topic", "exit"], ["exit-codes"]),
    (["bmi", "help", "ca"], ["calc"]),
    (["bmi", "import", "su"], ["sub"]),
    (["bmi", "import", "my"], ["my dir"]),
    (["bmi", "import", "my\\ d"], ["my dir"]),
    (["bmi", "import", "spa"], ["space file.txt"]),
    (["bmi", "log", "--profile", "Ann\\ L"], ["Ann\\ Lee"]),
    (["bmi", "log", "--store", "~/other.json", "--profile", "C"], ["Cy"]),
  ])
  func bash_offersCommandsTopicsFilesAndProfiles(words: [String], expected: [String]) throws {
    guard let bash = Self.shell("bash") else {
      print("ShellCompletionTests: skipped bash: it is not installed")
      return
    }
    let sut = try Fixture(shell: "bash")
    defer { sut.remove() }
    let quoted = words.map { "'" + $0 + "'" }.joined(separator: " ")
    // Outside a live completion `compopt` fails: record what the script asks of it instead.
    let output = try sut.run(
      bash, ["--norc", "--noprofile", "-c"],
      """
      compopt() { printf 'compopt %s\\n' "$*"; }
      source '\(sut.script)'
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
      _bmi
      printf 'candidate %s\\n' "${COMPREPLY[@]}"
      """)
    let candidates = output.split(separator: "\n").filter { $0.hasPrefix("candidate ") }.map {
      String($0.dropFirst("candidate ".count))
    }
    #expect(candidates == expected)
    // Files are handed to readline as file names: it ends a directory with '/' and no space
    // and quotes a name with a space.
    #expect(output.contains("compopt -o filenames") == (words[1] == "import"))
  }

  @Test(arguments: [
    ("bmi help gro", "growth"),
    ("bmi help topic exit", "exit-codes"),
    ("bmi import su", "sub/"),
    ("bmi import my", "my\\ dir/"),
    ("bmi import spa", "space\\ file.txt"),
    ("bmi log --profile Ann", "Ann\\ Lee"),
    ("bmi log --store ~/other.json --profile C", "Cy"),
  ])
  func fish_offersCommandsTopicsFilesAndProfiles(line: String, expected: String) throws {
    guard let fish = Self.shell("fish") else {
      print("ShellCompletionTests: skipped fish: it is not installed")
      return
    }
    let sut = try Fixture(shell: "fish")
    defer { sut.remove() }
    let output = try sut.run(
      fish, ["--no-config", "--private", "-c"],
      "source '\(sut.script)'; complete -C --escape '\(line)'")
    let candidates = output.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
    #expect(candidates == [expected])
  }

  /// zsh: the script loads under `compinit` as `_bmi` without an error, and its `help` branch
  /// offers the commands and every topic.
  @Test func zsh_scriptLoadsAndHelpOffersTopics() throws {
    guard let zsh = Self.shell("zsh") else {
      print("ShellCompletionTests: skipped zsh: it is not installed")
      return
    }
    let sut = try Fixture(shell: "zsh")
    defer { sut.remove() }
    let folder = (sut.script as NSString).deletingLastPathComponent
    let output = try sut.run(
      zsh, ["-f", "-c"],
      """
      fpath=('\(folder)' $fpath); autoload -Uz compinit; compinit -u -d '\(folder)/dump'
      print -r -- ${_comps[bmi]}
      whence -w _bmi
      """)
    #expect(output.contains("_bmi"))
    let script = try String(contentsOfFile: sut.script, encoding: .utf8)
    let help = try #require(script.range(of: "    help)\n"))
    let branch = script[help.lowerBound...]
    for word in ["growth", "exit-codes", "calc", "topic"] {
      #expect(branch.contains("'\(word):"), "\(word)")
    }
  }
}

extension ShellCompletionTests {
  /// zsh, live: an interactive `zsh -f -i` on a pseudo-terminal (`zsh/zpty`) loads the script
  /// under `compinit`, the line is typed with a Tab, and every candidate zsh's completion
  /// system is given (a wrapped `compadd`) is recorded with whether it is a file name (`-f`:
  /// zsh then ends a directory with `/` and adds no space). Keys are typed only after the
  /// prompt is shown: typed earlier, the terminal's line discipline would eat them.
  @Test(arguments: [
    ("bmi help gro", "growth", false),
    ("bmi help topic exit", "exit-codes", false),
    ("bmi import su", "sub", true),
    ("bmi import my", "my\\ dir", true),
    ("bmi import spa", "space\\ file.txt", true),
    ("bmi log --profile Ann", "Ann Lee", false),
    ("bmi log --store ~/other.json --profile C", "Cy", false),
  ])
  func zsh_tabOffersCommandsTopicsFilesAndProfiles(line: String, expected: String, isFile: Bool)
    throws
  {
    guard let zsh = Self.shell("zsh"), Self.shell("timeout") != nil else {
      print("ShellCompletionTests: skipped live zsh: zsh or timeout is not installed")
      return
    }
    let sut = try Fixture(shell: "zsh")
    defer { sut.remove() }
    let folder = (sut.script as NSString).deletingLastPathComponent
    let log = folder + "/candidates"
    let capture = #"""
      zmodload zsh/zpty || exit 2
      zpty cap zsh -f -i
      zpty -w cap "stty rows 100 columns 200; PS1='%%PROMPT%% '; unset zle_bracketed_paste; fpath=(${(q)1} \$fpath); autoload -Uz compinit; compinit -u -D"
      zpty -w cap "compadd() { if (( \${@[(I)-[OAD]*]} )); then builtin compadd \"\$@\"; return; fi; local -a found; builtin compadd -O found \"\$@\"; local m; for m in \$found; do print -r -- \"\$m\"\$'\t'\"\$*\" >> ${(q)2}; done; builtin compadd \"\$@\"; }"
      zpty -w cap 'print -r -- __READY${:-_}_'
      zpty -r -m cap buf "*__READY__*%PROMPT% *" || exit 3
      zpty -w -n cap "$3"$'\t'
      zpty -w -n cap $'\x15''print -r -- __DONE${:-_}_'$'\n'
      zpty -r -m cap buf "*__DONE__*" || exit 3
      zpty -d cap
      """#
    try capture.write(toFile: folder + "/capture.zsh", atomically: true, encoding: .utf8)
    // `timeout`: a capture that never sees its marker must fail the test, not hang it.
    _ = try sut.run(
      "/usr/bin/timeout", ["30", zsh, "-f", folder + "/capture.zsh", folder, log], line)
    let recorded = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
    let candidates = recorded.split(separator: "\n").map { $0.split(separator: "\t") }
    #expect(candidates.map { String($0[0]) } == [expected], "\(recorded)")
    let options = candidates.first.map { $0.count > 1 ? String($0[1]) : "" } ?? ""
    // `-f` alone or among other one-letter flags (`-Qf`); `-default-` is a group's name.
    let isFileName = options.split(separator: " ").contains {
      $0.hasPrefix("-") && $0.dropFirst().allSatisfy(\.isLetter) && $0.contains("f")
    }
    #expect(isFileName == isFile, "\(recorded)")
  }
}

/// A temporary folder (`work/` with `sub/`, `my dir/` and `space file.txt`), a store holding
/// "Ann Lee", another (`~/other.json`, the folder being HOME) holding "Cy" for a line that
/// names it with --store, and the shell's completion script written where that shell loads it.
private struct Fixture {
  let directory: URL
  let script: String
  let store: String

  init(shell: String) throws {
    let files = FileManager.default
    directory = files.temporaryDirectory.appendingPathComponent("bmi-shell-\(UUID().uuidString)")
    let work = directory.appendingPathComponent("work")
    for folder in ["sub", "my dir"] {
      try files.createDirectory(
        at: work.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    #expect(
      files.createFile(atPath: work.appendingPathComponent("space file.txt").path, contents: nil))
    store = directory.appendingPathComponent("store.json").path
    let saved = try BinaryRunner.run(
      ["profile", "save", "Ann Lee", "--height", "165"], environment: ["BMI_STORE": store])
    #expect(saved.status == 0)
    let other = try BinaryRunner.run(
      ["profile", "save", "Cy", "--height", "170"],
      environment: ["BMI_STORE": directory.appendingPathComponent("other.json").path])
    #expect(other.status == 0)
    let name = ["bash": "bmi.bash", "fish": "bmi.fish", "zsh": "_bmi"][shell] ?? shell
    script = directory.appendingPathComponent(name).path
    try BinaryRunner.run(["completions", shell]).stdout.write(
      toFile: script, atomically: true, encoding: .utf8)
  }

  /// Runs `shell` on `program` in `work/`, with the built `bmi` first on PATH and the store.
  func run(_ shell: String, _ arguments: [String], _ program: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: shell)
    process.arguments = arguments + [program]
    process.currentDirectoryURL = directory.appendingPathComponent("work")
    process.environment = [
      "PATH": BinaryRunner.executable.deletingLastPathComponent().path + ":/usr/bin:/bin",
      "BMI_STORE": store, "HOME": directory.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readAllRetryingInterrupts()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }
}
