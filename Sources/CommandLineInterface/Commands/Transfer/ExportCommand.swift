import DataSource
import Model

/// `bmi export`: everything needed to rebuild the profiles, for `bmi import` or elsewhere.
struct ExportCommand: Command {
  static let spec = CommandSpec(
    path: ["export"],
    summary: "Write every profile and weigh-in as JSON, CSV or FHIR.",
    discussion:
      "JSON is a store document (the same format as the store file); CSV and NDJSON have one row per entry (a weigh-in, or a height, head or arm logged alone) with its profile's details, and one for a profile without entries (see 'bmi help fields'); text is the same rows as a table. fhir is a FHIR R4 Bundle for a clinic's system: a Patient per profile and its vital-sign Observations (weight, waist, BMI, a child's BMI percentile, the height), see 'bmi help formats'. JSON, CSV, NDJSON and fhir read back with 'bmi import'.",
    options: [Self.profileOption] + ExportFormat.options,
    examples: [
      "bmi export > backup.json", "bmi export --format csv --profile ann > ann.csv",
      "bmi export --format fhir --profile ann > ann.fhir.json",
    ]
  )

  /// Unlike the other commands' `--profile`, no default: without it, every profile.
  static let profileOption = OptionSpec.value(
    "profile", "NAME", kind: .profile, help: "Export only this profile. Default: every profile.")

  let profile: String?
  let format: ExportFormat

  init(_ arguments: ParsedArguments, context: CommandContext) throws(CommandLineError) {
    profile = arguments.value(Self.profileOption)
    format = ExportFormat(arguments)
  }

  func run(_ context: CommandContext) async throws(CommandLineError) {
    let store = TransferStore(
      dependencies: context.dependencies, location: try context.requireStoreLocation())
    await store.send(.exportCommandReceived(profile: profile))
    if let failure = store.failure { throw failure.commandLineError(command: Self.spec.name) }
    guard let document = store.exported else { return }
    let format: OutputFormat
    switch self.format {
    case .fhir:
      // Flushed now and then, as `RecordStream` does, so `| head` stops the work early.
      var pieces = 0
      FHIRBundleWriter(today: context.dependencies.date.today()).write(document) { text in
        context.emit(records: text, format: .json)
        pieces += 1
        return pieces % RecordStream.rowsPerCheck != 0 || context.outputIsOpen()
      }
      return
    case .records(let chosen): format = chosen
    }
    if format == .json {
      // In pieces: one `String` of a whole store would be a second copy of it (a million
      // entries: 54 MB more at the peak).
      let bytes = StoreDocumentEncoder.encode(document)
      for piece in Self.pieces(of: bytes, size: 1 << 20) {
        context.emit(records: String(decoding: bytes[piece], as: UTF8.self), format: .json)
      }
    } else if format == .text {
      // A table for people needs every row's width first; scripts use the streamed formats.
      let records = TransferRenderer.exportRecords(
        document, today: context.dependencies.date.today())
      context.emit(RecordOutput.list(records, of: .export, format: .text))
    } else {
      // Row by row as each is made: a long log never sits in memory as records or text.
      var output = RecordStream(fields: RecordKind.export.names, format: format, context: context)
      TransferRenderer.forEachExportRecord(document, today: context.dependencies.date.today()) {
        output.write($0)
      }
      output.finish()
    }
  }

  /// `bytes` cut into ranges of at most `size` bytes (more only for a character longer than
  /// `size`), each ending between characters, never inside one's UTF-8 bytes.
  static func pieces(of bytes: [UInt8], size: Int) -> [Range<Int>] {
    var pieces: [Range<Int>] = []
    var start = 0
    while start < bytes.count {
      var end = min(start + size, bytes.count)
      while end < bytes.count, end > start + 1, bytes[end] & 0xC0 == 0x80 { end -= 1 }
      // A character longer than `size`: take it whole.
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      pieces.append(start..<end)
      start = end
    }
    return pieces
  }
}
