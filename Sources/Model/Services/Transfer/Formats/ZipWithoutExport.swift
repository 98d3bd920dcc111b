/// What a zip archive without an Apple Health export held instead, so that the refusal can
/// say what to do about it.
public enum ZipWithoutExport: Sendable, Equatable {
  /// No file at all: an empty archive, or one of folders only.
  case nothing
  /// An archive inside the archive (the export.zip zipped again by a mail or a share sheet).
  case archive(name: String)
  /// An XML entry of 0 bytes: an export the phone did not finish writing.
  case emptyXML(name: String)
  /// Files of other kinds (another app's archive).
  case otherFiles

  /// What the archive's entries say, from the first of each kind: an inner archive first
  /// (the likeliest mistake), then an empty XML file.
  struct Finder {
    private var files = 0
    private var archive: String?
    private var emptyXML: String?

    /// Notes an entry once read: its name, its first bytes and how many bytes it held.
    mutating func note(name: String, head: [UInt8], size: Int) {
      guard !name.hasSuffix("/") else { return }
      files += 1
      let isArchive =
        name.lowercased().hasSuffix(".zip") || ImportSource.detect(head) == .appleHealthZip
      if isArchive, archive == nil { archive = name }
      if name.lowercased().hasSuffix(".xml"), size == 0, emptyXML == nil { emptyXML = name }
    }

    var found: ZipWithoutExport {
      if let archive { return .archive(name: archive) }
      if let emptyXML { return .emptyXML(name: emptyXML) }
      return files == 0 ? .nothing : .otherFiles
    }
  }
}
