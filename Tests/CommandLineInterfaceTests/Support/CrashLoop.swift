#if os(Linux)
  import DataSource
  import Foundation
  import Glibc
  import TestSupport

  /// One large store that `bmi log` rewrites again and again, each run SIGKILLed at a chosen
  /// moment; after each run it tells which document the store holds.
  ///
  /// Every run logs a new date, so the document before the run and the one after it are
  /// known and differ. Whatever the store holds becomes the starting point of the next run.
  final class CrashLoop {
    /// When to send SIGKILL, counted from the start of the run.
    enum Moment {
      /// Let the run finish, and time it.
      case never
      case after(seconds: Double)
      /// Once `bmi` has created its temporary file, plus a delay (or after `timeout` seconds
      /// if it never does).
      case temporaryFileCreated(plus: Double, timeout: Double)
    }

    enum Outcome: Equatable {
      /// The store is byte for byte what it was before the run.
      case old
      /// The store parses to the document before the run plus the run's entry.
      case new
      /// Anything else: a lost update or a torn file.
      case neither(String)
    }

    enum TemporaryFileState: Equatable {
      case empty
      case partial
      case complete
    }

    struct Run {
      let termination: SpawnedProcess.Termination
      let outcome: Outcome
      /// What is in the temporary file this run left (killed between creating and renaming
      /// it), or `nil` if it left none.
      let leftTemporaryFile: TemporaryFileState?
      /// Temporary files in the directory after the run, this run's or earlier ones'.
      let temporaryFiles: Set<String>
      let seconds: Double
      /// For `.never`: from the temporary file's creation to its rename.
      let writeSeconds: Double?
      let stderr: String
    }

    let directory: TemporaryDirectory
    /// Where each run's stderr goes, apart from the store.
    private let logs: TemporaryDirectory
    let storeName = "store.json"
    private(set) var document: StoreDocument
    private var bytes: [UInt8]
    private var nextDate: LocalDate
    private var runs = 0
    private let watch: DirectoryWatch

    var storePath: String { directory.file(storeName) }
    private var temporaryPrefix: String { "." + storeName + ".bmi-tmp-" }

    /// A store of one profile with a weigh-in on each of `entries` days from 1 January 1900.
    init(entries: Int) throws {
      directory = try TemporaryDirectory()
      logs = try TemporaryDirectory()
      let first = LocalDate(year: 1900, month: 1, day: 1)
      let weighIns = (0..<entries).map {
        WeightEntry(date: first.adding(days: $0), kilograms: Double(600 + $0 % 300) / 10)
      }
      document = StoreDocument(
        defaultProfile: "ann",
        profiles: [Profile(name: "ann", heightCentimetres: 165, entries: weighIns)])
      bytes = StoreDocumentEncoder.encode(document)
      nextDate = first.adding(days: entries)
      try directory.writeStore(document, to: storeName)
      watch = DirectoryWatch(directory.path)
    }

    func run(_ moment: Moment) throws -> Run {
      let date = nextDate
      nextDate = date.adding(days: 1)
      runs += 1
      let kilograms = Double(500 + runs % 500) / 10
      var expected = document
      expected.profiles[0].entries.append(WeightEntry(date: date, kilograms: kilograms))

      try? FileManager.default.removeItem(atPath: logs.file("stderr"))
      let before = temporaryFiles()
      watch.drain()
      let start = MonotonicTime.seconds()
      let process = try SpawnedProcess(
        ["log", "\(kilograms)", "--date", "\(date)", "--quiet", "--force"],
        environment: ["BMI_STORE": storePath, "HOME": directory.path],
        standardError: logs.file("stderr"))
      var writeSeconds: Double?
      switch moment {
      case .never:
        if watch.wait(for: .created, prefix: temporaryPrefix, timeout: 10) {
          let created = MonotonicTime.seconds()
          if watch.wait(for: .renamedAway, prefix: temporaryPrefix, timeout: 10) {
            writeSeconds = MonotonicTime.seconds() - created
          }
        }
      case .after(let seconds):
        MonotonicTime.sleep(seconds)
        process.kill()
      case .temporaryFileCreated(let plus, let timeout):
        if watch.wait(for: .created, prefix: temporaryPrefix, timeout: timeout) {
          MonotonicTime.sleep(plus)
        }
        process.kill()
      }
      let termination = process.wait()
      let seconds = MonotonicTime.seconds() - start
      let after = temporaryFiles()
      let left = after.subtracting(before).first.map { name -> TemporaryFileState in
        let size = directory.bytes(of: name)?.count ?? 0
        if size == 0 { return .empty }
        return size == StoreDocumentEncoder.encode(expected).count ? .complete : .partial
      }
      return Run(
        termination: termination, outcome: settle(expected), leftTemporaryFile: left,
        temporaryFiles: after, seconds: seconds, writeSeconds: writeSeconds,
        stderr: logs.text(of: "stderr") ?? "")
    }

    /// Compares the store with the documents before and after the run, and carries on from
    /// the one it holds.
    private func settle(_ expected: StoreDocument) -> Outcome {
      guard let found = directory.bytes(of: storeName) else { return .neither("the store is gone") }
      if found == bytes { return .old }
      let decoded: StoreDocument
      do {
        decoded = try StoreDocumentDecoder.decode(found).document
      } catch {
        return .neither("the store does not parse: \(error)")
      }
      guard decoded == expected else {
        return .neither(
          "the store holds \(decoded.profiles.map(\.entries.count)) entries, neither the old document nor the new one"
        )
      }
      document = expected
      bytes = found
      return .new
    }

    func temporaryFiles() -> Set<String> {
      Set(directory.contents().filter { $0.hasPrefix(temporaryPrefix) })
    }
  }
#endif
