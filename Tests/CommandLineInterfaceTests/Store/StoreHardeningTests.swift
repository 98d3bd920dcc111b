import DataSource
import Foundation
import Glibc
import TestSupport
import Testing

/// Issue 13: the edges where data comes in and paths are resolved, each tried as an attacker
/// or an unlucky script would, on the built binary.
struct StoreHardeningTests {
  static let version = StoreDocument.currentSchemaVersion

  /// Ann, 165 cm, two weigh-ins, with `profileExtra` spliced into her profile.
  static func document(profileExtra: String = "", name: String = "ann", note: String? = nil)
    -> String
  {
    let noteMember = note.map { #", "note": "\#($0)""# } ?? ""
    return
      #"{"schema_version": \#(version), "default_profile": "\#(name)", "profiles": [{"name": "\#(name)", "height_cm": 165\#(profileExtra), "entries": [{"date": "2026-01-10", "weight_kg": 61\#(noteMember)}, {"date": "2026-01-12", "weight_kg": 60}]}]}"#
  }

  @Test func import_goalOf1e17_refused65AndTrendNeverTraps() throws {
    let directory = try TemporaryDirectory()
    let file = try directory.file("export.json", Self.document(profileExtra: #", "goal_kg": 1e17"#))
    let store = directory.file("store.json")
    let sut = try BinaryRunner.run(["import", file, "--store", store])
    #expect(sut.status == 65)
    #expect(sut.stderr.contains("expected a number from 0.2 to 1000 kg; nothing was imported"))
    #expect(directory.bytes(of: "store.json") == nil)
    // The same document as the store itself: refused, never carried into the forecast.
    let trend = try BinaryRunner.run(["trend", "--store", file])
    #expect(trend.status == 65)
    #expect(trend.stderr.contains("is damaged at line 1"))
  }

  @Test(arguments: [
    #", "goal_kg": 1001"#, #", "goal_kg": 0.1"#, #", "born": "1599-12-31""#,
  ])
  func storeReader_valueOutsideTheDomain_refused65(extra: String) throws {
    let directory = try TemporaryDirectory()
    let store = try directory.file("store.json", Self.document(profileExtra: extra))
    for command in [["history"], ["trend"], ["log", "60"], ["export"]] {
      let sut = try BinaryRunner.run(command + ["--store", store])
      #expect(sut.status == 65, "\(command): \(sut.stderr)")
    }
  }

  @Test func store_notARegularFile_refusedWithoutLockOrWaiting() throws {
    let directory = try TemporaryDirectory()
    let fifo = directory.file("fifo.json")
    #expect(mkfifo(fifo, 0o600) == 0)
    try FileManager.default.createDirectory(
      atPath: directory.file("dir.json"), withIntermediateDirectories: false)
    for (path, kind) in [
      ("/dev/zero", "a device"), (fifo, "a named pipe (FIFO)"),
    ] {
      for command in [["log", "70"], ["history"], ["profile", "remove", "ann", "--force"]] {
        // A FIFO opened for reading would wait for a writer: this returns at once or hangs.
        let sut = try BinaryRunner.run(command + ["--store", path])
        #expect(sut.status == 66, "\(command) \(path)")
        #expect(
          sut.stderr
            == "bmi: the store \(path) is \(kind), not a regular file; bmi reads and writes only a regular file there: pass --store with a file's path\n"
        )
        #expect(!FileManager.default.fileExists(atPath: path + ".lock"), "\(path)")
      }
    }
    let sut = try BinaryRunner.run(["log", "70", "--store", directory.file("dir.json")])
    #expect(sut.status == 66)
    #expect(directory.contents() == ["dir.json", "fifo.json"])
  }

  /// A symbolic link planted where the lock file goes is not followed (73), and the message
  /// says so in words, not ELOOP's "too many levels of symbolic links".
  @Test func lockFileIsASymbolicLink_refused73NamingTheLink() throws {
    let directory = try TemporaryDirectory()
    let store = try directory.file("store.json", Self.document())
    symlink(directory.file("elsewhere"), store + ".lock")
    let sut = try BinaryRunner.run(["log", "70", "--store", store])
    #expect(sut.status == 73)
    #expect(
      sut.stderr
        == "bmi: cannot create \(store).lock: it is a symbolic link, which bmi does not follow there; remove it (bmi creates the file itself)\n"
    )
    #expect(!FileManager.default.fileExists(atPath: directory.file("elsewhere")))
  }

  /// The protected_symlinks rule; only root can give a link to another user here.
  @Test(.enabled(if: geteuid() == 0))
  func store_linkPlantedInAStickyDirectoryByAnotherUser_refused() throws {
    let directory = try TemporaryDirectory()
    let victim = try directory.file("victim.json", Self.document())
    let shared = directory.file("shared")
    #expect(mkdir(shared, 0o777) == 0 && chmod(shared, 0o1777) == 0)
    let planted = shared + "/store.json"
    #expect(symlink(victim, planted) == 0 && lchown(planted, 4242, 4242) == 0)
    let before = directory.bytes(of: "victim.json")
    let sut = try BinaryRunner.run(["profile", "remove", "ann", "--force", "--store", planted])
    #expect(sut.status == 66)
    #expect(
      sut.stderr.contains("a symbolic link in a shared sticky directory owned by another user"))
    #expect(directory.bytes(of: "victim.json") == before)
    #expect(!FileManager.default.fileExists(atPath: victim + ".lock"))
    // The user's own link there is followed.
    #expect(lchown(planted, geteuid(), getegid()) == 0)
    let own = try BinaryRunner.run(["history", "--store", planted])
    #expect(own.status == 0, "\(own.stderr)")
  }

