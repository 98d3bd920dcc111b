import DataSource
import Model
import TestSupport

/// A store file in an in-memory file system (`/home/ann/.local/share/bmi/store.json`),
/// in-memory locks and a fixed today: store tests that need no disk send their actions here
/// and read the files afterwards.
struct InMemoryStore {
  static let path = "/home/ann/.local/share/bmi/store.json"

  let files = InMemoryFileSystem(directories: ["/home/ann/.local/share/bmi"])
  let location = StoreLocation(path: Self.path, source: .option)
  let dependencies: AppDependencies

  init(_ seed: StoreDocument? = nil) {
    dependencies = .testDependencies(
      date: .fixed(StoreFixture.today), fileSystem: .inMemory(files), fileLock: .inMemory(files))
    if let seed { files.write(StoreDocumentEncoder.encode(seed), to: Self.path) }
  }

  /// The document now in the store file.
  func document() throws -> StoreDocument {
    try StoreRepository(
      path: Self.path, fileSystem: .inMemory(files), fileLock: .inMemory(files)
    ).load()
  }
}
