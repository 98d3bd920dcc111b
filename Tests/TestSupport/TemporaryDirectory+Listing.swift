import Foundation

extension TemporaryDirectory {
  /// Every entry under the directory (or a subdirectory), recursively, as sorted relative
  /// paths; symbolic links are listed, not followed.
  public func tree(of name: String = "") -> [String] {
    contents(of: name).flatMap { entry -> [String] in
      let relative = name.isEmpty ? entry : name + "/" + entry
      let attributes = try? FileManager.default.attributesOfItem(atPath: file(relative))
      guard attributes?[.type] as? FileAttributeType == .typeDirectory else { return [relative] }
      return [relative] + tree(of: relative)
    }
  }

  /// The store's temporary files (`.store.json.bmi-tmp-…`) anywhere under the directory.
  public func temporaryFiles() -> [String] {
    tree().filter { $0.contains(".bmi-tmp-") }
  }
}
