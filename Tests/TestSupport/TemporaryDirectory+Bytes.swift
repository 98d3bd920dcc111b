import Foundation

extension TemporaryDirectory {
  /// Writes raw bytes to `name`: store and input files that are not text (binary garbage,
  /// invalid UTF-8) cannot go through `write(_:to:)`.
  public func write(bytes: [UInt8], to name: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: file(name)))
  }

  /// Whether `name` holds exactly `bytes`. Compared as `Data` (one `memcmp`): comparing
  /// megabyte arrays element by element takes seconds in a debug build.
  public func file(_ name: String, holds bytes: [UInt8]) -> Bool {
    FileManager.default.contents(atPath: file(name)) == Data(bytes)
  }
}
