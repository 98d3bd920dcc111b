/// Sets up the processor for NDJSON input.
enum NDJSONOpening {
  static func open(_ input: UnsafeRawBufferPointer, isFinal: Bool, request: BatchRequest)
    throws(BatchError) -> BatchOpening.Outcome
  {
    throw .emptyInput
  }
}
