import DataSource

/// Apple Health's `export.zip`, read straight from the archive: its entries are walked front to
/// back through their local headers, each `.xml` one inflated as a stream into
/// `AppleHealthReader` (no unpacked copy anywhere), and the first whose root is `<HealthData>`
/// is the export, whatever its localized name (`export.xml`, `导出.xml`); the others
/// (`export_cda.xml`, workout routes) are decoded only to be checked and passed.
struct AppleHealthZip {
  /// The reading's options (`AppleHealthReader.init(options:)`).
  let options: ImportOptions

  /// Reads the archive a byte at a time from `next`; `ioFailure` is what ended the input
  /// when `next` ran out because reading failed.
  func read(
    _ next: @escaping () throws(ZipEntry.Failure) -> UInt8,
    ioFailure: () -> ImportFailure? = { nil }
  ) throws(ImportFailure) -> (batch: ImportBatch, skips: ImportSkips) {
    func step<T>(_ body: () throws(ZipEntry.Failure) -> T) throws(ImportFailure) -> T {
      do {
        return try body()
      } catch {
        if let failure = ioFailure() { throw failure }
        throw .zip(error)
      }
    }
    // A spreadsheet is a zip too (MacroFactor's and Excel's .xlsx, LibreOffice's .ods): its
    // weights are in a sheet bmi does not read, and the advice differs.
    var isSpreadsheet = false
    var entries = 0
    var startsWithMimeType = false
    var undecodable: ZipEntry.Failure?
    var contents = ZipWithoutExport.Finder()
    while let entry = try step({ () throws(ZipEntry.Failure) in try ZipEntry.next(next) }) {
      entries += 1
      if entries == 1 { startsWithMimeType = entry.name == "mimetype" }
      // Office Open XML's workbook; OpenDocument's `mimetype` first, then its `content.xml`.
      if entry.name == "xl/workbook.xml" || (startsWithMimeType && entry.name == "content.xml") {
        isSpreadsheet = true
      }
      let isXML = entry.name.lowercased().hasSuffix(".xml")
      // An XML entry bmi cannot decode may be the export: passed over when its size is known
      // (export_cda.xml before export.xml), and named if no export is found after it.
      if isXML, case .other = entry.method, undecodable == nil {
        undecodable = .unsupportedMethod(entry.method, name: entry.name)
      }
      let state = State(reader: AppleHealthReader(options: options))
      // The others are routes, ECGs and pictures of a few megabytes: one past 256 MiB is
      // no export's (endless input from a pipe ends there).
      let limit = isXML ? Inflater.maximumBytes : Self.otherEntryLimit
      var head: [UInt8] = []
      var size = 0
      try step { () throws(ZipEntry.Failure) in
        try entry.read(next, limit: limit) { piece in
          if head.count < 4 { head += piece.prefix(4 - head.count) }
          size += piece.count
          if isXML { state.feed(piece) }
        }
      }
      contents.note(name: entry.name, head: head, size: size)
      guard isXML else { continue }
      state.finish()
      if state.reader.isHealthData { return try state.reader.finish() }
    }
    if let undecodable { throw .zip(undecodable) }
    throw isSpreadsheet ? .spreadsheet : .zipWithoutAppleHealth(contents.found)
  }

  /// The most bytes an entry that is not XML is read to.
  static let otherEntryLimit = 256 << 20

  /// The whole archive in memory (`ImportReader.read`).
  func read(_ bytes: [UInt8]) throws(ImportFailure) -> (batch: ImportBatch, skips: ImportSkips) {
    var position = 0
    return try read { () throws(ZipEntry.Failure) -> UInt8 in
      guard position < bytes.count else { throw .truncated }
      defer { position += 1 }
      return bytes[position]
    }
  }

  /// The reader of one entry and the bytes it has not taken yet, which are checked for
  /// UTF-8 as they come.
  final class State {
    var reader: AppleHealthReader
    var carry: [UInt8] = []
    private var validator = UTF8Validator()
    /// The entry's offset of the first byte that is not UTF-8, and of the carry's first.
    private var notUTF8At: Int?
    private var carryStart = 0

    init(reader: AppleHealthReader) {
      self.reader = reader
    }

    func feed(_ piece: [UInt8]) {
      check(piece, isFinal: false)
      carry += piece
      consume(isFinal: false)
    }

    func finish() {
      check([], isFinal: true)
      consume(isFinal: true)
      carry = []
    }

    private func check(_ piece: [UInt8], isFinal: Bool) {
      guard notUTF8At == nil else { return }
      notUTF8At = piece.withUnsafeBufferPointer {
        validator.firstInvalid(in: $0, isFinal: isFinal)
      }
    }

    private func consume(isFinal: Bool) {
      let bad = notUTF8At.map { $0 - carryStart }
      let consumed = carry.withUnsafeBufferPointer {
        reader.consume($0, isFinal: isFinal, notUTF8At: bad)
      }
      carry.removeFirst(consumed)
      carryStart += consumed
    }
  }
}

/// An import's input a byte at a time, refilled a window at a time, for the archive reader;
/// a read failure is kept to be reported as itself.
final class ImportByteSource {
  private var input: ImportInput
  private let buffer: ByteBuffer
  private var position = 0
  private var isFinal: Bool
  private var failure: ImportFailure?
  private let windowSize: Int

  init(input: ImportInput, buffer: ByteBuffer, isFinal: Bool, windowSize: Int) {
    self.input = input
    self.buffer = buffer
    self.isFinal = isFinal
    self.windowSize = windowSize
  }

  func next() throws(ZipEntry.Failure) -> UInt8 {
    if position == buffer.count {
      if isFinal { throw .truncated }
      buffer.count = 0
      position = 0
      do {
        isFinal = try input.fill(buffer, upTo: windowSize)
      } catch {
        failure = error
        throw .truncated
      }
      if buffer.count == 0 { throw .truncated }
    }
    defer { position += 1 }
    return buffer.bytes[position]
  }

  /// Why the input ended, when reading failed.
  var readFailure: ImportFailure? { failure }
}
