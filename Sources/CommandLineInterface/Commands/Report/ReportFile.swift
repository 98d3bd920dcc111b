import DataSource

/// Writes the report to a file: one that cannot be made is 73; one made but not written in
/// full (a full disk, an I/O error) is 74, as for standard output.
enum ReportFile {
  static func write(_ text: String, to path: String, files: ByteStreamClient)
    throws(CommandLineError)
  {
    let descriptor: Int32
    do throws(ByteStreamError) {
      descriptor = try files.create(path)
    } catch {
      throw CommandLineError(.cannotCreate, "cannot write the report to '\(path)': \(error.reason)")
    }
    defer { files.close(descriptor) }
    var bytes = text
    let written: Result<Void, ByteStreamError> = bytes.withUTF8 { buffer in
      Result { () throws(ByteStreamError) in
        try files.write(descriptor, UnsafeRawBufferPointer(buffer))
      }
    }
    if case .failure(let error) = written {
      throw CommandLineError(.ioError, "cannot write the report to '\(path)': \(error.reason)")
    }
  }
}
