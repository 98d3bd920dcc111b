import Model

extension ZipWithoutExport {
  /// Why the archive `source` gave no weigh-ins and what to do instead, after its name.
  func explanation(of source: String) -> String {
    let advice =
      "bmi reads the export.zip of the Health app's Export All Health Data, or the export.xml inside it"
    switch self {
    case .nothing:
      return "\(source) is an empty zip archive (no file in it); \(advice)"
    case .archive(let name):
      return
        "\(source) holds another archive, \(QuotedValue.quoted(name)), and no Apple Health export beside it; unzip \(source) and import the archive that was inside it"
    case .emptyXML(let name):
      return
        "\(source) holds \(QuotedValue.quoted(name)) of 0 bytes, an export cut off before its first line; export all health data again on the phone and import the new export.zip"
    case .otherFiles:
      return
        "\(source) is a zip archive without an Apple Health export in it (no .xml entry with a <HealthData> element); \(advice); another app's archive (Withings, Fitbit, Google Takeout): unzip it and import the folder or its weight file"
    }
  }
}
