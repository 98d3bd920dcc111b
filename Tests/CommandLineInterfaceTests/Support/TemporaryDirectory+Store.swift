import DataSource
import Foundation
import TestSupport

extension TemporaryDirectory {
  /// Writes `document` to `name` as `bmi` would: in the current schema, mode 0600.
  func writeStore(_ document: StoreDocument, to name: String = "store.json") throws {
    let path = file(name)
    let data = Data(StoreDocumentEncoder.encode(document))
    guard FileManager.default.createFile(atPath: path, contents: data) else {
      throw CocoaError(.fileWriteUnknown)
    }
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
  }

  /// The document in `name`, read with the store's own decoder.
  func readStore(_ name: String = "store.json") throws -> StoreDocument {
    try StoreDocumentDecoder.decode(bytes(of: name) ?? []).document
  }
}
