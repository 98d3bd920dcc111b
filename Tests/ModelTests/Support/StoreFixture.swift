import DataSource
import Model
import TestSupport

/// A store file in a fresh temporary directory, the real file system (every call recorded),
/// real locks, and a fixed today: what store tests send their Actions against.
struct StoreFixture {
  static let today = LocalDate(year: 2026, month: 1, day: 15)

  let directory: TemporaryDirectory
  let log = SystemCallLog()
  let location: StoreLocation
  let dependencies: AppDependencies

  init(_ seed: StoreDocument? = nil, standardInput: [UInt8] = []) throws {
    directory = try TemporaryDirectory()
    location = StoreLocation(path: directory.file("store.json"), source: .option)
    dependencies = .testDependencies(
      console: .recording(ConsoleRecorder(), standardInput: standardInput),
      date: .fixed(Self.today), byteStream: .liveFiles(standardInput: standardInput),
      fileSystem: .recording(into: log),
      fileLock: .liveValue)
    if let seed {
      try directory.write(
        String(decoding: StoreDocumentEncoder.encode(seed), as: UTF8.self), to: "store.json")
    }
  }

  /// The document now on disk.
  func document() throws -> StoreDocument {
    try StoreRepository(path: location.path, fileSystem: .liveValue, fileLock: .liveValue).load()
  }

  /// How many times the store file was replaced.
  var renames: Int {
    log.calls.filter { $0.hasPrefix("rename ") && $0.hasSuffix("/store.json") }.count
  }

  static func day(_ day: Int) -> LocalDate { LocalDate(year: 2026, month: 1, day: day) }

  /// Ann (165 cm, metric, goal 58 kg) with weigh-ins on the 1st, 2nd and 3rd, and Bob
  /// (imperial, no weigh-ins); Ann is the default.
  static let sample = StoreDocument(
    defaultProfile: "ann",
    profiles: [
      Profile(
        name: "ann", heightCentimetres: 165, goalKilograms: 58, units: .metric,
        entries: [
          WeightEntry(date: day(1), kilograms: 61),
          WeightEntry(date: day(2), kilograms: 60.8, note: "run"),
          WeightEntry(date: day(3), kilograms: 60.6),
        ]),
      Profile(name: "bob", heightCentimetres: 180, units: .imperial),
    ])
}
