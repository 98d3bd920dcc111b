import DataSource
import Model

/// The properties each file reader must keep on any bytes, as preconditions, so that a
/// broken one is a crash libFuzzer saves; a typed refusal of the input is always fine.
enum ReaderChecks {
  /// Import's CSV reader, and the CSV input of batch mode in both output formats.
  static func csv(_ bytes: UnsafeBufferPointer<UInt8>) {
    let array = Array(bytes)
    _ = try? CSVTable.rows(array, delimiter: CSVDelimiter.detect(in: array))
    if let batch = try? ImportReader(units: nil).read(array) {
      for profile in batch.profiles {
        if let broken = StoreDocumentRules.brokenRule(in: profile.entries) {
          preconditionFailure("imported \(broken)")
        }
      }
    }
    for format in BatchFormat.allCases {
      let outcome = batchRunsAgree(
        bytes, BatchRequest(inputPath: nil, outputFormat: format, skipsInvalidRows: true))
      if format == .ndjson { requireJSONLines(outcome.output) }
    }
  }

  /// Batch mode's NDJSON input (its line scanner included), in both output formats.
  static func ndjson(_ bytes: UnsafeBufferPointer<UInt8>) {
    for format in BatchFormat.allCases {
      _ = batchRunsAgree(
        bytes,
        BatchRequest(
          inputPath: nil, inputFormat: .ndjson, outputFormat: format, skipsInvalidRows: true))
    }
  }

  /// The store decoder: whatever it accepts keeps the store's rules, and the encoder writes
  /// it back as a document that reads back the same.
  static func store(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let decoded = try? StoreDocumentDecoder.decode(Array(bytes)) else { return }
    if let broken = StoreDocumentRules.brokenRule(in: decoded.document) {
      preconditionFailure("the decoder accepted a document with \(broken)")
    }
    let written = StoreDocumentEncoder.encode(decoded.document)
    let again = try? StoreDocumentDecoder.decode(written)
    precondition(again?.document == decoded.document, "the document did not round-trip")
  }

  /// Runs batch mode on the whole input at once and cut into small reads and windows (sizes
  /// taken from the input, so libFuzzer explores them too): both must end the same way.
  private static func batchRunsAgree(_ bytes: UnsafeBufferPointer<UInt8>, _ request: BatchRequest)
    -> BatchDriver.Outcome
  {
    let whole = BatchDriver(request: request, readSize: max(bytes.count, 1), windowSize: 4_096)
      .run(bytes)
    let cutAt = Int(bytes.first ?? 0)
    let cut = BatchDriver(request: request, readSize: 1 + cutAt % 13, windowSize: 16 + cutAt % 97)
      .run(bytes)
    precondition(whole == cut, "batch output depends on where the input was cut")
    return whole
  }

  /// Every line batch mode writes as NDJSON from CSV cells must be one JSON value.
  private static func requireJSONLines(_ output: [UInt8]) {
    for line in output.split(separator: 0x0A) {
      var reader = JSONReader(Array(line))
      do throws(JSONError) {
        guard try reader.kind() == .object else { preconditionFailure("not an object") }
        try reader.skipValue()
        try reader.readEnd()
      } catch {
        preconditionFailure("batch wrote a line that is not JSON: \(error)")
      }
    }
  }
}
