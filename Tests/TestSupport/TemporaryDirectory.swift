import Foundation

/// A fresh directory under the system's temporary directory for one test, removed with
/// everything in it when the value goes away. Tests never touch a real home store.
public final class TemporaryDirectory: Sendable {
  public let path: String

  public init() throws {
    var base = NSTemporaryDirectory()
    while base.hasSuffix("/") { base.removeLast() }
    var template = Array((base + "/bmi-test-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else {
      throw CocoaError(.fileWriteUnknown)
    }
    path = String(cString: made)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// `path/name`.
  public func file(_ name: String) -> String {
    path + "/" + name
  }

  public var url: URL { URL(fileURLWithPath: path) }

  /// Writes `text` to `name` and returns the file's path.
  @discardableResult
  public func file(_ name: String, _ text: String) throws -> String {
    try write(text, to: name)
    return file(name)
  }

  public func write(_ text: String, to name: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: file(name)))
  }

  /// The bytes of a file, or `nil` when it does not exist.
  public func bytes(of name: String) -> [UInt8]? {
    FileManager.default.contents(atPath: file(name)).map { [UInt8]($0) }
  }

  public func text(of name: String) -> String? {
    bytes(of: name).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The permission bits of a file or directory (`0o600`), or `nil` when it does not exist.
  public func permissions(of name: String) -> Int? {
    let attributes = try? FileManager.default.attributesOfItem(atPath: file(name))
    return (attributes?[.posixPermissions] as? NSNumber)?.intValue
  }

  /// Names in the directory (or a subdirectory), sorted.
  public func contents(of name: String = "") -> [String] {
    let target = name.isEmpty ? path : file(name)
    return ((try? FileManager.default.contentsOfDirectory(atPath: target)) ?? []).sorted()
  }
}
