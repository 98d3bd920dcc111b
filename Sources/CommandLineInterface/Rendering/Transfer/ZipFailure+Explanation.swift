import DataSource

extension ZipEntry.Failure {
  /// Why an archive cannot be read, for the import's message.
  var explanation: String {
    switch self {
    case .truncated: return "the archive ends too soon: it is cut short (download it again)"
    case .notAnArchive: return "it is not a ZIP archive bmi reads"
    case .unsupportedMethod(let method, let name):
      return
        "\(QuotedValue.quoted(name)) is packed with \(method.name), which bmi does not decode (it reads stored and deflated entries); import the export.xml from inside the archive, or pack it again with zip -r"
    case .encrypted(let name): return "\(QuotedValue.quoted(name)) is encrypted"
    case .corrupt(let name):
      return "\(QuotedValue.quoted(name)) is damaged (its compressed data cannot be decoded)"
    case .checksum(let name):
      return "\(QuotedValue.quoted(name)) does not match its checksum: the archive is damaged"
    case .tooLarge(let name, let limit):
      let size = limit >= 1 << 30 ? "\(limit >> 30) GiB" : "\(limit >> 20) MiB"
      let what = name.lowercased().hasSuffix(".xml") ? "export" : "other file"
      return
        "\(QuotedValue.quoted(name)) runs past \(size): bmi stops there (no real export's \(what) is that large)"
    }
  }
}