  /// The rule holds for every link on the way, not only the last: a planted link to a
  /// directory (`/tmp/x/dir -> /home/victim/bmi`) is refused as the kernel would refuse it.
  @Test(.enabled(if: geteuid() == 0))
  func store_directoryLinkPlantedInAStickyDirectoryByAnotherUser_refused() throws {
    let directory = try TemporaryDirectory()
    #expect(mkdir(directory.file("victim"), 0o755) == 0)
    _ = try directory.file("victim/store.json", Self.document())
    let shared = directory.file("shared")
    #expect(mkdir(shared, 0o777) == 0 && chmod(shared, 0o1777) == 0)
    #expect(symlink(directory.file("victim"), shared + "/dir") == 0)
    #expect(lchown(shared + "/dir", 4242, 4242) == 0)
    let before = directory.bytes(of: "victim/store.json")
    let sut = try BinaryRunner.run([
      "profile", "remove", "ann", "--force", "--store", shared + "/dir/store.json",
    ])
    #expect(sut.status == 66)
    #expect(
      sut.stderr.contains("a symbolic link in a shared sticky directory owned by another user"))
    #expect(directory.bytes(of: "victim/store.json") == before)
    #expect(!FileManager.default.fileExists(atPath: directory.file("victim/store.json.lock")))
  }

  /// `sudo bmi log` with the user's HOME: the store stays the user's.
  @Test(.enabled(if: geteuid() == 0))
  func rewrite_asRootOfAnotherUsersStore_keepsOwnerAndGroup() throws {
    let directory = try TemporaryDirectory()
    let store = try directory.file("store.json", Self.document())
    #expect(chown(store, 4242, 4343) == 0)
    let sut = try BinaryRunner.run(["log", "59", "--date", "2026-01-14", "--store", store])
    #expect(sut.status == 0, "\(sut.stderr)")
    for name in ["store.json", "store.json.lock"] {
      var status = stat()
      #expect(stat(directory.file(name), &status) == 0)
      #expect(status.st_uid == 4242 && status.st_gid == 4343, "\(name)")
    }
    #expect(directory.permissions(of: "store.json") == 0o600)
  }

  @Test func emptyStoreOption_usageError() throws {
    let home = try TemporaryDirectory()
    let store = try Self.usualStore(in: home)
    let before = home.bytes(of: store)
    let sut = try BinaryRunner.run(
      ["profile", "remove", "ann", "--force", "--store", ""], environment: ["HOME": home.path])
    #expect(sut.status == 64)
    #expect(sut.stderr.hasPrefix("bmi: --store needs a path, and was given an empty one"))
    #expect(home.bytes(of: store) == before)
  }

  @Test func emptyBMIStore_changeRefusedReadFallsBack() throws {
    let home = try TemporaryDirectory()
    let store = try Self.usualStore(in: home)
    let before = home.bytes(of: store)
    let environment = ["HOME": home.path, "BMI_STORE": ""]
    let sut = try BinaryRunner.run(
      ["profile", "remove", "ann", "--force"], environment: environment)
    #expect(sut.status == 64)
    #expect(
      sut.stderr
        == "bmi: BMI_STORE is set but empty, so bmi will not change the usual store in its place; set BMI_STORE to a path, unset it, or pass --store PATH\n"
    )
    #expect(home.bytes(of: store) == before)
    let reading = try BinaryRunner.run(["history", "--format", "csv"], environment: environment)
    #expect(reading.status == 0)
  }

  static let unprintableNames = [
    "a\u{1B}[31mb", "bel\u{07}", "new\nline", "a\u{202E}b", "\u{200B}", "c1\u{85}",
    "iso\u{2066}late", "e" + String(repeating: "\u{301}", count: 5_000),
    String(repeating: "n", count: 65),
  ]

  @Test(arguments: unprintableNames)
  func unprintableProfileName_refusedOnEveryWayIn(name: String) throws {
    let directory = try TemporaryDirectory()
    let store = directory.file("store.json")
    let option = try BinaryRunner.run([
      "profile", "save", name, "--height", "170", "--store", store,
    ])
    #expect(option.status == 64)
    // The refusal quotes the name escaped and cut short: 10 KB of combining marks stay off
    // the terminal too.
    #expect(option.stderr.utf8.count < 400, "\(option.stderr.utf8.count) bytes")
    let cell = "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    let csv = try directory.file(
      "in.csv", "profile,date,weight_kg,height_cm\n\(cell),2026-01-10,60,170\n")
    let json = try directory.file("in.json", Self.document(name: Self.jsonEscaped(name)))
    for file in [csv, json] {
      let sut = try BinaryRunner.run(["import", file, "--store", store])
      #expect(sut.status == 65, "\(file): \(sut.stderr)")
    }
    #expect(directory.bytes(of: "store.json") == nil)
    let listed = try BinaryRunner.run(["profile", "list", "--store", json])
    #expect(listed.status == 65)
    #expect(!listed.stderr.contains("\u{1B}") && listed.stdout.isEmpty)
  }

  @Test func history_noteWithTerminalEscapes_printedEscaped() throws {
    let directory = try TemporaryDirectory()
    let store = try directory.file(
      "store.json", Self.document(note: #"\u001b]0;pwned\u0007 \u202eevil"#))
    let sut = try BinaryRunner.run(["history", "--store", store])
    #expect(sut.status == 0)
    #expect(!sut.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    #expect(sut.stdout.contains(#"\u{1B}]0;pwned\u{7} \u{202E}evil"#))
  }

  /// `ulimit -v` of a shell that runs the built binary: endless input ends with one line
  /// and 65, not with the allocator aborting. Not under a sanitizer, whose shadow memory
  /// alone is more than any `ulimit -v` allows; the plain `swift test` run covers it.
  @Test(
    .disabled(if: Sanitizers.reserveShadowMemory, "a sanitizer's shadow memory exceeds ulimit -v"),
    arguments: [
      "exec \"$BMI\" import /dev/zero --store \"$DIR/s.json\"",
      "tr '\\0' 'a' < /dev/zero 2>/dev/null | \"$BMI\" import - --store \"$DIR/s.json\"",
      "{ printf 'date,weight_kg\\n2026-01-01,'; tr '\\0' '7' < /dev/zero 2>/dev/null; } | \"$BMI\" import - --store \"$DIR/s.json\"",
      "printf '{\"profiles\": [{\"name\": \"' > \"$DIR/big.json\"; truncate -s 300M \"$DIR/big.json\"; exec \"$BMI\" history --store \"$DIR/big.json\"",
    ])
  func import_endlessInputUnderAMemoryLimit_endsWithAClearError(script: String) throws {
    let directory = try TemporaryDirectory()
    let sut = try BinaryRunner.runShell(
      "ulimit -v 1000000; " + script,
      environment: ["BMI": BinaryRunner.executable.path, "DIR": directory.path])
    #expect(sut.status == 65, "\(sut.stderr)")
    #expect(sut.stderr.hasPrefix("bmi: ") && sut.stderr.contains("larger than 256 MiB"))
    #expect(sut.stderr.count { $0 == "\n" } == 1)
    #expect(directory.bytes(of: "s.json") == nil)
  }

  private static func usualStore(in home: TemporaryDirectory) throws -> String {
    try FileManager.default.createDirectory(
      atPath: home.file(".local/share/bmi"), withIntermediateDirectories: true)
    _ = try home.file(".local/share/bmi/store.json", document())
    return ".local/share/bmi/store.json"
  }

  private static func jsonEscaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || scalar == "\"" || scalar == "\\" {
        out += String(format: "\\u%04x", scalar.value)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
